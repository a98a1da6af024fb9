import type { Core } from '@strapi/strapi';
import { emailService } from '../../../utils/email';

/** What a patient is told: a short text (an SMS, or a WhatsApp message), and a subject for e-mail. */
export interface PatientMessage {
  subject: string;
  text: string;
}

/** One way of reaching a patient. `send` resolves once the message is handed over, throws otherwise. */
export interface PatientMessageProvider {
  /** For the log: `SMS gateway`, `e-mail`. */
  name: string;
  send(to: string, message: PatientMessage): Promise<void>;
}

/** A gateway that does not answer in this long has failed this attempt (it is tried again). */
const GATEWAY_TIMEOUT_MS = 10_000;

interface GatewaySettings {
  url: string;
  token: string;
}

/** The SMS/WhatsApp gateway's address and token; null when `PATIENT_SMS_URL` is not set. */
export function gatewaySettings(env: NodeJS.ProcessEnv = process.env): GatewaySettings | null {
  const url = env.PATIENT_SMS_URL?.trim();
  return url ? { url, token: env.PATIENT_SMS_TOKEN?.trim() ?? '' } : null;
}

/**
 * The hospital's SMS/WhatsApp gateway (docs/DEPLOYMENT.md, "Messages to the patient"): one POST
 * of JSON `{to, text}` with the token as a bearer; any 2xx is accepted. A small adapter in front of
 * MSG91, Gupshup or Twilio speaks this, so no provider's API is built into the CMS.
 */
export function smsGateway(settings: GatewaySettings): PatientMessageProvider {
  return {
    name: 'SMS gateway',
    async send(to, { text }) {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${settings.token}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      // The body is never read into the log: a gateway may echo the message.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the gateway answered ${response.status}`);
    },
  };
}

/** Strapi's email plugin (the SMTP settings of the desk notice). */
export function emailProvider(strapi: Core.Strapi): PatientMessageProvider {
  return {
    name: 'e-mail',
    async send(to, message) {
      await emailService(strapi).send({ to, ...message });
    },
  };
}
