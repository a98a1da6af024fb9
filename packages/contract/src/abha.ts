import { latinDigits } from './phone';

/**
 * An ABHA id (Ayushman Bharat Health Account) as a patient may give it: the 14-digit number, often
 * printed `12-3456-7890-1234`, or the address `name@abdm`. Checked for its form only (no call to
 * the national registry); null when it is neither.
 */
const ABHA_NUMBER = /^\d{14}$/;
/** The address's name: letters and digits, with `.` or `_` inside, 4 to 32 characters. */
const ABHA_ADDRESS = /^[a-z0-9](?:[a-z0-9._]{2,30})[a-z0-9]@abdm$/;

/** The id as stored: the number's 14 digits (Latin), or the address in lower case. */
export function readAbha(typed: string): string | null {
  const text = latinDigits(typed.trim());
  const digits = text.replace(/[\s-]/g, '');
  if (ABHA_NUMBER.test(digits)) return digits;
  const address = text.toLowerCase();
  return ABHA_ADDRESS.test(address) ? address : null;
}
