import { TopicDetail } from '../../components/topic-detail/topic-detail';
import { facilities } from '../../data/facilities';
import { findTopic } from '../../data/fixed-topic';

/** A facility's page (/department/{id}); an unknown id keeps the loading state, as specified. */
export function FacilityDetail({ id }: { id: string | undefined }) {
  const facility = findTopic(facilities, id);
  return (
    <TopicDetail
      topic={facility && { ...facility, gallery: facility.multiple_img }}
      loadingMessage="Loading department details..."
      galleryTitle="More From This Department"
    />
  );
}

/** The facility's name for the document title, once known. */
export function facilityHeading(id: string | undefined): string | undefined {
  return findTopic(facilities, id)?.heading;
}
