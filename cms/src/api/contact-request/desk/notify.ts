import type { Core } from '@strapi/strapi';
import type { RequestType } from '@hospital/contract';
import { emailService } from '../../../utils/email';
import { retrySecondsFrom, sendInBackground } from '../../../utils/background-send';
import { daysInWords } from '../../../legacy/opd-dates';
import { weekdayOf } from '../../../utils/hospital-day';
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

/** Seconds between attempts: a failed send is tried again this many times, after these waits. */
export function retryDelays(env: NodeJS.ProcessEnv = process.env): number[] {
  return retrySecondsFrom(env.CONTACT_NOTIFY_RETRY_SECONDS);
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

/**
 * Sends the desk its notice in the background (sendInBackground: never waited for, tried again
 * after each of `retryDelays()`, every failure logged). A lost notice never loses the request,
 * which the desk sees in its queue either way.
 */
export function notifyDesk(strapi: Core.Strapi, subject: NoticeSubject): void {
  if (!noticesEnabled()) return;
  const settings = deskSettings();
  const message = noticeText(settings, subject);
  sendInBackground(strapi, {
    what: `Desk notice for contact request ${subject.reference ?? `#${subject.id}`}`,
    to: settings.notifyTo!,
    delays: retryDelays(),
    attempt: () => emailService(strapi).send({ to: settings.notifyTo!, ...message }),
  });
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
