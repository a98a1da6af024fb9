import { Page } from '../components/page/page';
import { EmergencyPage } from '../features/emergency/emergency-page';
import { TodayStrip } from '../components/today/today-strip';
import { medicalWebPageData } from '../../lib/structured-data';
import { useText } from '../../lib/i18n';

export function Component() {
  const text = useText();
  const title = text('emergency.title');
  const description = text('emergency.description');
  return (
    <Page
      title={title}
      description={description}
      structuredData={[medicalWebPageData(title, description, '/emergency')]}
    >
      <TodayStrip />
      <EmergencyPage />
    </Page>
  );
}
