import { siteUrl } from '../../../utils/site-url';

/**
 * The patient desk's promises and limits, from the environment (checked at start-up by
 * src/utils/config-check.ts, so a bad value never reaches here silently).
 */
export interface DeskSettings {
  /** The reply the contact form promises: a request still `new` after this many hours is overdue. */
  replyHours: number;
  /** Closed requests are deleted this many days after they were sent. */
  retentionDays: number;
  /** The desk's address for new-request notices; null sends none. */
  notifyTo: string | null;
  /** The site's public origin, for the link to the request in /admin; null gives a path only. */
  siteUrl: string | null;
}

export const DEFAULT_REPLY_HOURS = 24;
export const DEFAULT_RETENTION_DAYS = 365;

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value?.trim());
  return value?.trim() && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function deskSettings(env: NodeJS.ProcessEnv = process.env): DeskSettings {
  return {
    replyHours: positiveInteger(env.CONTACT_REPLY_HOURS, DEFAULT_REPLY_HOURS),
    retentionDays: positiveInteger(env.CONTACT_RETENTION_DAYS, DEFAULT_RETENTION_DAYS),
    notifyTo: env.CONTACT_NOTIFY_TO?.trim() || null,
    siteUrl: siteUrl(env),
  };
}

/** The moment before which a request still `new` has missed the reply promise. */
export function overdueBefore(settings: DeskSettings, now: Date = new Date()): Date {
  return new Date(now.getTime() - settings.replyHours * 3600_000);
}
