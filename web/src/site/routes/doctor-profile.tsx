import { useParams } from 'react-router-dom';
import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { consultant, consultantPath, isConsultantSlug } from '../../data/consultant';
import { ConsultantProfilePage } from '../features/consultant-profile/consultant-profile-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { breadcrumbData, physicianData } from '../../lib/structured-data';
import { usePageText } from '../components/page/page-words';

/** The specification's /{name}: the consultant's profile for that name, a not-found page for any other path. */
export function Component() {
  const { name } = useParams();
  const text = usePageText();
  if (!isConsultantSlug(name)) {
    return (
      <Page title={text('notFound.title')} status={404}>
        <NotFoundPage />
      </Page>
    );
  }
  return (
    <Page
      title={consultant.name}
      description={text('pages.profile.description', { name: consultant.name, role: consultant.role })}
      structuredData={[
        physicianData({ name: consultant.name, description: consultant.role }),
        breadcrumbData([{ name: consultant.name, path: consultantPath }]),
      ]}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <ConsultantProfilePage />
    </Page>
  );
}
