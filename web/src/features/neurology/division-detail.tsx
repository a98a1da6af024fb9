import { TopicDetail } from '../../components/topic-detail/topic-detail';
import { divisions } from '../../data/divisions';
import { findTopic } from '../../data/fixed-topic';

/** A division's page (/division/{id}); an unknown id keeps the loading state, as specified. */
export function DivisionDetail({ id }: { id: string | undefined }) {
  const division = findTopic(divisions, id);
  return (
    <TopicDetail
      topic={division && { ...division, gallery: division.multiple_img }}
      loadingMessage="Loading division details..."
      galleryTitle="More From This Division"
    />
  );
}

/** The division's name for the document title, once known. */
export function divisionHeading(id: string | undefined): string | undefined {
  return findTopic(divisions, id)?.heading;
}
