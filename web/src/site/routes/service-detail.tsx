import { useParams } from 'react-router-dom';
import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { ServiceDetail } from '../features/services/service-detail';
import { useServices } from '../features/services/use-services';
import { topicHead } from './topic-head';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const { id } = useParams();
  const text = usePageText();
  const service = useServices('Error loading service details').find((candidate) => String(candidate.id) === id);
  const topic = service && { heading: service.heading, content: [service.content], url: service.url };
  return (
    <Page
      topMarginPx={PAGE_TOP_MARGIN_PX}
      {...topicHead(topic, { name: text('nav.services'), path: '/services' }, `/services/${id}`)}
    >
      <ServiceDetail id={id} />
    </Page>
  );
}
