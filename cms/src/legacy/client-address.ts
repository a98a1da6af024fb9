import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';

/**
 * The client address the per-address limits key on. Koa reads it from X-Forwarded-For as far as
 * the PROXY_MAX_IPS trusted hops go (config/server.ts). When the proxy in front shares a secret
 * with the CMS (PROXY_SHARED_SECRET, sent as X-Proxy-Secret: `npm start` sets one per run), only a
 * request carrying it is believed: a client reaching the CMS port itself, even from the same
 * machine, is keyed on its own socket address whatever X-Forwarded-For it writes.
 */
export function clientAddress(ctx: Context, env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PROXY_SHARED_SECRET;
  if (secret && !sameSecret(ctx.get('X-Proxy-Secret'), secret)) return ctx.req.socket.remoteAddress ?? 'unknown';
  return ctx.request.ip;
}

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
