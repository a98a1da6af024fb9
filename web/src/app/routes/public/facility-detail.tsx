import { useParams } from 'react-router-dom';
import { Page } from '../../../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../../data/constants';
import { facilities } from '../../../data/facilities';
import { findTopic } from '../../../data/fixed-topic';
import { FacilityDetail } from '../../../features/facilities/facility-detail';
import { topicHead } from './topic-head';

export function Component() {
  const { id } = useParams();
  const facility = findTopic(facilities, id);
  return (
    <Page topMarginPx={PAGE_TOP_MARGIN_PX} {...topicHead(facility, { name: 'Facilities & Services', path: '/departments' }, `/department/${id}`, 'Facilities')}>
      <FacilityDetail id={id} />
    </Page>
  );
}
