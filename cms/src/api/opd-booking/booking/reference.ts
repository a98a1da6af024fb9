import { randomInt } from 'node:crypto';

/** Letters and digits a caller cannot mistake for each other over the phone (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUP = 4;

/**
 * A booking's reference, `BK-7KQ4-M2XD`: random, not a count (a contact request's `NH-0042` is read
 * back by the desk; this one, with the phone, lets anyone change a visit), 31^8 ≈ 8.5 × 10^11 of them.
 */
export function newBookingReference(): string {
  const group = () => Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `BK-${group()}-${group()}`;
}

/**
 * A reference as a patient may type it back (lower case, spaces, without the dashes) in its stored
 * form; anything else is returned as typed, and then matches no booking.
 */
export function typedReference(typed: string): string {
  const letters = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!/^BK[A-Z0-9]{8}$/.test(letters)) return typed;
  return `BK-${letters.slice(2, 6)}-${letters.slice(6, 10)}`;
}
