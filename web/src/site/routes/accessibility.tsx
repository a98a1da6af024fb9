import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { AccessibilityStatementView } from '../features/accessibility/accessibility-statement';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  return (
    <Page
      title={text('footer.accessibility')}
      description={text('pages.accessibility.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('footer.accessibility')} />
      <AccessibilityStatementView />
    </Page>
  );
}
