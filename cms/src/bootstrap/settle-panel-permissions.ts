import type { Core } from '@strapi/strapi';

interface PermissionService {
  cleanPermissionsInDatabase(): Promise<void>;
}

/** Enough for any number of stale permissions a start can meet; each pass deletes at least one page's worth. */
const MOST_PASSES = 5;

/**
 * Strapi removes the panel permissions that no longer apply on every start, reading them in pages
 * of 200 by offset while it deletes: each deletion shifts the rows after it back into a page it
 * has already read, so a start that deletes some leaves others, and the next start deletes those.
 * Its default Author role starts with such permissions, so a database's second start changed it
 * (`tests/foundation/bootstrap-idempotency.test.ts`, once there were enough content types for the
 * permissions to fill more than a page). Cleaning again until nothing changes makes the first start
 * leave what every later one leaves.
 */
export async function settlePanelPermissions(strapi: Core.Strapi): Promise<void> {
  const permissions = strapi.service('admin::permission') as unknown as PermissionService;
  const rows = strapi.db.query('admin::permission');
  for (let pass = 0; pass < MOST_PASSES; pass += 1) {
    const before = await rows.count();
    await permissions.cleanPermissionsInDatabase();
    if ((await rows.count()) === before) return;
  }
}
