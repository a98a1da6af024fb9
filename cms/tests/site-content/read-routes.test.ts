/**
 * The site's own content (facilities, divisions, neurosurgery tabs, directors, reviews, contact
 * details, home page texts): seeded on the first start with the specification's texts in its
 * order, read through public read-only legacy-style routes, cached and revalidated like every
 * public read, and changed by an editor through the Document Service (what Strapi's panel does)
 * in the very next read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { ISO_TIME } from '../api/support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

async function get<T>(path: string): Promise<{ body: T; headers: Headers }> {
  const response = await cms.request(path);
  expect(response.status, path).toBe(200);
  return { body: (await response.json()) as T, headers: response.headers };
}

interface Topic {
  id: number;
  heading: string;
  content: string[];
  url: string | null;
  url_alt: string | null;
  multiple_img: string[];
  multiple_img_alt: Array<string | null>;
  updated_at: string;
}

const FACILITIES = [
  'Emergency',
  'Out Patient Department (OPD)',
  'Neuro ICU',
  'Neuro Operation Theatre (OT)',
  'Day Care Facility',
  'Neuro Rehabilitation',
  'Pharmacy',
  'Pathology Lab',
  'Electrophysiology Studies (EPS) Lab',
  'Radiology',
];
const DIVISIONS = [
  'Stroke Unit',
  'Epilepsy Unit',
  'Movement Disorders Unit',
  'Neuroimmunology Unit',
  'Neuromuscular Disorders Unit',
  'Pain Medicine Division',
  'Neuro Infection Unit',
  'Dementia and Cognitive Disorders',
  'Pediatric Neurology',
];

const topicShape = {
  id: expect.any(Number),
  heading: expect.any(String),
  content: expect.arrayContaining([expect.any(String)]),
  url: null,
  url_alt: null,
  url_sizes: null,
  multiple_img: [],
  multiple_img_alt: [],
  multiple_img_sizes: [],
  updated_at: expect.stringMatching(ISO_TIME),
};

describe('GET /facilities/, /divisions/, /neurosurgery/', () => {
  it('answer the ten facilities with ids 1-10 in the specified order, both path forms alike', async () => {
    const { body } = await get<Topic[]>('/facilities/');
    expect(body.map((topic) => [topic.id, topic.heading])).toEqual(FACILITIES.map((name, index) => [index + 1, name]));
    for (const topic of body) expect(topic).toEqual(topicShape);
    expect((await get<Topic[]>('/facilities')).body).toEqual(body);
  });

  it('keep the operational facts in the facilities text', async () => {
    const { body } = await get<Topic[]>('/facilities/');
    const text = (id: number) => body.find((topic) => topic.id === id)!.content.join(' ');
    expect(text(1)).toContain('open 24/7');
    expect(text(7)).toContain('around the clock');
    expect(text(4)).toContain('three modular operating theatres plus one septic theatre, running 24/7');
    expect(text(2)).toContain('limited number of OPD appointments per day');
    expect(text(2)).toContain('prior appointment is required');
    expect(body[0].content).toHaveLength(3);
  });

  it('answer the nine divisions (ids 1-9) and the three neurosurgery tabs in order', async () => {
    const divisions = (await get<Topic[]>('/divisions/')).body;
    expect(divisions.map((topic) => [topic.id, topic.heading])).toEqual(
      DIVISIONS.map((name, index) => [index + 1, name]),
    );
    const tabs = (await get<Topic[]>('/neurosurgery/')).body;
    expect(tabs.map((topic) => topic.heading)).toEqual(['Neurosurgery', 'Neuro Trauma Care', 'Spine Surgery']);
    for (const topic of [...divisions, ...tabs]) expect(topic).toEqual(topicShape);
  });
});

describe('GET /directors/, /reviews/', () => {
  it('answer the three directors with their messages as paragraphs', async () => {
    const { body } = await get<Array<Record<string, unknown>>>('/directors/');
    expect(body.map((director) => [director.name, director.heading])).toEqual([
      ['Dr. Subrata Ghosh', 'Managing Director'],
      ['Dr. Nandini Roy', 'Director, Medical Services'],
      ['Mr. Abhijit Dutta', 'Director, Operations'],
    ]);
    for (const director of body) {
      expect(director).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        heading: expect.any(String),
        url: null,
        url_alt: null,
        url_sizes: null,
        sms: expect.any(Array),
      });
      expect((director.sms as string[]).length).toBe(3);
    }
  });

  it('answer the five reviews in order', async () => {
    const { body } = await get<Array<Record<string, unknown>>>('/reviews/');
    expect(body.map((review) => [review.name, review.position])).toEqual([
      ['Sumita Chakraborty', 'Patient'],
      ['Dr. Rakesh Agarwal', 'Neurologist'],
      ['Md. Imran Hossain', 'Patient'],
      ['Dr. Meenakshi Iyer', 'Neurosurgeon'],
      ['Pranab Mondal', "Patient's son"],
    ]);
    for (const review of body) {
      expect(review).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        position: expect.any(String),
        feedback: expect.any(String),
        image: null,
        image_alt: null,
        image_sizes: null,
      });
    }
  });
});

describe('GET /site-settings/, /home-texts/', () => {
  it('answer every way to reach the hospital, with each number as printed and as digits', async () => {
    const { body } = await get<Record<string, unknown>>('/site-settings/');
    expect(body).toEqual({
      main_address: ['Plot 24, Sector V, Salt Lake', 'Kolkata, West Bengal 700091'],
      branch_name: 'Siliguri Branch',
      branch_address: ['Hill Cart Road, Near Air View More', 'Siliguri, West Bengal 734001'],
      branch_phones: [
        { display: '+91 94340 12345', digits: '919434012345' },
        { display: '+91 94340 67890', digits: '919434067890' },
      ],
      main_mobile: { display: '+91 90070 41234', digits: '919007041234' },
      hr_mobile: { display: '+91 90070 45678', digits: '919007045678' },
      landline: { display: '033 4012 3456', digits: '913340123456' },
      email: 'care@neurosciences-hospital.example',
      grievance_officer: {
        name: 'Dr. Meera Sengupta, Medical Superintendent',
        phone: { display: '033 4012 3499', digits: '913340123499' },
        email: 'grievance@neurosciences-hospital.example',
      },
      messaging_app_name: 'WhatsApp',
      chat_greeting: 'Hello! I would like to know more about your services.',
      map_embed_url: expect.stringMatching(/^https:\/\/maps\.google\.com\//),
      social: [
        { network: 'facebook', href: expect.stringMatching(/^https:\/\//) },
        { network: 'instagram', href: expect.stringMatching(/^https:\/\//) },
        { network: 'x', href: expect.stringMatching(/^https:\/\//) },
        { network: 'linkedin', href: expect.stringMatching(/^https:\/\//) },
        { network: 'youtube', href: expect.stringMatching(/^https:\/\//) },
      ],
      credit: { label: 'Example Web Studio', href: 'https://web-studio.example' },
      // What the rate file (/rates.json) names: seeded as demo values, and said to be.
      licence_number: 'WBCE/KOL/2025/000123',
      rates_attester_name: 'Dr. Nandini Roy, Director, Medical Services',
      demo_licence_and_attester: true,
      // The registrations the footer and /about show, and the payment-fraud notice (registrations.test.ts).
      hfr_id: 'INDEMO000123',
      accreditation: { body: 'NABH', certificate_number: 'NABH-DEMO-2025-0123', valid_until: '2028-03-31' },
      demo_registrations: true,
      payment_notice: expect.stringContaining('never ask for an OTP'),
    });
  });

  it('answer the three taglines and both Why Choose Us groups', async () => {
    const { body } = await get<{ taglines: string[]; why_choose_us: Array<{ heading: string; reasons: string[] }> }>(
      '/home-texts/',
    );
    expect(body.taglines).toEqual([
      'One Roof. One Team. Complete Neurosciences',
      'Where Innovation Meets Responsibility in Neuro-care',
      'Advanced Care. Affordable Access. Ethical Practice',
    ]);
    expect(body.why_choose_us.map((group) => [group.heading, group.reasons.length])).toEqual([
      ['For patients in India', 4],
      ['For patients from abroad', 4],
    ]);
  });
});

describe('caching and editing', () => {
  const PATHS = [
    '/facilities/',
    '/divisions/',
    '/neurosurgery/',
    '/directors/',
    '/reviews/',
    '/site-settings/',
    '/home-texts/',
  ];

  it('every route answers with a strong ETag and a revalidating Cache-Control, and 304 when unchanged', async () => {
    for (const path of PATHS) {
      const { headers } = await get(path);
      expect(headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
      const etag = headers.get('etag')!;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await cms.request(path, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
    }
  });

  it('a Document Service edit (what the panel does) shows on the next read', async () => {
    const before = await get<Topic[]>('/facilities/');
    const pharmacy = await cms.strapi.documents('api::facility.facility').findFirst({ filters: { id: 7 } });
    await cms.strapi.documents('api::facility.facility').update({
      documentId: pharmacy!.documentId,
      data: { content: 'Open around the clock.\n\nNow with a second counter.' } as never,
    });
    const after = await get<Topic[]>('/facilities/');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body[6].content).toEqual(['Open around the clock.', 'Now with a second counter.']);
    // The edit dates the page for search engines (the sitemap's lastmod); the others keep theirs.
    expect(Date.parse(after.body[6].updated_at)).toBeGreaterThan(Date.parse(before.body[6].updated_at));
    expect(after.body[0].updated_at).toBe(before.body[0].updated_at);

    const settings = await cms.strapi.documents('api::site-setting.site-setting').findFirst({});
    await cms.strapi
      .documents('api::site-setting.site-setting')
      .update({ documentId: settings!.documentId, data: { landline: '033 4000 1111' } as never });
    expect((await get<{ landline: unknown }>('/site-settings/')).body.landline).toEqual({
      display: '033 4000 1111',
      digits: '913340001111',
    });
    // The grievance officer without a way to reach them is no officer to name: the page names the office alone.
    await cms.strapi.documents('api::site-setting.site-setting').update({
      documentId: settings!.documentId,
      data: { grievance_officer_phone: null, grievance_officer_email: null } as never,
    });
    expect((await get<{ grievance_officer: unknown }>('/site-settings/')).body.grievance_officer).toBeNull();
    // The rate file's licence and attester: the hospital's own once entered, and no longer demo values;
    // a blank one is no name at all.
    await cms.strapi.documents('api::site-setting.site-setting').update({
      documentId: settings!.documentId,
      data: {
        licence_number: ' WBCE/KOL/2026/004711 ',
        rates_attester_name: '  ',
        demo_licence_and_attester: false,
      } as never,
    });
    expect((await get<Record<string, unknown>>('/site-settings/')).body).toMatchObject({
      licence_number: 'WBCE/KOL/2026/004711',
      rates_attester_name: null,
      demo_licence_and_attester: false,
    });
  });

  it('refuses a contact detail link that is not http(s), and a phone number with letters, changing nothing', async () => {
    const settings = await cms.strapi.documents('api::site-setting.site-setting').findFirst({});
    const update = (data: Record<string, unknown>) =>
      cms.strapi
        .documents('api::site-setting.site-setting')
        .update({ documentId: settings!.documentId, data: data as never });
    await expect(update({ facebook: 'javascript:alert(1)' })).rejects.toThrow();
    await expect(update({ main_mobile: 'call us' })).rejects.toThrow();
    const { body } = await get<{ main_mobile: { display: string }; social: Array<{ href: string }> }>(
      '/site-settings/',
    );
    expect(body.main_mobile.display).toBe('+91 90070 41234');
    expect(body.social[0].href).toMatch(/^https:/);
  });

  it('is read-only: no write route exists for visitors or anyone', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await cms.request('/facilities/', { method, json: { heading: 'x' } });
      expect([404, 405], method).toContain(response.status);
    }
  });
});

describe('GET /accessibility-statement/', () => {
  it("answers the seeded statement, and an editor's change in the very next read", async () => {
    const { body } = await get<Record<string, unknown>>('/accessibility-statement/');
    expect(body).toEqual({
      standard: 'WCAG 2.2 level AA',
      how_tested: expect.stringContaining('at a phone width (375 px) and a desktop width'),
      known_limitations: expect.arrayContaining([expect.stringContaining('YouTube')]),
      last_reviewed: '2026-11-25',
      updated_at: expect.stringMatching(ISO_TIME),
    });
    const uid = 'api::accessibility-statement.accessibility-statement';
    const current = await cms.strapi.documents(uid).findFirst({});
    await cms.strapi.documents(uid).update({
      documentId: current!.documentId,
      data: { known_limitations: 'The map needs a mouse.\n\nPDFs are scanned.', last_reviewed: '2027-01-15' },
    });
    const { body: edited } = await get<Record<string, unknown>>('/accessibility-statement');
    expect(edited).toMatchObject({
      known_limitations: ['The map needs a mouse.', 'PDFs are scanned.'],
      last_reviewed: '2027-01-15',
    });
    expect(
      (await cms.request('/accessibility-statement/', { method: 'POST', json: {} })).status,
    ).toBeGreaterThanOrEqual(400);
  });
});
