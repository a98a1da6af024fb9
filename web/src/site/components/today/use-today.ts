import { usePublicApi, type TodayItem } from '../../../lib/api';
import { dateFormatter } from '../../../lib/hospital-date';
import { useIntlLocale } from '../../../lib/i18n';
import { TODAY } from './today-key';

const NONE: readonly TodayItem[] = [];

/** The current items; none while unknown (the CMS did not answer): a card is never held up for them. */
export function useTodayItems(): readonly TodayItem[] {
  return usePublicApi(TODAY).data ?? NONE;
}

/** `3 Dec` (`৩ ডিসে` on a Bengali page): a day at the hospital, short, in the page's language. */
export function useShortDate(): (date: string) => string {
  const locale = useIntlLocale();
  const format = dateFormatter(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
  return (date) => {
    const day = new Date(`${date}T00:00:00+05:30`);
    return Number.isNaN(day.getTime()) ? date : format.format(day);
  };
}
