import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postedPage } from '../test/served-page';

/**
 * A no-JS form the CMS answered too late (issue 39, finding 10): the page does not say "could not
 * be reached" (the request may be stored) but that it may have arrived and how to check, in the
 * page's language, with what was typed kept for sending again.
 */
describe('a form posted without JavaScript that the CMS answered too late', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    [
      '/contact',
      'name=Asha&phone=9830012345',
      'your request may still have arrived. Send the form again: if it did arrive, you will see its reference number and it will not be stored twice.',
    ],
    ['/bn/estimate', 'name=Asha&phone=9830012345&procedure=MRI', 'আপনার অনুরোধ হয়তো পৌঁছে গেছে। ফর্মটি আবার পাঠান'],
    ['/hi/feedback', 'name=Asha&kind=complaint&message=x', 'हो सकता है आपका अनुरोध पहुँच गया हो। फ़ॉर्म फिर से भेजें'],
  ])('says on %s that the request may have arrived and how to check', async (address, fields, words) => {
    const { body, page } = await postedPage(address, new URLSearchParams(fields), {
      kind: 'failed',
      problem: 'timedOut',
      status: 504,
    });
    expect(page.status).toBe(504);
    expect(body.textContent).toContain(words);
    expect(body.textContent).not.toContain('could not reach');
    expect(body.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Asha');
  });
});
