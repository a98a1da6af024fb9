import { Page } from '../components/page/page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { useText } from '../../lib/i18n';

export function Component() {
  const text = useText();
  return (
    <Page title={text('notFound.title')} status={404}>
      <NotFoundPage />
    </Page>
  );
}
