import { usePublicApi, type TodayItem } from '../../../lib/api';
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
  return (date) =>
    new Date(`${date}T00:00:00+05:30`).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'Asia/Kolkata',
    });
}
