import { useParams } from 'react-router-dom';
import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { ServiceDetail } from '../features/services/service-detail';
import { useServices } from '../features/services/use-services';
import { topicHead } from './topic-head';

export function Component() {
  const { id } = useParams();
  const service = useServices('Error loading service details').find((candidate) => String(candidate.id) === id);
  const topic = service && { heading: service.heading, content: [service.content], url: service.url };
  return (
    <Page
      topMarginPx={PAGE_TOP_MARGIN_PX}
      {...topicHead(topic, { name: 'Services', path: '/services' }, `/services/${id}`, 'Services')}
    >
      <ServiceDetail id={id} />
    </Page>
  );
}
