import type { Core } from '@strapi/strapi';
import type { RequestType } from '@hospital/contract';
import { daysInWords, weekdayOf } from '../../../legacy/opd-dates';
import { REQUEST_KINDS } from './request-types';
import { deskSettings, type DeskSettings } from './settings';

/** What a notice needs of the request: never its message (the patient's symptoms). */
export interface NoticeSubject {
  id: number;
  reference: string | null;
  created_at: string;
  reply_by: string;
  /** Absent: a contact request. */
  type?: RequestType;
  doctor?: { name: string } | null;
  preferred_date?: string | null;
  kind?: string | null;
}

/**
 * For an appointment: whom and when the patient asked for (names the doctor, never the reason);
 * for feedback, whether it is a compliment, a suggestion or a complaint (never the message).
 */
function appointmentLine(subject: NoticeSubject): string[] {
  if (subject.type === 'feedback') return [`Kind: ${subject.kind ?? 'not given'}.`];
  if (subject.type !== 'appointment') return [];
  const date = subject.preferred_date
    ? `${subject.preferred_date} (${daysInWords([weekdayOf(subject.preferred_date)])})`
    : 'no date';
  return [`Asked for: ${subject.doctor?.name ?? 'a doctor no longer listed'}, on ${date}.`];
}

interface EmailService {
  send(options: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

/** Seconds between attempts: a failed send is tried again this many times, after these waits. */
export function retryDelays(env: NodeJS.ProcessEnv = process.env): number[] {
  const raw = env.CONTACT_NOTIFY_RETRY_SECONDS?.trim();
  if (!raw) return [10, 60, 300];
  return raw.split(',').map((part) => Math.max(0, Number(part.trim()) || 0));
}

/** The SMTP server is configured and the desk has an address: notices can be sent. */
export function noticesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.SMTP_HOST?.trim() && deskSettings(env).notifyTo);
}

function adminLink(settings: DeskSettings, subject: NoticeSubject): string {
  const path = `/admin/contact-requests?search=${encodeURIComponent(subject.reference ?? String(subject.id))}`;
  return `${settings.siteUrl ?? ''}${path}`;
}

export function noticeText(settings: DeskSettings, subject: NoticeSubject): { subject: string; text: string } {
  const reference = subject.reference ?? `#${subject.id}`;
  const noun = REQUEST_KINDS[subject.type ?? 'contact'].noun;
  return {
    subject: `New ${noun} ${reference}`,
    text: [
      `A patient sent ${noun} ${reference} at ${subject.created_at}.`,
      ...appointmentLine(subject),
      `The form promised a reply by ${subject.reply_by}.`,
      '',
      `Open it in the desk: ${adminLink(settings, subject)}`,
      '',
      'The request itself stays in the desk; this notice carries no patient details.',
    ].join('\n'),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Sends the desk its notice in the background: the caller is never made to wait, and a failure
 * is tried again after each of `retryDelays()` (logged each time), then given up with an error in
 * the log. The queue lives in this process: a restart during the retries loses that notice, but
 * never the request, which the desk sees in its queue either way.
 */
export function notifyDesk(strapi: Core.Strapi, subject: NoticeSubject): void {
  if (!noticesEnabled()) return;
  const settings = deskSettings();
  const delays = retryDelays();
  const message = noticeText(settings, subject);
  const reference = subject.reference ?? `#${subject.id}`;
  void (async () => {
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      try {
        await strapi
          .plugin('email')
          .service<EmailService>('email')
          .send({ to: settings.notifyTo!, ...message });
        strapi.log.info(`Desk notice for contact request ${reference} sent to ${settings.notifyTo}.`);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt === delays.length) {
          strapi.log.error(
            `Desk notice for contact request ${reference} not sent after ${attempt + 1} attempts: ${reason}`,
          );
          return;
        }
        strapi.log.warn(
          `Desk notice for contact request ${reference} failed (attempt ${attempt + 1}): ${reason}; retrying in ${delays[attempt]} s.`,
        );
        await sleep(delays[attempt] * 1000);
      }
    }
  })();
}

/** Said once at start-up, so an unconfigured desk is not mistaken for a quiet one. */
export function reportNoticeSetup(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): void {
  if (noticesEnabled(env)) {
    strapi.log.info(
      `Contact requests: new-request notices go to ${deskSettings(env).notifyTo} through ${env.SMTP_HOST}.`,
    );
  } else {
    const missing = [!env.SMTP_HOST?.trim() && 'SMTP_HOST', !deskSettings(env).notifyTo && 'CONTACT_NOTIFY_TO']
      .filter(Boolean)
      .join(' and ');
    strapi.log.warn(
      `Contact requests: no e-mail notices will be sent (${missing} not set); the desk sees new requests in /admin only.`,
    );
  }
}
