import { useParams } from 'react-router-dom';
import { Page } from '../../../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../../data/constants';
import { ServiceDetail } from '../../../features/services/service-detail';

export function Component() {
  const { id } = useParams();
  return (
    <Page title="Services" topMarginPx={PAGE_TOP_MARGIN_PX}>
      <ServiceDetail id={id} />
    </Page>
  );
}
