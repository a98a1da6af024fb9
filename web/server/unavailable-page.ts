import type { PhoneNumberEntry, SiteSettings } from '@hospital/contract';
import { AMBULANCE_NUMBER as AMBULANCE } from '../src/entry-server';
import { inlineStyleHash } from './page-styles';
/** Seconds a browser or a proxy is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `body{margin:0;font:1.125rem/1.5 system-ui,sans-serif;color:#1a1a2e;background:#f6f7fb}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .75rem}
ul{list-style:none;padding:0;margin:1.5rem 0}
li{margin:0 0 .75rem}
.call{display:block;padding:1rem 1.25rem;border-radius:.5rem;background:#b3122e;color:#fff;text-decoration:none;font-weight:700}
.call span{display:block;font-size:1.5rem}
.call--other{background:#1f3a93}
address{font-style:normal;margin:1rem 0}
a{color:#1f3a93}
.emergency{font-weight:700}`;

/** The CSP source allowing the page's own style. */
export const UNAVAILABLE_PAGE_STYLE_HASH = inlineStyleHash(STYLE);

function call(what: string, phone: Pick<PhoneNumberEntry, 'display' | 'digits'>, other = false): string {
  return `<li><a class="call${other ? ' call--other' : ''}" href="tel:+${escape(phone.digits)}">${escape(what)}<span>${escape(phone.display)}</span></a></li>`;
}

/**
 * The page a visitor gets (503, with Retry-After) for a page never served before while the CMS
 * cannot give it: no script, no request to anything, and the hospital's numbers, address and the
 * way to /emergency as last known, so a visitor in need can still call.
 */
export function unavailablePageHtml(details: SiteSettings | undefined): string {
  const calls = details
    ? [
        call('Call the hospital emergency, 24x7', details.main_mobile),
        call('Landline', details.landline, true),
        ...details.branch_phones.map((phone) => call(details.branch_name, phone, true)),
      ]
    : [];
  const address = details
    ? `<address>${details.main_address.map(escape).join('<br />')}</address>` +
      (details.branch_address.length > 0
        ? `<address>${escape(details.branch_name)}<br />${details.branch_address.map(escape).join('<br />')}</address>`
        : '')
    : '';
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>This page is briefly unavailable | Neurosciences Hospital</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <h1>This page is briefly unavailable</h1>
      <p>Please try again in a minute. If you need the hospital now, call us.</p>
      <ul aria-label="Call for help">
        ${calls.join('\n        ')}
        <li><a class="call call--other" href="tel:${AMBULANCE}">Call an ambulance (India)<span>${AMBULANCE}</span></a></li>
      </ul>
      ${address}
      <p class="emergency"><a href="/emergency">Emergency: stroke signs and what to do</a></p>
      <p><a href="/">Neurosciences Hospital home page</a></p>
    </main>
  </body>
</html>
`;
}
