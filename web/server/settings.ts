/**
 * The site server's environment, read by one schema: every setting checked at start-up and every
 * mistake named at once (a server that started with a wrong value would fail later, for visitors).
 * Settings, all optional:
 * PORT (4173), HOST (127.0.0.1: only this machine, unless set), CMS_URL (http://localhost:1337),
 * SITE_URL (the public origin for canonical links and the sitemap; by default each request's),
 * TRUST_PROXY=true when nginx in front sets X-Forwarded-For/Proto/Host, PROXY_SHARED_SECRET (sent to
 * the CMS as X-Proxy-Secret, so it believes the visitor address this server forwards), PREVIEW_SECRET
 * (checked by /preview, the page Strapi's "Open preview" opens; no preview without it),
 * PREVIEW_PANEL_ORIGINS (space-separated origins of Strapi's panel, which may frame the pages),
 * S3_PUBLIC_URL (the media bucket's public address, the CMS's: its origin joins the pages' img-src),
 * CMS_PUBLIC_DIR (Strapi's public folder when it is on this machine: uploads are read from it),
 * PAGE_STORE_DIR (where the last good pages and contact details are kept; web/.page-store),
 * CMS_ANSWER_BUDGET_MS (how long a page waits for the CMS before its last good copy is served; 1000),
 * CMS_NEW_PAGE_BUDGET_MS (how long a page with no last good copy waits before its 503; 5000),
 * REDIS_URL and REDIS_KEY_PREFIX (the CMS's: the content version is then held in memory between the
 * CMS's announcements there), RENDER_THREADS (worker threads that render pages missing from the
 * cache, 1; 0 renders on the main thread, which then waits on every rendering).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_NEW_PAGE_BUDGET_MS } from './cms-api';
import { DEFAULT_CMS_BUDGET_MS } from './content-version-watch';
import { framingOrigins, mediaOriginOf } from './security-policy';
import type { SiteServerOptions } from './site-server';

/** An unset or blank variable is a setting left at its default. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** An http(s) origin or address; its trailing slashes dropped. */
const webAddress = (example: string) =>
  optionalText.refine(
    (value) => value === undefined || /^https?:$/.test(URL.canParse(value) ? new URL(value).protocol : ''),
    `must be a web address such as ${example}`,
  );

/** One of our own parsers (which throw with the variable's name) as a check of the schema. */
const parsedBy = <T>(parse: (value: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parse(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    });

const wholeNumber = (fallback: number, { min }: { min: number }) =>
  optionalText
    .refine((value) => value === undefined || /^-?\d+$/.test(value), 'must be a whole number')
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .refine((value) => value >= min, `must be ${min} or more`);

const SITE_SERVER_ENV = z.object({
  PORT: wholeNumber(4173, { min: 0 }).refine((port) => port <= 65535, 'must be a port number (0 to 65535)'),
  HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  CMS_URL: webAddress('http://localhost:1337').transform((value) => value ?? 'http://localhost:1337'),
  SITE_URL: webAddress('https://hospital.example').transform((value) => value?.replace(/\/+$/, '')),
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => value === 'true'),
  PROXY_SHARED_SECRET: optionalText,
  PREVIEW_SECRET: optionalText,
  PREVIEW_PANEL_ORIGINS: parsedBy(framingOrigins),
  S3_PUBLIC_URL: parsedBy(mediaOriginOf),
  CMS_PUBLIC_DIR: optionalText,
  PAGE_STORE_DIR: optionalText,
  CMS_ANSWER_BUDGET_MS: wholeNumber(DEFAULT_CMS_BUDGET_MS, { min: 1 }),
  CMS_NEW_PAGE_BUDGET_MS: wholeNumber(DEFAULT_NEW_PAGE_BUDGET_MS, { min: 1 }),
  REDIS_URL: optionalText.refine(
    (value) => value === undefined || /^rediss?:\/\/\S+$/.test(value),
    'must look like redis://host:6379 (or rediss:// for TLS)',
  ),
  REDIS_KEY_PREFIX: optionalText,
  RENDER_THREADS: wholeNumber(1, { min: 0 }),
});

export interface SiteServerSettings {
  port: number;
  host: string;
  options: SiteServerOptions;
}

/**
 * The settings from `env`, or every mistake in it, one line each with the variable's name.
 * `distDir` is the built site (web/dist), where the app, the rendering worker and, by default,
 * the page store are found.
 */
export function siteServerSettings(
  env: NodeJS.ProcessEnv,
  distDir: string,
): { ok: true; settings: SiteServerSettings } | { ok: false; problems: string[] } {
  const read = SITE_SERVER_ENV.safeParse(env);
  if (!read.success) {
    const problems = read.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Our own parsers' messages already start with the variable's name.
      return issue.message.startsWith(`${name}:`) ? issue.message : `${name} ${issue.message}`;
    });
    return { ok: false, problems };
  }
  const setting = read.data;
  return {
    ok: true,
    settings: {
      port: setting.PORT,
      host: setting.HOST,
      options: {
        clientDir: join(distDir, 'client'),
        cmsUrl: setting.CMS_URL,
        siteOrigin: setting.SITE_URL,
        trustProxy: setting.TRUST_PROXY,
        proxySecret: setting.PROXY_SHARED_SECRET,
        previewSecret: setting.PREVIEW_SECRET,
        previewPanelOrigins: setting.PREVIEW_PANEL_ORIGINS,
        mediaOrigin: setting.S3_PUBLIC_URL,
        cmsPublicDir: setting.CMS_PUBLIC_DIR,
        pageStoreDir: setting.PAGE_STORE_DIR ?? join(distDir, '..', '.page-store'),
        cmsBudgetMs: setting.CMS_ANSWER_BUDGET_MS,
        cmsNewPageBudgetMs: setting.CMS_NEW_PAGE_BUDGET_MS,
        renderThreads:
          setting.RENDER_THREADS > 0
            ? { workerFile: join(distDir, 'server', 'render-worker.js'), threads: setting.RENDER_THREADS }
            : undefined,
        // The CMS's default prefix (cms/src/cache/shared-state.ts) when none is set.
        versionInRedis: setting.REDIS_URL
          ? { url: setting.REDIS_URL, prefix: setting.REDIS_KEY_PREFIX ?? 'hospital:' }
          : undefined,
      },
    },
  };
}
