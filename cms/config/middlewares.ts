import os from 'node:os';
import type { Core } from '@strapi/strapi';
import { MAX_REQUEST_FILE_BYTES } from '../src/legacy/limits';
import { numberSentFile } from '../src/legacy/sent-order';
import { objectStorage, panelSecurity } from '../src/media/object-storage';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // The site server asks the content version before every page it serves from its cache: a bare
  // JSON number for a server, answered first (no browser reads it, so no security or CORS headers).
  'global::content-version',
  // Strapi's panel shows the bucket's pictures when the media are on S3 (src/media/object-storage.ts).
  panelSecurity(objectStorage()),
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', ['http://localhost:4173', 'http://localhost:5173']),
    },
  },
  // Anonymous public reads from memory (ETag, 304), with the security and CORS headers: a hit costs
  // less than the log line Strapi's logger would write for it, so hits are not logged (nginx logs
  // every request); everything else is, errors included (the logger wraps strapi::errors).
  'global::public-read-cache',
  // strapi::logger's line without the query string (patients' names in desk searches).
  'global::request-log',
  'strapi::errors',
  'strapi::poweredBy',
  'strapi::query',
  // Legacy error shapes and temp-file cleanup: inside strapi::errors, around strapi::body (its errors included).
  'global::legacy-api',
  // No cache keeps answers with admin data or tokens.
  'global::private-answers',
  // Multipart only for upload routes with a checked token; ended sessions' tokens refused.
  'global::request-gate',
  // Patients' requests and the site's accounts: in Strapi's panel for the super admin only.
  'global::super-admin-only',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      formidable: {
        // formidable 2 counts this over all files of a request together: room for an event's main
        // image and 10 extra ones. The legacy API refuses any single file over 10 MB itself (413).
        maxFileSize: MAX_REQUEST_FILE_BYTES,
        maxFieldsSize: 2 * 1024 * 1024,
        maxFields: 100,
        // Where request files wait until the request ends (the legacy middleware deletes them).
        uploadDir: env('UPLOAD_TMP_DIR', os.tmpdir()),
        // A field's files are listed as each finishes writing: numbered as they begin, so
        // global::request-files can put them back in the order they were sent (src/legacy/sent-order.ts).
        onFileBegin: numberSentFile,
      },
    },
  },
  'global::request-files',
  // A NUL or other control character in any legacy form field or query: a field error, never a 500.
  'global::control-characters',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
