import type { Core } from '@strapi/strapi';

const MB = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 10 * MB;

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', ['http://localhost:4173', 'http://localhost:5173']),
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      // One event carries a main image and up to 10 extra ones, each at most 10 MB.
      formidable: { maxFileSize: MAX_UPLOAD_BYTES, maxTotalFileSize: 11 * MAX_UPLOAD_BYTES },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
