import { factories } from '@strapi/strapi';
import { collectionActions } from '../../../legacy/collection-actions';
import { isHprId, MESSAGES } from '@hospital/contract';
import { queryChoice, queryText } from '../../../legacy/query';
import { schemaLimits } from '../../../legacy/records';
import { toDoctor } from '../../../legacy/shapes';
import { readImage } from '../../../legacy/uploads';
import { readOpd } from '../opd';

const UID = 'api::doctor.doctor';
const TYPES = ['doctor', 'medical_officer'] as const;
/** The filters a page link carries over (the public read cache keys on these and `page`). */
const LIST_PARAMS = ['type', 'specialty', 'search', 'page_size', 'locale'] as const;

export default factories.createCoreController(UID, ({ strapi }) =>
  collectionActions(strapi, UID, {
    shape: toDoctor,
    /** `?type=`, `?specialty=` and `?search=` (name or designation); paged with `?page=`. */
    list(ctx) {
      const type = queryChoice(ctx.query, 'type', TYPES);
      const specialty = queryChoice(ctx.query, 'specialty', schemaLimits(strapi, UID).specialty?.enum ?? []);
      const search = queryText(ctx.query, 'search');
      const filters = {
        ...(type ? { type } : {}),
        ...(specialty ? { specialty } : {}),
        ...(search ? { $or: [{ name: { $containsi: search } }, { designation: { $containsi: search } }] } : {}),
      };
      return { filters, pageable: true, linkParams: LIST_PARAMS };
    },

    async read({ form, files, body }) {
      const opd = readOpd(form, body.opd);
      const data = {
        name: form.text('name', { required: MESSAGES.doctorRequired }),
        designation: form.text('designation', { required: MESSAGES.doctorRequired }),
        registration_no: form.text('registration_no'),
        hpr_id: form.matching('hpr_id', isHprId, MESSAGES.hprIdInvalid),
        ...(opd ? { opd } : {}),
        specialty: form.choice('specialty'),
        about: form.text('about', { required: MESSAGES.doctorRequired }),
        details: form.text('details'),
        type: form.choice('type', { choices: TYPES, fallback: 'doctor' }),
        twitter: form.url('twitter'),
        fb: form.url('fb'),
        insta: form.url('insta'),
        linkedin: form.url('linkedin'),
        is_active: form.boolean('is_active') ?? true,
      };
      const image = await readImage(files, 'image', form);
      return { data, images: { image } };
    },
  }),
);
