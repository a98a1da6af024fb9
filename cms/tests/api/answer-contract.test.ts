/**
 * The CMS's answers and the site's fake of them (web/src/test, the msw fixtures its tests run on)
 * carry exactly the same fields. Both are typed by packages/contract; this catches at run time what
 * the types cannot: a field added by a spread, or a fixture that is no longer what the CMS answers.
 */
import { describe, expect, it } from 'vitest';
import * as site from '@hospital/test-support/site/fixtures';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import {
  toAboutBlock,
  toBanner,
  toContactRequest,
  toContentEntry,
  toDoctor,
  toEvent,
  toNewsItem,
  toService,
  toUser,
  type MediaRecord,
} from '../../src/legacy/shapes';
import { toDirector, toHomeTexts, toPackage, toReview, toSiteSettings, toTopic } from '../../src/legacy/site-shapes';
import { toScheme } from '../../src/legacy/scheme-shape';
import { toCondition } from '../../src/legacy/condition-shape';

const stored = {
  id: 1,
  documentId: 'doc1',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
};
const media: MediaRecord = { id: 7, url: '/uploads/x.jpg', alternativeText: null };
const fieldsOf = (answer: object) => Object.keys(answer).sort();

describe('every answer has the fields of the fake the site is tested against', () => {
  it.each([
    ['banner', toBanner({ ...stored, main_heading: 'H', sub_heading: 'S', banner_image: media }), site.banners[0]],
    ['about block', toAboutBlock({ ...stored, title: 'T', description: 'D', image: media }), site.about],
    [
      'doctor',
      toDoctor({
        ...stored,
        name: 'N',
        designation: 'D',
        specialty: 'neurology',
        about: 'A',
        details: null,
        image: media,
        twitter: null,
        fb: null,
        insta: null,
        linkedin: null,
        type: 'doctor',
        is_active: true,
      }),
      site.doctors[0],
    ],
    ['news item', toNewsItem({ ...stored, title: 'T', description: 'D', image: media }), site.news[0]],
    ['event', toEvent({ ...stored, title: 'T', description: 'D', main_image: media, images: [media] }), site.events[0]],
    [
      'content entry',
      toContentEntry({ ...stored, type: 'blog', title: 'T', description: 'D', image: media, link: null }),
      site.content[0],
    ],
    ['service', toService({ ...stored, heading: 'H', content: 'C', image: media, gallery: [media] }), site.services[0]],
    [
      'user',
      toUser({ id: 1, email: 'a@b.in', blocked: false, confirmed: true, createdAt: stored.createdAt }),
      site.users[0],
    ],
    [
      'contact request',
      toContactRequest(
        {
          ...stored,
          name: 'N',
          phone: '1',
          email: null,
          gender: null,
          age: null,
          message: null,
          reference: 'NH-0001',
          status: 'new',
          note: null,
          handled_by: null,
          handled_at: null,
        },
        { replyHours: 24 },
      ),
      site.contactRequests[0],
    ],
    ['topic', toTopic({ ...stored, heading: 'H', content: 'C', image: media, gallery: [] }), siteContent.facilities[0]],
    [
      'director',
      toDirector({ ...stored, name: 'N', heading: 'H', message: 'M', photo: media }),
      siteContent.directors[0],
    ],
    ['review', toReview({ ...stored, name: 'N', position: 'P', feedback: 'F', image: media }), siteContent.reviews[0]],
    [
      'home texts',
      toHomeTexts({
        ...stored,
        taglines: 'T',
        india_heading: 'I',
        india_reasons: 'R',
        abroad_heading: 'A',
        abroad_reasons: 'R',
      }),
      siteContent.homeTexts,
    ],
    [
      'site settings',
      toSiteSettings({
        ...stored,
        main_address: 'A',
        branch_name: 'B',
        branch_address: 'A',
        branch_phone_1: '033 1',
        branch_phone_2: '033 2',
        main_mobile: '+91 1',
        hr_mobile: '+91 2',
        landline: '033 3',
        email: 'e@x.in',
        messaging_app_name: 'M',
        chat_greeting: 'G',
        map_embed_url: 'https://maps.example/embed',
        facebook: null,
        instagram: null,
        x: null,
        linkedin: null,
        youtube: null,
        credit_label: null,
        credit_url: null,
      }),
      siteContent.siteSettings,
    ],
    [
      'package rate',
      toPackage({
        ...stored,
        title: 'T',
        department: 'D',
        includes: 'I',
        excludes: null,
        price_inr: 1,
        valid_until: null,
        demo_figure: true,
      }),
      siteContent.packageRates[0],
    ],
    [
      'scheme',
      toScheme({
        ...stored,
        card_key: 'k',
        name: 'N',
        kind: 'insurer',
        covers: 'C',
        claim: 'both',
        documents: 'D',
        help_desk_phone: '033 1',
        help_desk_email: null,
        help_desk_hours: null,
        as_of: '2026-11-01',
        demo_entry: true,
      }),
      siteContent.schemes[0],
    ],
    [
      'condition',
      toCondition({
        ...stored,
        slug: 's',
        name: 'N',
        summary: 'S',
        overview: 'O',
        symptoms: 'S',
        seek_care_now: 'C',
        urgent: true,
        diagnosis_here: 'D',
        treatment_here: 'T',
        departments: [{ id: 1, documentId: 'f1', heading: 'Emergency' }],
        doctors: [{ id: 2, documentId: 'd2', name: 'Dr. A', is_active: true }],
        reviewer_name: null,
        reviewer_credentials: null,
        reviewed_on: null,
        references: [{ title: 'T', url: 'https://example.org/' }],
      }),
      siteContent.conditions[0],
    ],
  ])('%s', (_name, answer, fake) => {
    expect(fieldsOf(answer)).toEqual(fieldsOf(fake));
  });

  it("an event's gallery items", () => {
    const [item] = toEvent({ ...stored, title: 'T', description: 'D', main_image: media, images: [media] }).images;
    expect(fieldsOf(item)).toEqual(fieldsOf(site.events[0].images[0]));
  });
});
