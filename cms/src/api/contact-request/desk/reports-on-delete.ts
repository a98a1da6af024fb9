import type { Core } from '@strapi/strapi';
import { removeReports } from './patient-reports';

const UID = 'api::contact-request.contact-request';

/** A request deleted by any path (Strapi's panel included) takes its report file with it. */
export function removeReportsWithRequests(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || context.action !== 'delete') return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    const row = documentId
      ? ((await strapi.db.query(UID).findOne({ where: { documentId }, select: ['report_file'] })) as {
          report_file: string | null;
        } | null)
      : null;
    const result = await next();
    await removeReports(strapi, [row?.report_file]);
    return result;
  });
}
