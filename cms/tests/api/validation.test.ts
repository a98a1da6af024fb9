/**
 * Every validation rule of the specification (point 5) and of the issue, server-side: a 400 with
 * field errors in the specification's words, and nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, imageFile, startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { RELAXED_LIMITS, snapshot } from './support';

let cms: RunningCms;
let admin: SiteUser;

beforeAll(async () => ({ cms, admin } = await startCmsWithAdmin({ env: RELAXED_LIMITS })));
afterAll(() => cms?.stop());

/** Sends the write as the admin, expects a 400 with exactly `errors` (plus `extra`), and that nothing changed. */
async function expectRefused(
  path: string,
  body: { form?: FormData; json?: unknown },
  errors: Record<string, string[]>,
  extra = {},
) {
  const before = await snapshot(cms);
  const response = await cms.requestJson(path, { method: 'POST', token: admin.token, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({ ...errors, ...extra });
  expect(await snapshot(cms)).toEqual(before);
}

const image = () => imageFile();
const long = (length: number) => 'x'.repeat(length);

describe('POST /banners/', () => {
  const message = 'Main heading and sub heading are required.';

  it('requires the main heading and sub heading', async () => {
    await expectRefused(
      '/banners/',
      { form: formData({ banner_image: await image() }) },
      { main_heading: [message], sub_heading: [message] },
    );
    await expectRefused(
      '/banners/',
      { form: formData({ main_heading: '  ', sub_heading: 'S', banner_image: await image() }) },
      { main_heading: [message] },
    );
  });

  it('requires an image for a new banner, not for an update', async () => {
    await expectRefused(
      '/banners/',
      { form: formData({ main_heading: 'M', sub_heading: 'S' }) },
      { banner_image: ['An image is required for a new banner.'] },
    );
    expect(
      (
        await cms.requestJson('/banners/', {
          form: formData({ main_heading: 'M', sub_heading: 'S', banner_image: await image() }),
          token: admin.token,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await cms.requestJson('/banners/', {
          form: formData({ main_heading: 'M2', sub_heading: 'S2' }),
          token: admin.token,
        })
      ).status,
    ).toBe(201);
  });

  it('applies the schema lengths', async () => {
    await expectRefused(
      '/banners/',
      { form: formData({ main_heading: long(201), sub_heading: 'S' }) },
      {
        main_heading: ['Ensure this field has no more than 200 characters.'],
      },
    );
  });
});

describe('POST /homeabout/ and /about/', () => {
  it('home-about: title and description required ("Please fill all fields."), image optional', async () => {
    const message = 'Please fill all fields.';
    await expectRefused(
      '/homeabout/',
      { form: formData({ description: 'D' }) },
      { title: [message] },
      { status: false, data: null, message },
    );
    await expectRefused(
      '/homeabout/',
      { form: formData({}) },
      { title: [message], description: [message] },
      { status: false, data: null, message },
    );
    expect(
      (await cms.requestJson('/homeabout/', { form: formData({ title: 'T', description: 'D' }), token: admin.token }))
        .status,
    ).toBe(200);
  });

  it('about: title, description and a new image required ("Please fill all fields and select an image.")', async () => {
    const message = 'Please fill all fields and select an image.';
    const extra = { status: false, data: null, message };
    await expectRefused('/about/', { form: formData({ title: 'T', description: 'D' }) }, { image: [message] }, extra);
    await expectRefused(
      '/about/',
      { form: formData({ image: await image() }) },
      { title: [message], description: [message] },
      extra,
    );
    expect(
      (
        await cms.requestJson('/about/', {
          form: formData({ title: 'T', description: 'D', image: await image() }),
          token: admin.token,
        })
      ).status,
    ).toBe(200);
    // Every save needs a new image, as the old form did.
    await expectRefused('/about/', { form: formData({ title: 'T2', description: 'D2' }) }, { image: [message] }, extra);
  });
});

describe('POST /doctors/', () => {
  const message = 'Please fill all required fields';

  it('requires name, designation and about; the photo is optional', async () => {
    await expectRefused(
      '/doctors/',
      { form: formData({ type: 'doctor' }) },
      { name: [message], designation: [message], about: [message] },
    );
    await expectRefused('/doctors/', { json: { name: 'N', designation: 'D' } }, { about: [message] });
    const ok = await cms.requestJson('/doctors/', {
      form: formData({ name: 'N', designation: 'D', about: 'A' }),
      token: admin.token,
    });
    expect(ok).toMatchObject({ status: 201, body: { type: 'doctor', image: null, is_active: true } });
  });

  it('takes only http(s) URLs as social links, never javascript:, data: or other schemes', async () => {
    const invalid = ['Enter a valid URL.'];
    await expectRefused(
      '/doctors/',
      {
        form: formData({
          name: 'N',
          designation: 'D',
          about: 'A',
          twitter: 'javascript:alert(document.cookie)',
          fb: 'data:text/html,<script>x</script>',
          insta: ' JavaScript:alert(1)',
          linkedin: 'ftp://example.com/x',
        }),
      },
      { twitter: invalid, fb: invalid, insta: invalid, linkedin: invalid },
    );
    const ok = await cms.requestJson('/doctors/', {
      form: formData({
        name: 'N',
        designation: 'D',
        about: 'A',
        twitter: 'https://x.com/drsen',
        linkedin: 'http://linkedin.com/in/drsen',
      }),
      token: admin.token,
    });
    expect(ok).toMatchObject({
      status: 201,
      body: { twitter: 'https://x.com/drsen', linkedin: 'http://linkedin.com/in/drsen', fb: null },
    });
  });

  it("holds every writer to http(s) links, Strapi's panel and scripts too (the Document Service)", async () => {
    const documents = cms.strapi.documents('api::doctor.doctor');
    await expect(
      documents.create({ data: { name: 'N', designation: 'D', about: 'A', insta: 'javascript:alert(1)' } }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      details: { errors: [{ path: ['insta'], message: 'Enter a valid URL.' }] },
    });
    const entries = cms.strapi.documents('api::content-entry.content-entry');
    await expect(
      entries.create({ data: { title: 'T', description: 'D', type: 'video', link: 'data:text/html,x' } }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
  });

  it('takes the type from its enumeration', async () => {
    await expectRefused(
      '/doctors/',
      { form: formData({ name: 'N', designation: 'D', about: 'A', type: 'surgeon' }) },
      { type: ['"surgeon" is not a valid choice.'] },
    );
    await expectRefused(
      '/doctors/',
      { form: formData({ name: 'N', designation: 'D', about: 'A', specialty: 'astrology' }) },
      { specialty: ['"astrology" is not a valid choice.'] },
    );
    const ok = await cms.requestJson('/doctors/', {
      form: formData({ name: 'N', designation: 'D', about: 'A', type: 'medical_officer' }),
      token: admin.token,
    });
    expect(ok).toMatchObject({ status: 201, body: { type: 'medical_officer' } });
  });

  it('checks lengths and booleans', async () => {
    await expectRefused(
      '/doctors/',
      { form: formData({ name: long(121), designation: 'D', about: 'A', is_active: 'perhaps' }) },
      {
        name: ['Ensure this field has no more than 120 characters.'],
        is_active: ['Must be a valid boolean.'],
      },
    );
  });
});

describe('POST /news/create/', () => {
  it('requires title, description and image ("All fields are required")', async () => {
    const message = 'All fields are required';
    await expectRefused(
      '/news/create/',
      { form: formData({}) },
      { title: [message], description: [message], image: [message] },
    );
    await expectRefused('/news/create/', { form: formData({ title: 'T', description: 'D' }) }, { image: [message] });
  });
});

describe('POST /events/create/', () => {
  const message = 'Title, description, and main image are required.';

  it('requires title, description and main image', async () => {
    await expectRefused(
      '/events/create/',
      { form: formData({ extra_images: [await image()] }) },
      {
        title: [message],
        description: [message],
        main_image: [message],
      },
    );
  });

  it('takes at most 10 extra images', async () => {
    const extras = (count: number) =>
      Promise.all(Array.from({ length: count }, () => imageFile({ width: 8, height: 8 })));
    await expectRefused(
      '/events/create/',
      { form: formData({ title: 'T', description: 'D', main_image: await image(), extra_images: await extras(11) }) },
      {
        extra_images: ['At most 10 extra images are allowed.'],
      },
    );
    const ok = await cms.requestJson<{ images: unknown[] }>('/events/create/', {
      form: formData({ title: 'T', description: 'D', main_image: await image(), extra_images: await extras(10) }),
      token: admin.token,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.images).toHaveLength(10);
  });
});

describe('POST /content/', () => {
  it('requires title and description, and a type from the enumeration', async () => {
    await expectRefused(
      '/content/',
      { form: formData({ type: 'video', link: 'https://youtu.be/dQw4w9WgXcQ' }) },
      {
        title: ['Title and description are required.'],
        description: ['Title and description are required.'],
      },
    );
    await expectRefused(
      '/content/',
      { form: formData({ title: 'T', description: 'D' }) },
      { type: ['This field is required.'] },
    );
    await expectRefused(
      '/content/',
      { form: formData({ type: 'podcast', title: 'T', description: 'D' }) },
      { type: ['"podcast" is not a valid choice.'] },
    );
  });

  it('a blog needs an image', async () => {
    await expectRefused(
      '/content/',
      { form: formData({ type: 'blog', title: 'T', description: 'D' }) },
      { image: ['Image is required for blog posts.'] },
    );
  });

  it('a video or review video needs a link that is a URL', async () => {
    const message = 'Link is required for videos and review videos.';
    await expectRefused(
      '/content/',
      { form: formData({ type: 'video', title: 'T', description: 'D' }) },
      { link: [message] },
    );
    await expectRefused(
      '/content/',
      { form: formData({ type: 'review_video', title: 'T', description: 'D' }) },
      { link: [message] },
    );
    await expectRefused(
      '/content/',
      { form: formData({ type: 'video', title: 'T', description: 'D', link: 'not a url' }) },
      { link: ['Enter a valid URL.'] },
    );
    await expectRefused(
      '/content/',
      { form: formData({ type: 'review_video', title: 'T', description: 'D', link: 'javascript:alert(1)' }) },
      {
        link: ['Enter a valid URL.'],
      },
    );
  });

  it('a video or review video needs a link the site can play, the rule of the admin form and the player', async () => {
    const message =
      'The link must be a video link with an 11-character id: youtu.be/ID, watch?v=ID, /embed/ID or /v/ID.';
    for (const link of [
      'https://example.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/123456789',
      'https://youtu.be/dQw4w9WgX',
    ]) {
      await expectRefused(
        '/content/',
        { form: formData({ type: 'video', title: 'T', description: 'D', link }) },
        { link: [message] },
      );
      await expectRefused(
        '/content/',
        { form: formData({ type: 'review_video', title: 'T', description: 'D', link }) },
        { link: [message] },
      );
    }
    // A blog's optional link is any web page.
    const blog = await cms.requestJson('/content/', {
      form: formData({
        type: 'blog',
        title: 'T',
        description: 'D',
        link: 'https://example.com/post',
        image: await image(),
      }),
      token: admin.token,
    });
    expect(blog).toMatchObject({ status: 201, body: { link: 'https://example.com/post' } });
  });

  it("holds Strapi's panel and scripts to the playable video link rule too (the Document Service)", async () => {
    const entries = cms.strapi.documents('api::content-entry.content-entry');
    await expect(
      entries.create({
        data: { title: 'T', description: 'D', type: 'review_video', link: 'https://example.com/embed/dQw4w9WgXcQ' },
      }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      details: { errors: [{ path: ['link'], message: expect.stringContaining('11-character id') }] },
    });
    const video = await entries.create({
      data: { title: 'T', description: 'D', type: 'video', link: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    // An update of the link alone is judged by the stored type.
    await expect(
      entries.update({ documentId: video.documentId, data: { link: 'https://vimeo.com/123456789' } }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
    const moved = await entries.update({
      documentId: video.documentId,
      data: { link: 'https://www.youtube.com/watch?v=9bZkp7q19f0' },
    });
    expect(moved?.link).toBe('https://www.youtube.com/watch?v=9bZkp7q19f0');
    await entries.delete({ documentId: video.documentId });
  });
});

describe('POST /signup/', () => {
  it("requires an e-mail and a password of at least 6 characters, in the specification's words", async () => {
    await expectRefused('/signup/', { json: {} }, { email: ['Email is required'], password: ['Password is required'] });
    await expectRefused(
      '/signup/',
      { json: { email: 'a@example.com', password: '12345' } },
      { password: ['Password must be at least 6 characters long'] },
    );
    // The commonest passwords are refused too, however they are cased or padded (Django's rule).
    for (const password of ['password', 'qwerty123', ' Iloveyou ', 'ADMIN123']) {
      await expectRefused(
        '/signup/',
        { json: { email: 'a@example.com', password } },
        { password: ['This password is too common.'] },
      );
    }
    await expectRefused(
      '/signup/',
      { json: { email: 'not-an-email', password: 'secret-1' } },
      { email: ['Enter a valid email address.'] },
    );
    await expectRefused(
      '/signup/',
      { json: { email: 'a@example.com', password: 'é'.repeat(37) } },
      { password: ['Password must be at most 72 bytes long'] },
    );
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    await expectRefused(
      '/signup/',
      { json: { email: admin.email.toUpperCase(), password: 'secret-1' } },
      { email: ['A user with this email already exists.'] },
    );
  });

  it('takes role "admin" (the default) or "user"', async () => {
    await expectRefused(
      '/signup/',
      { json: { email: 'b@example.com', password: 'secret-1', role: 'root' } },
      { role: ['"root" is not a valid choice.'] },
    );
    const asAdmin = await cms.requestJson('/signup/', {
      json: { email: ' Admin2@Example.com ', password: 'secret-1' },
      token: admin.token,
    });
    expect(asAdmin).toMatchObject({
      status: 201,
      body: { user: { email: 'admin2@example.com', role: 'admin', is_active: true } },
    });
    const asUser = await cms.requestJson('/signup/', {
      json: { email: 'user2@example.com', password: 'secret-1', role: 'user' },
      token: admin.token,
    });
    expect(asUser).toMatchObject({
      status: 201,
      body: { user: { email: 'user2@example.com', role: 'user', is_active: true } },
    });
  });
});

describe('POST /contact-requests/', () => {
  /** The legacy messages exactly, and beside them each field's code (issue 38). */
  async function expectContactRefused(
    json: Record<string, unknown>,
    errors: Record<string, string[]>,
    codes: Record<string, Array<Record<string, unknown>>>,
  ) {
    const before = await snapshot(cms);
    const response = await cms.requestJson('/contact-requests/', { json });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ...errors, codes });
    expect(await snapshot(cms)).toEqual(before);
  }
  const valid = { name: 'Asha', phone: '98300' };
  const required = [{ code: 'required' }];

  it('requires Full Name and Phone Number', async () => {
    await expectContactRefused(
      {},
      { name: ['This field is required.'], phone: ['This field is required.'] },
      { name: required, phone: required },
    );
    await expectContactRefused({ name: ' ', phone: '1' }, { name: ['This field is required.'] }, { name: required });
  });

  it('checks the e-mail, gender, age and message when given', async () => {
    const refused = (json: Record<string, unknown>, field: string, message: string, code: Record<string, unknown>) =>
      expectContactRefused({ ...valid, ...json }, { [field]: [message] }, { [field]: [code] });
    await refused({ email: 'nope' }, 'email', 'Enter a valid email address.', { code: 'invalid_email' });
    await refused({ gender: 'unknown' }, 'gender', '"unknown" is not a valid choice.', { code: 'invalid_choice' });
    await refused({ age: 'forty' }, 'age', 'A valid integer is required.', { code: 'invalid_number' });
    await refused({ age: 12.5 }, 'age', 'A valid integer is required.', { code: 'invalid_number' });
    await refused({ age: -1 }, 'age', 'Ensure this value is greater than or equal to 0.', {
      code: 'too_small',
      min: 0,
    });
    await refused({ age: 131 }, 'age', 'Ensure this value is less than or equal to 130.', {
      code: 'too_large',
      max: 130,
    });
    await refused({ message: long(5001) }, 'message', 'Ensure this field has no more than 5000 characters.', {
      code: 'too_long',
      max: 5000,
    });
    await refused({ name: ['a', 'b'] }, 'name', 'Not a valid string.', { code: 'not_text' });
    await refused(
      { phone: '98300 or 98301' },
      'phone',
      'Enter a phone number: digits, with + and the country code from outside India.',
      {
        code: 'invalid_phone',
      },
    );
  });

  it('accepts the edges', async () => {
    const response = await cms.requestJson('/contact-requests/', {
      json: { ...valid, email: '', gender: 'other', age: 0, message: long(5000) },
    });
    expect(response).toMatchObject({ status: 201, body: { email: null, gender: 'other', age: 0 } });
    expect((await cms.requestJson('/contact-requests/', { json: { ...valid, age: '130' } })).status).toBe(201);
  });
});

describe('POST /login/ and /token/refresh/', () => {
  it('require their fields', async () => {
    expect(await cms.requestJson('/login/', { json: {} })).toMatchObject({
      status: 400,
      body: { email: ['This field is required.'], password: ['This field is required.'] },
    });
    expect(await cms.requestJson('/token/refresh/', { json: {} })).toMatchObject({
      status: 400,
      body: { refresh: ['This field is required.'] },
    });
  });
});

describe('unknown ids', () => {
  const DELETES = [
    '/banners/{id}/delete/',
    '/doctors/{id}/',
    '/news/delete/{id}/',
    '/events/delete/{id}/',
    '/content/{id}/delete/',
    '/users/{id}/delete/',
  ];

  it.each(DELETES)('DELETE %s answers 404 {detail} for an unknown or malformed id', async (template) => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      const response = await cms.requestJson(template.replace('{id}', id), { method: 'DELETE', token: admin.token });
      expect(response, id).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    }
  });
});
