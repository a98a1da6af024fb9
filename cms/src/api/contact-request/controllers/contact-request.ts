import { factories } from '@strapi/strapi';
import { openForm } from '../../../legacy/forms';
import { reply } from '../../../legacy/http';
import { answerList } from '../../../legacy/lists';
import { MESSAGES } from '../../../legacy/messages';
import { createRecord } from '../../../legacy/records';
import { toContactRequest, type ContactRequestRecord } from '../../../legacy/shapes';

const UID = 'api::contact-request.contact-request';
const GENDERS = ['male', 'female', 'other'] as const;

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** Admins only (role permission); newest first, paged with `?page=`. */
  async find(ctx) {
    await answerList(strapi, ctx, UID, toContactRequest, { pageable: true });
  },

  /** The public contact form (no token, rate-limited per client address by the route). */
  async create(ctx) {
    const { form } = openForm(strapi, ctx, UID);
    const data = {
      name: form.text('name', { required: MESSAGES.required }),
      phone: form.text('phone', { required: MESSAGES.required }),
      email: form.email('email'),
      gender: form.choice('gender', { choices: GENDERS }),
      age: form.integer('age', { min: 0, max: 130 }),
      message: form.text('message'),
    };
    form.assertValid();
    reply(ctx, 201, toContactRequest(await createRecord<ContactRequestRecord>(strapi, UID, data)));
  },
}));
