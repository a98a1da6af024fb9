import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { DirectorsDesk } from '../features/directors/directors-desk';

export function Component() {
  return (
    <Page
      title="Director's Desk"
      description="A message from the hospital's directors."
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title="Director's Desk" />
      <DirectorsDesk />
    </Page>
  );
}
