import { previewAnswer } from '../preview';
import { sendText, type Stage } from './stage';
import type { SiteRequest } from './visitor';

/** /preview, which Strapi's "Open preview" opens: on to the entry's page with the shared secret, no further. */
export function previewPage(siteRequest: (req: Parameters<Stage>[0]) => SiteRequest, previewSecret?: string): Stage {
  return (req, res, next) => {
    const { url } = siteRequest(req);
    if (url.pathname !== '/preview') return next();
    const answer = previewAnswer(url.searchParams, previewSecret);
    if (answer.status !== 302) return sendText(res, answer.status, 'text/plain', answer.message, 'no-store');
    res.writeHead(302, { Location: answer.location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    res.end();
  };
}
