import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { AccessibilityStatementView } from '../features/accessibility/accessibility-statement';

export function Component() {
  return (
    <Page
      title="Accessibility statement"
      description="The accessibility standard this website meets, how it is tested, its known limitations and how to report a problem."
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title="Accessibility statement" />
      <AccessibilityStatementView />
    </Page>
  );
}
