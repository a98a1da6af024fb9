import type { Language } from '../../src/entry-server';

/**
 * How many forms with a report (up to 11 MB each) this server holds at once. A report is read
 * whole, parsed and sent on to the CMS: each one in flight costs several copies of its bytes, and
 * forty at once took the server from 200 MB to over a gigabyte, kept afterwards. A post past the
 * slots waits for one, unread (its bytes stay in the sender's buffers, or nginx's temp file);
 * past the queue or the wait it is answered 503 with a wait, and nothing of it was sent.
 */
export interface ReportGate {
  /** A slot's release, or undefined when none came free in time. */
  enter(): Promise<(() => void) | undefined>;
}

export interface ReportGateLimits {
  /** Reports read and sent on at the same time. */
  slots: number;
  /** Reports waiting for a slot; a further one is refused at once. */
  queue: number;
  /** How long one waits before it is refused. */
  waitMs: number;
}

/**
 * Said to a patient whose report was refused for want of a slot, in the language of the form's
 * page (Bengali and Hindi await native review, docs/TRANSLATIONS.md). Plain text, as the server's
 * other refusals of a form it could not read: the browser's Back keeps what was typed.
 */
export const REPORT_BUSY_TEXTS: Record<Language, string> = {
  en: 'Many reports are being sent just now, and yours was not sent. Please go back and send the form again in a minute.',
  bn: 'এই মুহূর্তে অনেক রিপোর্ট পাঠানো হচ্ছে, আপনারটি পাঠানো হয়নি। অনুগ্রহ করে পিছনে গিয়ে এক মিনিট পরে ফর্মটি আবার পাঠান।',
  hi: 'इस समय बहुत सारी रिपोर्ट भेजी जा रही हैं, आपकी रिपोर्ट नहीं भेजी गई। कृपया वापस जाकर एक मिनट बाद फ़ॉर्म फिर से भेजें।',
};

/** Four reports in flight is about 250 MB at most; a patient rarely waits behind more. */
export const REPORT_GATE_LIMITS: ReportGateLimits = { slots: 4, queue: 32, waitMs: 30_000 };

export function reportGate({ slots, queue, waitMs }: ReportGateLimits = REPORT_GATE_LIMITS): ReportGate {
  let inFlight = 0;
  const waiting: Array<(release: () => void) => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next(once());
    else inFlight -= 1;
  };
  // A slot passes from one report to the next waiting without ever being counted free.
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    enter() {
      if (inFlight < slots) {
        inFlight += 1;
        return Promise.resolve(once());
      }
      if (waiting.length >= queue) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const grant = (slot: () => void) => {
          clearTimeout(timer);
          resolve(slot);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(grant), 1);
          resolve(undefined);
        }, waitMs);
        waiting.push(grant);
      });
    },
  };
}
