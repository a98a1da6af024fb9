import type { Core } from '@strapi/strapi';

/**
 * What Strapi's panel keeps for the developer's super admin alone: not the Editor role, not
 * Strapi's default Author role, not a role a super admin adds later. Both are handled by the site
 * admins in the site's /admin screens.
 */
export const SUPER_ADMIN_ONLY_TYPES: readonly string[] = [
  // Patients' requests: names, phone numbers, what they wrote (the patient desk's).
  'api::contact-request.contact-request',
  // Patients' bookings of OPD sessions: names, phone numbers, ABHA ids.
  'api::opd-booking.opd-booking',
  // Patients' cost estimates and their revisions: names, phone numbers, amounts (the desk's /admin/estimates).
  'api::cost-estimate.cost-estimate',
  'api::cost-estimate.cost-estimate-revision',
  // Today at the hospital: the desk sets it in /admin, where each item is checked and says who set it.
  'api::hospital-notice.hospital-notice',
  // The site's accounts and their password hashes (created only through /signup/ by an admin).
  'plugin::users-permissions.user',
];

export const SUPER_ADMIN_ROLE = 'strapi-super-admin';

interface PermissionRow {
  id: number;
  subject: string | null;
  role?: { code: string } | null;
}

/** Removes every panel permission on those types from every role but the super admin's (on each start). */
export async function withholdFromPanelRoles(strapi: Core.Strapi): Promise<number> {
  const rows = (await strapi.db
    .query('admin::permission')
    .findMany({ where: { subject: { $in: [...SUPER_ADMIN_ONLY_TYPES] } }, populate: ['role'] })) as PermissionRow[];
  const granted = rows.filter((row) => row.role?.code !== SUPER_ADMIN_ROLE).map((row) => row.id);
  if (granted.length > 0) await strapi.db.query('admin::permission').deleteMany({ where: { id: { $in: granted } } });
  return granted.length;
}
