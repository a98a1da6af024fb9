import { Page } from '../components/page/page';
import { NotFoundPage } from '../features/not-found/not-found-page';

export function Component() {
  return (
    <Page title="Page not found" status={404}>
      <NotFoundPage />
    </Page>
  );
}
