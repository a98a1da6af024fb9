/**
 * The health library (/conditions/, issue 44): thirteen neurological conditions seeded once in
 * English, Bengali and Hindi, linked to the departments and doctors who treat them, each
 * awaiting clinical review until a reviewer and a review date are set; an editor's slug,
 * references and review are held to the site's rules, each refusal saying what to write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Condition } from '@hospital/contract';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { ISO_TIME } from '../api/support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ demoContent: true });
});
afterAll(async () => {
  await cms?.stop();
});

const UID = 'api::condition.condition';

/** An entry the schema takes, for the refusals to break one field of. */
const A_CONDITION = {
  name: 'Myasthenia gravis',
  slug: 'myasthenia-gravis',
  summary: 'Muscle weakness that worsens with use.',
  overview: 'An autoimmune condition of the junction between nerve and muscle.',
  symptoms: 'Drooping eyelids\nDouble vision',
  seek_care_now: 'Difficulty breathing or swallowing',
  urgent: true,
  diagnosis_here: 'Blood tests and repetitive nerve stimulation.',
  treatment_here: 'Medicines, and thymectomy for some.',
} as const;

const read = async (path: string) => {
  const { status, body } = await cms.requestJson<Condition[]>(path);
  expect(status, path).toBe(200);
  return body;
};
const bySlug = (list: Condition[], slug: string) => list.find((condition) => condition.slug === slug)!;

const SEEDED = [
  'stroke',
  'epilepsy',
  'parkinsons-disease',
  'migraine',
  'lumbar-disc-herniation',
  'brain-tumour',
  'multiple-sclerosis',
  'dementia-alzheimers-disease',
  'peripheral-neuropathy',
  'bells-palsy',
  'spinal-cord-compression',
  'hydrocephalus',
  'trigeminal-neuralgia',
];

