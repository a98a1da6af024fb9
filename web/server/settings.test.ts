import { describe, expect, it } from 'vitest';
import { siteServerSettings } from './settings';

const DIST = '/srv/site/web/dist';

const settingsOf = (env: NodeJS.ProcessEnv) => {
  const read = siteServerSettings(env, DIST);
  if (!read.ok) throw new Error(read.problems.join('\n'));
  return read.settings;
};

const problemsOf = (env: NodeJS.ProcessEnv) => {
  const read = siteServerSettings(env, DIST);
  return read.ok ? [] : read.problems;
};

describe('the site server settings', () => {
  it('starts with nothing set as `npm start` does: this machine only, the local CMS, one rendering thread', () => {
    const { port, host, options } = settingsOf({});
    expect({ port, host }).toEqual({ port: 4173, host: '127.0.0.1' });
    expect(options).toMatchObject({
      clientDir: `${DIST}/client`,
      cmsUrl: 'http://localhost:1337',
      siteOrigin: undefined,
      trustProxy: false,
      previewPanelOrigins: [],
      mediaOrigin: undefined,
      pageStoreDir: '/srv/site/web/.page-store',
      cmsBudgetMs: 1000,
      renderThreads: { workerFile: `${DIST}/server/render-worker.js`, threads: 1 },
      versionInRedis: undefined,
    });
  });

  it('reads a production host’s settings (compose’s values, blanks left at their defaults)', () => {
    const { port, host, options } = settingsOf({
      PORT: '4000',
      HOST: '0.0.0.0',
      CMS_URL: 'http://cms:1337',
      SITE_URL: 'https://hospital.example//',
      TRUST_PROXY: 'true',
      PROXY_SHARED_SECRET: ' s3cret ',
      PREVIEW_PANEL_ORIGINS: 'https://cms.hospital.example',
      S3_PUBLIC_URL: 'https://media.hospital.example/site-media/',
      CMS_PUBLIC_DIR: '',
      CMS_ANSWER_BUDGET_MS: '2500',
      CMS_NEW_PAGE_BUDGET_MS: '8000',
      REDIS_URL: 'redis://redis:6379',
      RENDER_THREADS: '0',
    });
    expect({ port, host }).toEqual({ port: 4000, host: '0.0.0.0' });
    expect(options).toMatchObject({
      cmsUrl: 'http://cms:1337',
      siteOrigin: 'https://hospital.example',
      trustProxy: true,
      proxySecret: 's3cret',
      previewPanelOrigins: ['https://cms.hospital.example'],
      mediaOrigin: 'https://media.hospital.example',
      cmsPublicDir: undefined,
      cmsBudgetMs: 2500,
      cmsNewPageBudgetMs: 8000,
      renderThreads: undefined,
      versionInRedis: { url: 'redis://redis:6379', prefix: 'hospital:' },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT /],
    [{ PORT: '70000' }, /^PORT must be a port number/],
    [{ CMS_URL: 'cms:1337' }, /^CMS_URL must be a web address/],
    [{ SITE_URL: 'javascript:alert(1)' }, /^SITE_URL must be a web address/],
    [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY /],
    [
      { PREVIEW_PANEL_ORIGINS: "https://cms.example; script-src 'unsafe-inline'" },
      /^PREVIEW_PANEL_ORIGINS: .* is not an origin/,
    ],
    [{ S3_PUBLIC_URL: 'ftp://media.example' }, /^S3_PUBLIC_URL: .* is not a web address/],
    [{ CMS_ANSWER_BUDGET_MS: '0' }, /^CMS_ANSWER_BUDGET_MS /],
    [{ CMS_ANSWER_BUDGET_MS: 'soon' }, /^CMS_ANSWER_BUDGET_MS /],
    [{ CMS_NEW_PAGE_BUDGET_MS: '0' }, /^CMS_NEW_PAGE_BUDGET_MS /],
    [{ CMS_NEW_PAGE_BUDGET_MS: '5 s' }, /^CMS_NEW_PAGE_BUDGET_MS /],
    [{ REDIS_URL: 'localhost:6379' }, /^REDIS_URL must look like redis:\/\/host:6379/],
    [{ RENDER_THREADS: '-1' }, /^RENDER_THREADS /],
    [{ RENDER_THREADS: '1.5' }, /^RENDER_THREADS /],
  ])('refuses %o, naming the variable', (env, named) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(named);
  });

  it('names every mistake at once, not the first alone', () => {
    const problems = problemsOf({ PORT: '-5', REDIS_URL: 'http://redis', S3_PUBLIC_URL: 'media' });
    expect(problems.map((problem) => problem.split(/[ :]/)[0]).sort()).toEqual(['PORT', 'REDIS_URL', 'S3_PUBLIC_URL']);
  });
});
