import { Link } from 'react-router-dom';
import { TopicDetail } from '../../components/topic-detail/topic-detail';
import { findTopic } from '../../../data/fixed-topic';
import { useFacilities } from '../../../lib/api';

/** A facility's page (/department/{id}); an unknown id keeps the loading state, as specified. */
export function FacilityDetail({ id }: { id: string | undefined }) {
  const facility = findTopic(useFacilities(), id);
  return (
    <TopicDetail
      topic={facility && { ...facility, gallery: facility.multiple_img, galleryAlts: facility.multiple_img_alt }}
      loadingMessage="Loading department details..."
      galleryTitle="More From This Department"
      actions={
        facility && (
          <p>
            <Link to={`/estimate?${new URLSearchParams({ department: facility.heading }).toString()}`}>
              Ask for an estimate
            </Link>{' '}
            of a treatment in this department, or see the <Link to="/packages">package rates</Link>.
          </p>
        )
      }
    />
  );
}
