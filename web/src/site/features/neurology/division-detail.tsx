import { TopicDetail } from '../../components/topic-detail/topic-detail';
import { findTopic } from '../../../data/fixed-topic';
import { useDivisions } from '../../../lib/api';
import { usePageText } from '../../components/page/page-words';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';

/** A division's page (/division/{id}); an unknown id keeps the loading state, as specified. */
export function DivisionDetail({ id }: { id: string | undefined }) {
  const division = findTopic(useDivisions(), id);
  const text = usePageText();
  return (
    <TopicDetail
      topic={
        division && {
          ...division,
          gallery: division.multiple_img,
          galleryAlts: division.multiple_img_alt,
          gallerySizes: division.multiple_img_sizes,
        }
      }
      loadingMessage={text('pages.neurology.loading')}
      galleryTitle={text('pages.neurology.gallery')}
      actions={<PartlyEnglishNote records={[division]} />}
    />
  );
}
