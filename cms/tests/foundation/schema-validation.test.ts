import type { UID } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { uploadTestImage } from './support';

/**
 * Each schema's rules (required fields, enumerations, lengths, ranges, e-mail) are enforced by
 * Strapi itself, so the panel, the legacy API and the seed all obey them. Each case breaks one
 * field of a record that is otherwise valid, and the valid record itself must be accepted.
 */
type Fields = { [field: string]: unknown };
interface BrokenCase {
  label: string;
  field: string;
  change: (valid: Fields) => Fields;
}

const long = (length: number) => 'x'.repeat(length);
const without = (field: string) => (valid: Fields) =>
  Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
const withValue = (field: string, value: unknown) => (valid: Fields) => ({ ...valid, [field]: value });

const missing = (field: string): BrokenCase => ({ label: `missing ${field}`, field, change: without(field) });
const tooLong = (field: string, max: number): BrokenCase => ({
  label: `${field} longer than ${max}`,
  field,
  change: withValue(field, long(max + 1)),
});
const invalid = (field: string, value: unknown, why: string): BrokenCase => ({
  label: `${field} ${why}`,
  field,
  change: withValue(field, value),
});

/** Strapi's ValidationError: `details.errors` lists the offending fields by path. */
interface ValidationFailure {
  details?: { errors?: { path: string[] }[] };
}

interface TypeRules {
  uid: UID.ContentType;
  /** A valid record; `image` is the id of an uploaded test image. */
  valid: (image: number) => Fields;
  broken: BrokenCase[];
}

const RULES: TypeRules[] = [
  {
    uid: 'api::banner.banner',
    valid: (image) => ({ main_heading: 'Complete neurosciences', sub_heading: '24x7 care', banner_image: image }),
    broken: [
      missing('main_heading'),
      missing('sub_heading'),
      missing('banner_image'),
      tooLong('main_heading', 200),
      tooLong('sub_heading', 300),
    ],
  },
  {
    uid: 'api::home-about.home-about',
    valid: () => ({ title: 'About us', description: 'A neurosciences hospital.' }),
    broken: [missing('title'), missing('description'), tooLong('title', 500), tooLong('description', 10000)],
  },
  {
    uid: 'api::about.about',
    valid: (image) => ({ title: 'About the hospital', description: 'Founded to treat the brain.', image }),
    broken: [missing('title'), missing('description'), missing('image'), tooLong('title', 500)],
  },
  {
    uid: 'api::doctor.doctor',
    valid: () => ({
      name: 'Dr. Test Sen',
      designation: 'Consultant Neurologist',
      about: 'Treats epilepsy.',
      type: 'medical_officer',
    }),
    broken: [
      missing('name'),
      missing('designation'),
      missing('about'),
      invalid('type', 'nurse', 'not doctor or medical_officer'),
      tooLong('name', 120),
      tooLong('twitter', 500),
    ],
  },
  {
    uid: 'api::news-item.news-item',
    valid: (image) => ({ title: 'MRI commissioned', description: 'Now 24x7.', image }),
    broken: [missing('title'), missing('description'), missing('image'), tooLong('title', 200)],
  },
  {
    uid: 'api::event.event',
    valid: (image) => ({ title: 'Brain Day walk', description: 'A walk for brain health.', main_image: image }),
    broken: [missing('title'), missing('main_image'), tooLong('title', 200), tooLong('description', 10000)],
  },
  {
    uid: 'api::content-entry.content-entry',
    valid: () => ({
      type: 'video',
      title: 'Inside the ICU',
      description: 'A tour.',
      link: 'https://youtu.be/Qm3r7Tz9XaB',
    }),
    broken: [
      missing('type'),
      missing('title'),
      missing('description'),
      invalid('type', 'podcast', 'not blog, video or review_video'),
      tooLong('title', 200),
      tooLong('link', 500),
    ],
  },
  {
    uid: 'api::service.service',
    valid: () => ({ heading: 'Neuro ICU', content: 'Twenty-four beds.' }),
    broken: [missing('heading'), missing('content'), tooLong('heading', 200)],
  },
  {
    uid: 'api::contact-request.contact-request',
    valid: () => ({
      name: 'Asha Roy',
      phone: '+91 98300 00000',
      email: 'asha@example.com',
      gender: 'female',
      age: 42,
      message: 'Headaches.',
    }),
    broken: [
      missing('name'),
      missing('phone'),
      invalid('email', 'not-an-email', 'not an e-mail address'),
      invalid('gender', 'unknown', 'not male, female or other'),
      invalid('age', 131, 'above 130'),
      invalid('age', -1, 'below 0'),
      tooLong('name', 120),
      tooLong('phone', 30),
      tooLong('message', 5000),
    ],
  },
];

describe('schema rules', () => {
  let cms: RunningCms;
  let image: number;
  beforeAll(async () => {
    cms = await startCms();
    image = await uploadTestImage(cms.strapi);
  });
  afterAll(async () => {
    await cms?.stop();
  });

  const count = (uid: UID.ContentType) => cms.strapi.db.query(uid).count();

  describe.each(RULES)('$uid', ({ uid, valid, broken }) => {
    it.each(broken)('rejects a record with $label, storing nothing', async ({ field, change }) => {
      const before = await count(uid);
      const attempt = cms.strapi.documents(uid).create({ data: change(valid(image)) as never });
      await expect(attempt).rejects.toMatchObject({ name: 'ValidationError' });
      const error = (await attempt.then(
        () => null,
        (caught: unknown) => caught,
      )) as ValidationFailure | null;
      expect(error?.details?.errors?.map((issue) => issue.path.join('.'))).toContain(field);
      expect(await count(uid)).toBe(before);
    });

    it('accepts the valid record', async () => {
      const before = await count(uid);
      const created = await cms.strapi.documents(uid).create({ data: valid(image) as never });
      expect(await count(uid)).toBe(before + 1);
      await cms.strapi.documents(uid).delete({ documentId: created.documentId });
    });
  });
});

describe('required images on update', () => {
  let cms: RunningCms;
  let documentId: string;
  beforeAll(async () => {
    cms = await startCms();
    const image = await uploadTestImage(cms.strapi);
    ({ documentId } = await news().create({ data: { title: 'MRI', description: 'Now 24x7.', image } as never }));
  });
  afterAll(async () => {
    await cms?.stop();
  });

  const news = () => cms.strapi.documents('api::news-item.news-item');

  it('rejects emptying a required image', async () => {
    await expect(news().update({ documentId, data: { image: null } as never })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    const stored = await news().findOne({ documentId, populate: ['image'] });
    expect(stored?.image).not.toBeNull();
  });

  it('keeps the image when an update leaves the field out', async () => {
    await news().update({ documentId, data: { title: 'MRI, now 24x7' } as never });
    const stored = await news().findOne({ documentId, populate: ['image'] });
    expect(stored).toMatchObject({ title: 'MRI, now 24x7' });
    expect(stored?.image).not.toBeNull();
  });
});
