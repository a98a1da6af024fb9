import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { NeurosurgeryTabs } from '../features/neurosurgery/neurosurgery-tabs';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  return (
    <Page title={text('nav.neurosurgery')} description={text('pages.neurosurgery.description')}>
      <PageHeader title={text('nav.neurosurgery')} lead={text('pages.neurosurgery.lead')} />
      <div className="container section">
        <NeurosurgeryTabs headingLevel={2} />
      </div>
    </Page>
  );
}
