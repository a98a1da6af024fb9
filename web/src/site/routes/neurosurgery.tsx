import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { NeurosurgeryTabs } from '../features/neurosurgery/neurosurgery-tabs';

export function Component() {
  return (
    <Page
      title="Neurosurgery"
      description="Brain and spine surgery at the hospital: what we operate on and how we care for patients before and after."
    >
      <PageHeader
        title="Neurosurgery"
        lead="Safe, precise surgery of the brain and spine, and expert care after head and spine injuries."
      />
      <div className="container section">
        <NeurosurgeryTabs headingLevel={2} />
      </div>
    </Page>
  );
}
