import { Page } from '../../../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../../data/constants';
import { ResearchPage } from '../../../features/research/research-page';

export function Component() {
  return (
    <Page title="Research" description="Research, publications and presentations by the hospital's consultant neurologist." topMarginPx={PAGE_TOP_MARGIN_PX}>
      <ResearchPage />
    </Page>
  );
}
