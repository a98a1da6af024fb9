import { describe, expect, it } from 'vitest';
import { telHref, whatsAppHref } from './phone-links';

describe("the desk's one-tap links to a patient", () => {
  it('dials a number whatever its spacing, dashes or script of digits', () => {
    expect(telHref('+91 98300-12345')).toBe('tel:+919830012345');
    expect(telHref('৯৮৩০০ ১২৩৪৫')).toBe('tel:9830012345');
    expect(telHref('+९१ ९८३०० १२३४५')).toBe('tel:+919830012345');
    expect(telHref('not a number')).toBeNull();
  });

  it("opens WhatsApp on the number with its country code, India's when none is given", () => {
    expect(whatsAppHref('+91 98300 12345')).toBe('https://wa.me/919830012345');
    expect(whatsAppHref('98300 12345')).toBe('https://wa.me/919830012345');
    expect(whatsAppHref('098300 12345')).toBe('https://wa.me/919830012345');
    expect(whatsAppHref('০০৮৮০ ১৭১২ ৩৪৫৬৭৮')).toBe('https://wa.me/8801712345678');
    expect(whatsAppHref('+880 1712-345678')).toBe('https://wa.me/8801712345678');
    expect(whatsAppHref('—')).toBeNull();
  });
});
