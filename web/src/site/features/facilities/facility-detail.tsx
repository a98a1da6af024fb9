import { Link } from 'react-router-dom';
import { TopicDetail } from '../../components/topic-detail/topic-detail';
import { findTopic } from '../../../data/fixed-topic';
import { useFacilities } from '../../../lib/api';
import { usePageText, usePageTextWith } from '../../components/page/page-words';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { ConditionsTreated, treatedInDepartment } from '../../components/conditions-treated/conditions-treated';

/** A facility's page (/department/{id}); an unknown id keeps the loading state, as specified. */
export function FacilityDetail({ id }: { id: string | undefined }) {
  const facility = findTopic(useFacilities(), id);
  const text = usePageText();
  const textWith = usePageTextWith();
  return (
    <TopicDetail
      topic={
        facility && {
          ...facility,
          gallery: facility.multiple_img,
          galleryAlts: facility.multiple_img_alt,
          gallerySizes: facility.multiple_img_sizes,
        }
      }
      loadingMessage={text('pages.facilities.loading')}
      galleryTitle={text('pages.facilities.gallery')}
      actions={
        facility && (
          <>
            <PartlyEnglishNote records={[facility]} />
            <ConditionsTreated title={text('pages.facilities.conditions')} treats={treatedInDepartment(facility.id)} />
            <p>
              {textWith('pages.facilities.estimate', {
                link: (
                  <Link to={`/estimate?${new URLSearchParams({ department: facility.heading }).toString()}`}>
                    {text('pages.askEstimate')}
                  </Link>
                ),
                rates: <Link to="/packages">{text('pages.facilities.ratesLink')}</Link>,
              })}
            </p>
          </>
        )
      }
    />
  );
}
