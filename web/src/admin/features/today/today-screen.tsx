import { InlineAlert } from '../../components/inline-alert';
import { CurrentPanel } from './current-panel';
import { DoctorsPanel } from './doctors-panel';
import { EmergencyPanel } from './emergency-panel';
import { HolidayPanel } from './holiday-panel';
import { ToCallPanel } from './to-call-panel';
import { useTodayDesk } from './use-today-desk';

/**
 * /admin/today: what the site says about today (issue 41, item 5). The emergency department's
 * state, each doctor on leave, running late or closed, a holiday, each set in two clicks; what is
 * shown now, who set it and until when, removed in one.
 */
export function TodayScreen() {
  const desk = useTodayDesk();
  const emergency = desk.list.data?.find((item) => item.kind === 'emergency');
  return (
    <>
      <InlineAlert notice={desk.notice} onDismiss={() => desk.setNotice(null)} />
      <ToCallPanel desk={desk} />
      {/* Keyed by the current state, so the radio shows it once the list has loaded. */}
      <EmergencyPanel key={emergency?.id ?? 'none'} desk={desk} current={emergency} />
      <DoctorsPanel desk={desk} />
      <HolidayPanel desk={desk} />
      <CurrentPanel desk={desk} />
    </>
  );
}
