import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { EstimatePage } from '../features/estimate/estimate-page';

export function Component() {
  return (
    <Page
      title="Ask for an estimate"
      description="Ask the hospital for a written estimate of a treatment's cost, with a report if you have one."
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title="Ask for an estimate" />
      <EstimatePage />
    </Page>
  );
}
