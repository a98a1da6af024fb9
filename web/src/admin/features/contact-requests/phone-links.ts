/** The zero of each script a number may have been typed in: Latin, Arabic-Indic, and the Indian scripts. */
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66];
/** An Indian mobile or landline number written without the country code. */
const NATIONAL_DIGITS = 10;

/** "+৯১ ৯৮৩০০ ১২৩৪৫" as "+91 98300 12345": a request stored before numbers were normalised still dials. */
function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const point = digit.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((start) => point >= start && point < start + 10);
    return zero === undefined ? digit : String(point - zero);
  });
}

/** The number as a `tel:` link dials it: digits and a leading `+` only. Null when it has no digit. */
export function telHref(phone: string): string | null {
  const latin = latinDigits(phone).trim();
  const digits = latin.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${latin.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * WhatsApp's click-to-chat link (https://wa.me/<country code and number, digits only>). A number
 * without its country code is taken as Indian: ten digits get 91, a trunk zero is dropped.
 */
export function whatsAppHref(phone: string): string | null {
  const latin = latinDigits(phone).trim();
  let digits = latin.replace(/\D/g, '');
  if (digits === '') return null;
  if (!latin.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.length === NATIONAL_DIGITS + 1 && digits.startsWith('0')) digits = `91${digits.slice(1)}`;
    else if (digits.length === NATIONAL_DIGITS) digits = `91${digits}`;
  }
  return `https://wa.me/${digits}`;
}
