import type { Core } from '@strapi/strapi';
import { retrySecondsFrom, sendInBackground } from '../../../utils/background-send';
import { siteUrl } from '../../../utils/site-url';
import type { BookingRecord } from '../booking/record';
import { emailProvider, gatewaySettings, smsGateway, type PatientMessageProvider } from './providers';
import { bookingMessage, type BookingEvent } from './texts';

/** Seconds between attempts of a failed message (`PATIENT_MESSAGE_RETRY_SECONDS`, like the desk notice's). */
const messageRetryDelays = (env: NodeJS.ProcessEnv = process.env): number[] =>
  retrySecondsFrom(env.PATIENT_MESSAGE_RETRY_SECONDS);

/** The number as the gateway takes it: digits, with the `+` the patient typed (no spaces or dashes). */
const gatewayNumber = (phone: string): string => phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');

/** Each provider configured for this booking, with the address it reaches the patient at. */
function deliveries(
  strapi: Core.Strapi,
  record: BookingRecord,
  env: NodeJS.ProcessEnv,
): { provider: PatientMessageProvider; to: string }[] {
  const gateway = gatewaySettings(env);
  return [
    ...(gateway ? [{ provider: smsGateway(gateway), to: gatewayNumber(record.phone) }] : []),
    ...(env.SMTP_HOST?.trim() && record.email ? [{ provider: emailProvider(strapi), to: record.email }] : []),
  ];
}

/**
 * Tells the patient what happened to their booking, through every configured provider, in the
 * background (never delaying or failing the answer; retried, logged). Called where a booking is
 * made, moved or cancelled, and by whatever closes its session (`closed`). The message names the
 * reference, doctor, day, hours, branch, token and reporting window: never symptoms or the ABHA id.
 * True when a message goes to the patient's phone (the page then says so).
 */
export function messagePatient(
  strapi: Core.Strapi,
  event: BookingEvent,
  record: BookingRecord,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const language = record.language ?? 'en';
  const message = bookingMessage(
    event,
    language,
    {
      reference: record.reference,
      doctor: record.doctor?.name ?? '',
      date: record.date,
      start: record.start,
      end: record.end,
      branch: record.branch,
      token: Number(record.token),
      report_from: record.report_from,
      report_to: record.report_to,
    },
    siteUrl(env),
  );
  for (const { provider, to } of deliveries(strapi, record, env)) {
    sendInBackground(strapi, {
      // The log names the booking, never the number or address.
      what: `Patient message (${event}, ${provider.name}) for booking ${record.reference}`,
      to: provider.name === 'e-mail' ? 'the patient by e-mail' : 'the patient by the gateway',
      delays: messageRetryDelays(env),
      attempt: () => provider.send(to, message),
    });
  }
  return gatewaySettings(env) !== null;
}

/** Said once at start-up, so a hospital without a gateway is not mistaken for quiet patients. */
export function reportPatientMessageSetup(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): void {
  const gateway = gatewaySettings(env);
  const email = env.SMTP_HOST?.trim()
    ? `e-mail through ${env.SMTP_HOST.trim()} when the booking gives an address`
    : 'no e-mail (SMTP_HOST not set)';
  if (gateway) {
    strapi.log.info(
      `Bookings: patients are messaged through the SMS gateway at ${new URL(gateway.url).origin}, and ${email}.`,
    );
  } else {
    strapi.log.warn(
      `Bookings: no SMS or WhatsApp messages will be sent (PATIENT_SMS_URL not set); ${email}. The booking page tells patients to keep their reference.`,
    );
  }
}
