import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { DivisionTabs } from '../features/neurology/division-tabs';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  return (
    <Page title={text('nav.neurology')} description={text('pages.neurology.description')}>
      <PageHeader title={text('nav.neurology')} lead={text('pages.neurology.description')} />
      <div className="container section">
        <DivisionTabs headingLevel={2} />
      </div>
    </Page>
  );
}
