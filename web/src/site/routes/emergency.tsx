import { Page } from '../components/page/page';
import { EmergencyPage } from '../features/emergency/emergency-page';
import { medicalWebPageData } from '../../lib/structured-data';

const TITLE = 'Stroke and Neuro Emergencies';
const DESCRIPTION =
  'Stroke signs (BE-FAST), what to do while help comes, one-tap calls to the hospital emergency and 108, both branches with maps, and what to bring.';

export function Component() {
  return (
    <Page
      title={TITLE}
      description={DESCRIPTION}
      structuredData={[medicalWebPageData(TITLE, DESCRIPTION, '/emergency')]}
    >
      <EmergencyPage />
    </Page>
  );
}
