import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { ConditionsIndex } from '../features/conditions/conditions-index';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  return (
    <Page
      title={text('pages.conditions.title')}
      description={text('pages.conditions.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('pages.conditions.title')} />
      <ConditionsIndex />
    </Page>
  );
}
