import type { PostalAddress } from '../../../data/contact-details';

/** A map search for the address: opens the phone's maps app, needs no key, sends nothing of ours. */
export function mapHref(address: PostalAddress): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.lines.join(', '))}`;
}
