import { latinDigits } from '@hospital/contract';

/**
 * The number a booking's phone is matched by: its digits in any script, without India's country
 * code or trunk zero, so "+91 98300 12345", "098300 12345" and "९८३००-१२३४५" are one number.
 */
export function bookingPhoneDigits(phone: string): string {
  let digits = latinDigits(phone).replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}
