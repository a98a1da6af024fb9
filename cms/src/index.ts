import type { Core } from '@strapi/strapi';
import { assertValidConfiguration } from './utils/config-check';
import { bootstrapHospital } from './bootstrap';
import { boundImageProcessing } from './utils/image-processing';
import { invalidateOnDocumentWrites, invalidateOnMediaAndPermissionChanges } from './cache/invalidation';
import { requireCallBackDetails } from './api/contact-request/desk/call-back-details';
import { refuseMalformedRegistryIds } from './registries/registry-ids';
import { keepCardKeysApart } from './api/scheme/card-keys';
import { holdConditionsToTheirRules } from './api/condition/entry-rules';
import { assignContactReferences } from './api/contact-request/desk/reference';
import { sealPassportsAtRest } from './api/contact-request/desk/passport-at-rest';
import { removeReportsWithRequests } from './api/contact-request/desk/reports-on-delete';
import { fillPhoneDigits, keepPhoneDigits } from './api/contact-request/desk/phone-digits';
import { reportStore } from './api/contact-request/desk/report-store';
import { reportNoticeSetup } from './api/contact-request/desk/notify';
import { reportPatientMessageSetup } from './api/opd-booking/messages/send';
import { scheduleRetention } from './api/contact-request/desk/retention';
import { closeSharedState, openSharedState, sharedState } from './cache/shared-state';
import { formatQueue } from './media/format-queue';
import { ensureVitalsTable, scheduleVitalsRetention } from './api/vital/field/store';
import { scheduleNoticeExpiry } from './api/hospital-notice/today/expiry-sweep';
import { ensureSubmissionKeysTable } from './api/contact-request/desk/submission-keys';
import { keepBookingsAtRest } from './api/opd-booking/booking/at-rest';
import { keepEstimatesAtRest } from './api/cost-estimate/estimate/at-rest';
import { ensureSessionPlacesTable } from './api/opd-booking/booking/places';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Every setting comes from the environment: stop here, naming each bad or missing variable
    // (and, in production, each development default) before anything connects or listens.
    assertValidConfiguration();
    boundImageProcessing();
    // Before the routes' middlewares are built (the rate limits count in it) and before the seed writes.
    const { readCache } = await openSharedState(strapi);
    invalidateOnDocumentWrites(strapi, readCache.generation);
    assignContactReferences(strapi);
    requireCallBackDetails(strapi);
    refuseMalformedRegistryIds(strapi);
    keepCardKeysApart(strapi);
    holdConditionsToTheirRules(strapi);
    sealPassportsAtRest(strapi);
    removeReportsWithRequests(strapi);
    keepPhoneDigits(strapi);
    keepBookingsAtRest(strapi);
    keepEstimatesAtRest(strapi);
    // The reports' store, chosen now: no start with its folder inside the public one, nor on S3 without S3_REPORTS_BUCKET.
    reportStore(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    invalidateOnMediaAndPermissionChanges(strapi, sharedState(strapi).readCache.generation);
    await bootstrapHospital(strapi);
    scheduleRetention(strapi);
    // Requests stored before the desk searched by digits become findable by them.
    await fillPhoneDigits(strapi);
    await ensureVitalsTable(strapi);
    await ensureSubmissionKeysTable(strapi);
    await ensureSessionPlacesTable(strapi);
    scheduleVitalsRetention(strapi);
    scheduleNoticeExpiry(strapi);
    reportNoticeSetup(strapi);
    reportPatientMessageSetup(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Images saved just before still get their formats (the database is still open).
    await formatQueue(strapi).drained();
    await closeSharedState(strapi);
  },
};