describe('GET /conditions/', () => {
  it('answers the thirteen seeded conditions, each with its sections, departments, doctors and references, awaiting clinical review', async () => {
    const body = await read('/conditions/');
    expect(body.map((condition) => condition.slug)).toEqual(SEEDED);
    const stroke = bySlug(body, 'stroke');
    expect(stroke).toEqual({
      id: expect.any(Number),
      slug: 'stroke',
      name: 'Stroke',
      summary: expect.stringContaining('emergency'),
      overview: [expect.stringContaining('ischaemic stroke'), expect.stringContaining('High blood pressure')],
      symptoms: expect.arrayContaining(['Face drooping on one side, or an uneven smile']),
      seek_care_now: expect.arrayContaining([expect.stringContaining('mini-stroke')]),
      urgent: true,
      diagnosis_here: [expect.stringContaining('CT scan'), expect.stringContaining('Heart tests')],
      treatment_here: [expect.stringContaining('thrombolysis'), expect.stringContaining('rehabilitation')],
      departments: [
        { id: expect.any(Number), name: 'Emergency' },
        { id: expect.any(Number), name: 'Neuro ICU' },
        { id: expect.any(Number), name: 'Neuro Rehabilitation' },
        { id: expect.any(Number), name: 'Radiology' },
      ],
      doctors: expect.arrayContaining([{ id: expect.any(Number), name: 'Dr. Subhajit Mukherjee' }]),
      clinical_review: null,
      references: [
        { title: 'NHS: Stroke', url: 'https://www.nhs.uk/conditions/stroke/' },
        expect.objectContaining({ url: expect.stringMatching(/^https:\/\/www\.who\.int\//) }),
      ],
      updated_at: expect.stringMatching(ISO_TIME),
    });
    for (const condition of body) {
      expect(condition.clinical_review, condition.slug).toBeNull();
      expect(condition.departments.length, condition.slug).toBeGreaterThan(0);
      expect(condition.doctors.length, condition.slug).toBeGreaterThan(0);
      expect(condition.references.length, condition.slug).toBeGreaterThan(0);
    }
    // The words a patient searches with are in the texts.
    const text = (slug: string) => JSON.stringify(bySlug(body, slug));
    expect(text('epilepsy')).toMatch(/seizure/);
    expect(text('migraine')).toMatch(/migraine/i);
    expect(text('lumbar-disc-herniation')).toMatch(/slipped disc/i);
    expect(text('lumbar-disc-herniation')).toMatch(/sciatica/);
    expect(body.some((condition) => 'partly_english' in condition)).toBe(false);
  });

  it('answers in Bengali and Hindi, naming the departments in the language; an entry without a version stays English, marked', async () => {
    const bengali = await read('/conditions/?locale=bn');
    const stroke = bySlug(bengali, 'stroke');
    expect(stroke.name).toContain('স্ট্রোক');
    expect(stroke.symptoms.join(' ')).toMatch(/[\u0980-\u09FF]/);
    expect(stroke.departments.map((department) => department.name).join(' ')).toMatch(/[\u0980-\u09FF]/);
    expect(stroke).toMatchObject({ slug: 'stroke', urgent: true, clinical_review: null, partly_english: false });
    expect(bySlug(bengali, 'epilepsy').name).toContain('মৃগী');
    const hindi = await read('/conditions/?locale=hi');
    expect(bySlug(hindi, 'migraine').name).toBe('माइग्रेन');
    expect(bySlug(hindi, 'epilepsy').summary).toMatch(/[\u0900-\u097F]/);
    expect(bySlug(hindi, 'stroke').references).toEqual(bySlug(await read('/conditions/'), 'stroke').references);

    await cms.strapi.documents(UID).create({ data: A_CONDITION as never });
    const after = bySlug(await read('/conditions/?locale=bn'), 'myasthenia-gravis');
    expect(after).toMatchObject({
      name: 'Myasthenia gravis',
      symptoms: ['Drooping eyelids', 'Double vision'],
      departments: [],
      doctors: [],
      references: [],
      partly_english: true,
    });
    for (const locale of ['fr', 'bn,hi', '../en'])
      expect((await cms.request(`/conditions/?locale=${encodeURIComponent(locale)}`)).status, locale).toBe(400);
  });

  it('says a condition is reviewed only once a reviewer and a review date are set, in every language, in the very next read', async () => {
    await read('/conditions/'); // fills the read cache
    const migraine = await cms.strapi.documents(UID).findFirst({ filters: { slug: 'migraine' } });
    await cms.strapi.documents(UID).update({
      documentId: migraine!.documentId,
      data: {
        reviewer_name: 'Dr. Subhajit Mukherjee',
        reviewer_credentials: 'MD, DM (Neurology)',
        reviewed_on: '2026-11-28',
      } as never,
    });
    for (const path of ['/conditions/', '/conditions/?locale=bn', '/conditions/?locale=hi'])
      expect(bySlug(await read(path), 'migraine').clinical_review, path).toEqual({
        reviewer: 'Dr. Subhajit Mukherjee',
        credentials: 'MD, DM (Neurology)',
        reviewed_on: '2026-11-28',
      });
    expect(bySlug(await read('/conditions/'), 'stroke').clinical_review).toBeNull();
  });

  it('refuses a reviewer without a date, or a date without a reviewer, saying both are needed', async () => {
    const epilepsy = await cms.strapi.documents(UID).findFirst({ filters: { slug: 'epilepsy' } });
    for (const review of [
      { reviewer_name: 'Dr. A', reviewed_on: null },
      { reviewer_name: '  ', reviewed_on: '2026-11-28' },
    ])
      await expect(
        cms.strapi.documents(UID).update({ documentId: epilepsy!.documentId, data: review as never }),
        JSON.stringify(review),
      ).rejects.toThrow("Give the clinical reviewer's name and the review date together");
    expect(bySlug(await read('/conditions/'), 'epilepsy').clinical_review).toBeNull();
  });

  it('refuses a page address that is not small letters, digits and hyphens, saying what to write', async () => {
    for (const slug of [
      'Stroke',
      'brain tumour',
      '-stroke',
      'stroke--2',
      'x',
      'a'.repeat(81),
      '../admin',
      'stroke<script>',
      'স্ট্রোক',
    ])
      await expect(
        cms.strapi.documents(UID).create({ data: { ...A_CONDITION, name: 'Another', slug } as never }),
        slug,
      ).rejects.toThrow('Write the address name in small letters a-z');
    await expect(
      cms.strapi.documents(UID).create({ data: { ...A_CONDITION, name: 'Another', slug: 42 } as never }),
    ).rejects.toThrow();
    expect((await read('/conditions/')).some((condition) => condition.name === 'Another')).toBe(false);
  });

  it("refuses another condition's address, naming whose it is; a condition keeps its own in every language", async () => {
    await expect(
      cms.strapi.documents(UID).create({ data: { ...A_CONDITION, name: 'Brain attack', slug: 'stroke' } as never }),
    ).rejects.toThrow('The address name "stroke" is already Stroke\'s: give this condition one of its own.');
    const hydrocephalus = await cms.strapi.documents(UID).findFirst({ filters: { slug: 'hydrocephalus' } });
    await expect(
      cms.strapi.documents(UID).update({ documentId: hydrocephalus!.documentId, data: { slug: 'epilepsy' } as never }),
    ).rejects.toThrow('already Epilepsy');
    await cms.strapi.documents(UID).update({
      documentId: hydrocephalus!.documentId,
      locale: 'bn',
      data: { slug: 'hydrocephalus', summary: 'মস্তিষ্কে জল জমা।' } as never,
    });
    expect(bySlug(await read('/conditions/?locale=bn'), 'hydrocephalus').summary).toBe('মস্তিষ্কে জল জমা।');
  });

  it('refuses a reference whose address is not an http(s) web address, naming the reference', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'www.nhs.uk', 'ftp://example.org/x', ''])
      await expect(
        cms.strapi.documents(UID).create({
          data: {
            ...A_CONDITION,
            slug: 'bad-reference',
            references: [
              { title: 'Good', url: 'https://www.nhs.uk/' },
              { title: 'Bad', url },
            ],
          } as never,
        }),
        url,
      ).rejects.toThrow('Reference 2: give its full web address, starting with http:// or https://.');
    expect((await read('/conditions/')).some((condition) => condition.slug === 'bad-reference')).toBe(false);
  });

  it('never answers a reference that is not a web address, even one written straight into the database', async () => {
    const stroke = await cms.strapi.documents(UID).findFirst({ filters: { slug: 'stroke' }, populate: ['references'] });
    const [first] = (stroke as unknown as { references: { id: number }[] }).references;
    await cms.strapi.db
      .connection('components_condition_references')
      .where({ id: first.id })
      .update({ url: 'javascript:alert(1)' });
    // Any edit of the content starts a new generation: the next read is built from the database.
    const other = await cms.strapi.documents(UID).findFirst({ filters: { slug: 'hydrocephalus' } });
    await cms.strapi
      .documents(UID)
      .update({ documentId: other!.documentId, data: { summary: other!.summary } as never });
    for (const path of ['/conditions/', '/conditions/?locale=bn']) {
      const references = bySlug(await read(path), 'stroke').references;
      expect(references.length, path).toBeGreaterThan(0);
      expect(
        references.map((reference) => reference.url).filter((url) => !url.startsWith('https://')),
        path,
      ).toEqual([]);
    }
  });

  it('refuses text longer than the schema allows, and an unknown kind of value', async () => {
    for (const change of [
      { summary: 's'.repeat(201) },
      { name: 'n'.repeat(121) },
      { urgent: 'very' },
      { overview: undefined },
    ])
      await expect(
        cms.strapi.documents(UID).create({ data: { ...A_CONDITION, slug: 'too-long', ...change } as never }),
        JSON.stringify(change),
      ).rejects.toThrow();
  });

  it('leaves out a doctor who no longer practises here', async () => {
    const doctor = await cms.strapi
      .documents('api::doctor.doctor')
      .findFirst({ filters: { name: 'Dr. Sunita Mohanty' } });
    await cms.strapi
      .documents('api::doctor.doctor')
      .update({ documentId: doctor!.documentId, data: { is_active: false } });
    const parkinsons = bySlug(await read('/conditions/'), 'parkinsons-disease');
    expect(parkinsons.doctors.map((each) => each.name)).not.toContain('Dr. Sunita Mohanty');
  });

  it('takes no write from a visitor or an admin through the public API', async () => {
    const admin = await cms.createUser({ role: 'admin' });
    for (const token of [undefined, admin.token]) {
      const response = await cms.request('/conditions/', { method: 'POST', json: { name: 'Any', slug: 'any' }, token });
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    expect((await read('/conditions/')).some((condition) => condition.slug === 'any')).toBe(false);
  });
});
