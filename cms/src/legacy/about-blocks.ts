import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import type { AboutResponse, AboutSaveResponse } from '@hospital/contract';
import { reply } from './http';
import { openForm, titleAndDescription } from './forms';
import { oneInLanguage, requestedLanguage, shapedInLanguage } from './localise';
import { createRecord, findNewest, updateRecord } from './records';
import { toAboutBlock, type AboutRecord } from './shapes';
import { readImage } from './uploads';

interface AboutOptions {
  /** The specification's message when a required field is missing. */
  requiredMessage: string;
  /** About requires a new image on every save (as its old form did); home-about does not. */
  imageRequired: boolean;
  savedMessage: string;
}

/** GET and POST of /about/ and /homeabout/: one record each, `{status, data}` answers. */
export function aboutBlockActions(strapi: Core.Strapi, uid: UID.ContentType, options: AboutOptions) {
  return {
    async find(ctx: Context) {
      const language = requestedLanguage(strapi, ctx, uid);
      const record = await findNewest<AboutRecord>(strapi, uid);
      const answer: AboutResponse = record
        ? {
            status: true,
            data: shapedInLanguage(toAboutBlock, language)(await oneInLanguage(strapi, uid, record, language)),
          }
        : { status: false, data: null };
      reply(ctx, 200, answer);
    },

    async update(ctx: Context) {
      const { form, files } = openForm(strapi, ctx, uid);
      const data = titleAndDescription(form, options.requiredMessage);
      const image = await readImage(
        files,
        'image',
        form,
        options.imageRequired ? { required: options.requiredMessage } : {},
      );
      form.assertValid({ withStatus: true });

      // A null image keeps the current one.
      const images = { image };
      const existing = await findNewest<AboutRecord>(strapi, uid);
      const saved = existing
        ? await updateRecord<AboutRecord>(strapi, uid, existing, data, images)
        : await createRecord<AboutRecord>(strapi, uid, data, images);
      reply(ctx, 200, {
        status: true,
        data: toAboutBlock(saved),
        message: options.savedMessage,
      } satisfies AboutSaveResponse);
    },
  };
}
