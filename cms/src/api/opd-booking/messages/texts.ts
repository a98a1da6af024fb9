import type { Language } from '@hospital/contract';
import type { PatientMessage } from './providers';

/** What happened to the booking: the patient made, moved or cancelled it, or the hospital closed its session. */
export type BookingEvent = 'booked' | 'moved' | 'cancelled' | 'closed';

/**
 * What a message may say of a booking: where and when, never the patient's symptoms (a booking
 * has none) nor the ABHA id, nor the phone it is sent to.
 */
interface MessageSubject {
  reference: string;
  doctor: string;
  date: string;
  start: string;
  end: string;
  branch: string;
  token: number;
  report_from: string;
  report_to: string;
}

interface Words {
  /** The visit in one line: doctor, day, session hours, branch. */
  visit: string;
  /** The short headline, also the e-mail's subject. */
  headline: Record<BookingEvent, string>;
  /** What follows the visit. */
  after: Record<BookingEvent, string>;
}

/** Latin digits in every language: the reference, token and times are read out to the desk as typed. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-IN', bn: 'bn-IN-u-nu-latn', hi: 'hi-IN-u-nu-latn' };

function day(language: Language, date: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function words(language: Language, s: MessageSubject, link: string): Words {
  const when = `${day(language, s.date)}, ${s.start}-${s.end}`;
  const ref = s.reference;
  switch (language) {
    case 'bn':
      return {
        visit: `${s.doctor}, ${when}, ${s.branch}`,
        headline: {
          booked: `বুকিং ${ref} নিশ্চিত`,
          moved: `বুকিং ${ref} বদলানো হয়েছে`,
          cancelled: `বুকিং ${ref} বাতিল হয়েছে`,
          closed: `বুকিং ${ref}: ওপিডি বন্ধ`,
        },
        after: {
          booked: `টোকেন ${s.token}, ${s.report_from}-${s.report_to}-এর মধ্যে আসুন। দেখুন, বদলান বা বাতিল করুন: ${link}`,
          moved: `টোকেন ${s.token}, ${s.report_from}-${s.report_to}-এর মধ্যে আসুন। দেখুন: ${link}`,
          cancelled: `জায়গাটি ছেড়ে দেওয়া হয়েছে। দেখুন: ${link}`,
          closed: `হাসপাতাল এই দিনের ওপিডি বন্ধ করেছে (টোকেন ${s.token})। অন্য দিনে বদলান বা ডেস্কে ফোন করুন: ${link}`,
        },
      };
    case 'hi':
      return {
        visit: `${s.doctor}, ${when}, ${s.branch}`,
        headline: {
          booked: `बुकिंग ${ref} पक्की`,
          moved: `बुकिंग ${ref} बदली गई`,
          cancelled: `बुकिंग ${ref} रद्द`,
          closed: `बुकिंग ${ref}: ओपीडी बंद`,
        },
        after: {
          booked: `टोकन ${s.token}, ${s.report_from}-${s.report_to} के बीच पहुँचें। देखें, बदलें या रद्द करें: ${link}`,
          moved: `टोकन ${s.token}, ${s.report_from}-${s.report_to} के बीच पहुँचें। देखें: ${link}`,
          cancelled: `जगह खाली कर दी गई है। देखें: ${link}`,
          closed: `अस्पताल ने इस दिन की ओपीडी बंद कर दी है (टोकन ${s.token})। दूसरे दिन बदलें या डेस्क को फ़ोन करें: ${link}`,
        },
      };
    default:
      return {
        visit: `${s.doctor}, ${when}, ${s.branch}`,
        headline: {
          booked: `Booking ${ref} confirmed`,
          moved: `Booking ${ref} moved`,
          cancelled: `Booking ${ref} cancelled`,
          closed: `Booking ${ref}: OPD closed`,
        },
        after: {
          booked: `Token ${s.token}, report ${s.report_from}-${s.report_to}. See, move or cancel: ${link}`,
          moved: `Token ${s.token}, report ${s.report_from}-${s.report_to}. See it: ${link}`,
          cancelled: `The place is freed. See it: ${link}`,
          closed: `The hospital closed this OPD (token ${s.token}). Move it or call the desk: ${link}`,
        },
      };
  }
}

/**
 * The message about a booking, in its language: one or two SMS in English (about 200 characters
 * with a long branch name), with the link to the booking page that shows it by reference and phone.
 */
export function bookingMessage(
  event: BookingEvent,
  language: Language,
  subject: MessageSubject,
  siteUrl: string | null,
): PatientMessage {
  const path = `${language === 'en' ? '' : `/${language}`}/booking?ref=${encodeURIComponent(subject.reference)}`;
  const w = words(language, subject, `${siteUrl ?? ''}${path}`);
  return { subject: w.headline[event], text: `${w.headline[event]}: ${w.visit}. ${w.after[event]}` };
}
