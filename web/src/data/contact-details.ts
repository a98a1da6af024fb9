/**
 * Every way to reach the hospital, in one typed module: the top bar, footer, chat button,
 * emergency strip and contact section all read from here.
 * The numbers, e-mail, handles and credit are plausible stand-ins for the hospital's real ones.
 */

/** A neutral name: the specification leaves the hospital (and its parent company) unnamed. */
export const HOSPITAL_NAME = 'Neurosciences Hospital';

export interface PhoneNumber {
  /** As printed on the site. */
  display: string;
  /** Digits with the country code, no plus sign: what tel: and the messaging app expect. */
  digits: string;
}

export interface PostalAddress {
  lines: readonly string[];
}

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';

export interface SocialProfile {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface ContactDetails {
  address: PostalAddress;
  branch: { name: string; address: PostalAddress; phones: readonly [PhoneNumber, PhoneNumber] };
  /** Main mobile number: shown in the top bar, opens a messaging-app chat. */
  mainMobile: PhoneNumber;
  /** HR desk for job seekers; also opens a chat. */
  hrMobile: PhoneNumber;
  landline: PhoneNumber;
  email: string;
  messagingAppName: string;
  /** Pre-filled text of the floating chat button. */
  chatGreeting: string;
  /** Embedded map of the main campus (outbound iframe, no API key needed). */
  mapEmbedUrl: string;
  social: readonly SocialProfile[];
  /** The footer's credit to the site developer. */
  credit: { label: string; href: string };
}

export const contactDetails: ContactDetails = {
  address: { lines: ['Plot 24, Sector V, Salt Lake', 'Kolkata, West Bengal 700091'] },
  branch: {
    name: 'Siliguri Branch',
    address: { lines: ['Hill Cart Road, Near Air View More', 'Siliguri, West Bengal 734001'] },
    phones: [
      { display: '+91 94340 12345', digits: '919434012345' },
      { display: '+91 94340 67890', digits: '919434067890' },
    ],
  },
  mainMobile: { display: '+91 90070 41234', digits: '919007041234' },
  hrMobile: { display: '+91 90070 45678', digits: '919007045678' },
  landline: { display: '033 4012 3456', digits: '913340123456' },
  email: 'care@neurosciences-hospital.example',
  messagingAppName: 'WhatsApp',
  chatGreeting: 'Hello! I would like to know more about your services.',
  mapEmbedUrl: 'https://maps.google.com/maps?q=Sector%20V%2C%20Salt%20Lake%2C%20Kolkata&z=15&output=embed',
  social: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/neurosciences.hospital.example' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/neurosciences.hospital.example' },
    { network: 'x', label: 'X (Twitter)', href: 'https://x.com/neurohospital_example' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/neurosciences-hospital-example' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@neurosciences-hospital-example' },
  ],
  credit: { label: 'Example Web Studio', href: 'https://web-studio.example' },
};

export function telHref(phone: PhoneNumber): string {
  return `tel:+${phone.digits}`;
}

/** A messaging-app chat with `phone`, optionally with a pre-filled message. */
export function chatHref(phone: PhoneNumber, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${phone.digits}${query}`;
}

export function oneLine(address: PostalAddress): string {
  return address.lines.join(', ');
}
