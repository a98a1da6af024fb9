import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { DivisionTabs } from '../features/neurology/division-tabs';

export function Component() {
  return (
    <Page
      title="Neurology"
      description="Nine specialist divisions caring for every condition of the brain, spinal cord, nerves and muscles."
    >
      <PageHeader
        title="Neurology"
        lead="Nine specialist divisions caring for every condition of the brain, spinal cord, nerves and muscles."
      />
      <div className="container section">
        <DivisionTabs headingLevel={2} />
      </div>
    </Page>
  );
}
