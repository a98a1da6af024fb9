import type { SiteUser } from './accounts';
import { startCms, type RunningCms, type StartCmsOptions } from './start-cms';

/** The set-up most API test files share: a running CMS and one admin account to act as. */
export async function startCmsWithAdmin(options: StartCmsOptions = {}): Promise<{ cms: RunningCms; admin: SiteUser }> {
  const cms = await startCms(options);
  const admin = await cms.createUser({ role: 'admin' });
  return { cms, admin };
}
