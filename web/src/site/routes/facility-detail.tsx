import { useParams } from 'react-router-dom';
import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { findTopic } from '../../data/fixed-topic';
import { useFacilities } from '../../lib/api';
import { FacilityDetail } from '../features/facilities/facility-detail';
import { topicHead } from './topic-head';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const { id } = useParams();
  const text = usePageText();
  const facility = findTopic(useFacilities(), id);
  return (
    <Page
      topMarginPx={PAGE_TOP_MARGIN_PX}
      {...topicHead(
        facility,
        { name: text('pages.facilities.title'), path: '/departments' },
        `/department/${id}`,
        text('nav.facilities'),
      )}
    >
      <FacilityDetail id={id} />
    </Page>
  );
}
