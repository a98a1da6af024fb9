import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { DirectorsDesk } from '../features/directors/directors-desk';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  return (
    <Page
      title={text('nav.directorsDesk')}
      description={text('pages.directors.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('nav.directorsDesk')} />
      <DirectorsDesk />
    </Page>
  );
}
