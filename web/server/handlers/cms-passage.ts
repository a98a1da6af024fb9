import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';
import { fileInside, withByteRanges } from '../byte-ranges';
import { forwardedHeaders } from '../cms-api';
import { oversizedReport } from '../report-cap';
import { API_METHODS, READ_METHODS, refuseMethod, sendText, type Stage } from './stage';
import { visitorOf } from './visitor';

/** The policy of an uploaded file opened on its own: shown, never run. nginx sends the same words. */
const UPLOAD_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export interface CmsPassageSettings {
  cmsUrl: string;
  trustProxy: boolean;
  proxySecret?: string;
  /** Strapi's public folder when it is on this machine (CMS_PUBLIC_DIR): uploads read from disk. */
  cmsPublicDir?: string;
}

/**
 * The way to the CMS: its public API and its uploads, each request with the visitor's forwarded
 * headers and this server's proof. Only those two reach the CMS (the target was checked: no dot
 * segment can lead from here to Strapi's admin routes), and only with the methods they answer.
 */
export function cmsPassage({ cmsUrl, trustProxy, proxySecret, cmsPublicDir }: CmsPassageSettings): Stage[] {
  const proxy = createProxyServer({ target: cmsUrl, xfwd: false });
  proxy.on('proxyReq', (proxyReq, req) => {
    for (const [name, value] of Object.entries(forwardedHeaders(visitorOf(req, trustProxy), proxySecret))) {
      proxyReq.setHeader(name, value);
    }
  });
  proxy.on('error', (error, _req, res) => {
    console.error('CMS not reachable:', error.message);
    if (res && 'writeHead' in res && !res.headersSent) sendText(res, 502, 'text/plain', 'Bad gateway');
  });

  const toCms: Stage = (req, res, next) => {
    const path = req.url ?? '/';
    const passage = /^\/(api|uploads)(\/|\?|$)/.exec(path);
    if (!passage) return next();
    // The rest is refused here rather than left to Strapi's "501 Not Implemented".
    const allowed = passage[1] === 'api' ? API_METHODS : READ_METHODS;
    if (!allowed.includes(req.method ?? '')) return refuseMethod(res, allowed);
    const tooLarge = oversizedReport(req, path);
    // Answered unread: Node reads the rest of the body and drops it, the connection stays usable.
    if (tooLarge) return sendText(res, 400, 'application/json', tooLarge, 'no-store');
    proxy.web(req, res);
  };
  return cmsPublicDir ? [uploadsOnDisk(cmsPublicDir, (req, res) => proxy.web(req, res)), toCms] : [toCms];
}

/**
 * Uploads read from Strapi's public folder on this machine, so a page's pictures (the home
 * banner, its largest paint) come without a second server. Only regular files of its uploads
 * folder: anything else (Strapi's robots.txt, a symbolic link) is left to the CMS.
 */
function uploadsOnDisk(cmsPublicDir: string, fromCms: (req: IncomingMessage, res: ServerResponse) => void): Stage {
  // An uploaded SVG opened on its own must not run scripts on the site's origin.
  const sandboxUpload = (res: ServerResponse) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', UPLOAD_POLICY);
  };
  const uploadedFile = fileInside(join(cmsPublicDir, 'uploads'));
  const findUpload = (urlPath: string) =>
    urlPath.startsWith('/uploads/') ? uploadedFile(urlPath.slice('/uploads'.length)) : undefined;
  const uploads = withByteRanges(
    findUpload,
    sirv(cmsPublicDir, {
      // Looks each file up on disk when asked ("dev" mode) rather than listing the folder once at
      // start: uploads come and go while the server runs. It answers `no-cache` with an ETag,
      // as Strapi's own max-age=0: a replaced file is revalidated.
      dev: true,
      etag: true,
      extensions: [],
      setHeaders: sandboxUpload,
    }),
    sandboxUpload,
  );
  return (req, res, next) => {
    const path = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A file not on disk (or no upload at all) is the CMS's to answer: a picture's smaller copies
    // are those the CMS answered (srcset from <field>_sizes), never guessed from a name here.
    if (findUpload(path.split('?')[0])) return uploads(req, res, () => fromCms(req, res));
    next();
  };
}
