import type { Core } from '@strapi/strapi';
import { sharedState } from '../../../cache/shared-state';
import { NOTICE_UID } from './current';
import { hospitalToday } from '../../../utils/hospital-day';

/**
 * Nothing past its expiry is current, yet no write happens when an item expires, and the public
 * read cache and the site's pages are kept until the content generation moves. So, once a minute
 * on the minute (expiries are whole minutes): when an item expired since the last look, or the
 * hospital's day turned (an item about tomorrow is now about today), advance the generation; the
 * next read builds its answer afresh. Returns whether it did.
 */
export async function sweepExpiredNotices(strapi: Core.Strapi, since: Date, now: Date): Promise<boolean> {
  const dayTurned = hospitalToday(since) !== hospitalToday(now);
  const expired = dayTurned
    ? 0
    : Number(
        await strapi.documents(NOTICE_UID).count({
          filters: { expires_at: { $gt: since.toISOString(), $lte: now.toISOString() } },
        }),
      );
  if (!dayTurned && expired === 0) return false;
  await sharedState(strapi).readCache.generation.advance();
  return true;
}

/** Strapi's cron (config/server.ts enables it): every minute, at its first second. */
export function scheduleNoticeExpiry(strapi: Core.Strapi): void {
  let since = new Date();
  strapi.cron.add({
    hospitalNoticeExpiry: {
      options: { rule: '0 * * * * *' },
      task: async () => {
        const now = new Date();
        try {
          await sweepExpiredNotices(strapi, since, now);
          since = now;
        } catch (error) {
          strapi.log.warn(
            `Today at the hospital: the expiry sweep failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      },
    },
  });
}
