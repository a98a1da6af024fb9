import { CMS_URL } from './browser';
import type { ImageSizes } from '@hospital/contract';

/** The seeded site admin (the demo accounts `npm start` prints; README.md). */
export const ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.SEED_ADMIN_PASSWORD ?? 'admin-password',
};

const API = `${CMS_URL}/api`;

async function call<T>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${API}${path}`, { method, headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Reads the legacy API as a visitor (no token). */
export const apiGet = <T>(path: string, token?: string) => call<T>('GET', path, { token });

/** Deletes through the legacy API (the admin's token). */
export const apiDelete = (path: string, token: string) => call<void>('DELETE', path, { token });

export interface Banner {
  id: string;
  main_heading: string;
  sub_heading: string;
  banner_image: string;
  /** The original's size and the smaller copies the CMS made of it (the site's srcset). */
  banner_image_sizes: ImageSizes | null;
}
export interface Doctor {
  id: number;
  name: string;
  designation: string;
  /** The photo's alternative text from the Media Library (null when none). */
  image_alt: string | null;
  type: 'doctor' | 'medical_officer';
  registration_no?: string | null;
  opd?: Array<{ day: string; start: string; end: string; branch: string; places?: number | null }>;
}
export interface ContentEntry {
  id: string;
  type: 'blog' | 'video' | 'review_video';
  title: string;
  description: string;
  link: string | null;
}
export interface NewsItem {
  id: number;
  title: string;
}
export interface HospitalEvent {
  id: number;
  title: string;
  images: { id: number; image: string }[];
}
export interface Service {
  id: number;
  heading: string;
}
export interface AboutAnswer {
  status: boolean;
  data: { title: string; description: string; image: string } | null;
}
export interface ContactRequest {
  id: number;
  name: string;
  phone: string;
  email?: string | null;
  message?: string | null;
  reference?: string | null;
  age?: number | null;
  type?: string;
  doctor?: { id: number; name: string } | null;
  preferred_date?: string | null;
}
interface LoginAnswer {
  tokens: { access: string; refresh: string };
  user: { id: number; email: string; role: string };
}

/** Logs in through the legacy API and returns the access token. */
export async function login(email: string, password: string): Promise<string> {
  const answer = await call<LoginAnswer>('POST', '/login/', { json: { email, password } });
  return answer.tokens.access;
}

/**
 * How long a login is reused: well inside the access token's 10 minutes (ACCESS_TOKEN_LIFESPAN).
 * Playwright's one worker keeps this module across test files, and a token from a file run before
 * the 4-minute pa11y checks had expired by the screenshots ("Given token not valid").
 */
const ADMIN_LOGIN_REUSED_MS = 5 * 60_000;
let adminToken: { token: Promise<string>; at: number } | undefined;
/** The seeded admin's access token, from a login at most five minutes old. */
export function asAdmin(): Promise<string> {
  if (!adminToken || Date.now() - adminToken.at > ADMIN_LOGIN_REUSED_MS)
    adminToken = { token: login(ADMIN.email, ADMIN.password), at: Date.now() };
  return adminToken.token;
}

/** Creates an account with the given role through the admin-only /signup/. */
export async function createAccount(email: string, password: string, role: 'admin' | 'user'): Promise<number> {
  const answer = await call<{ user: { id: number } }>('POST', '/signup/', {
    token: await asAdmin(),
    json: { email, password, role },
  });
  return answer.user.id;
}

export async function deleteAccount(id: number): Promise<void> {
  await call('DELETE', `/users/${id}/delete/`, { token: await asAdmin() });
}

export async function contactRequests(): Promise<ContactRequest[]> {
  return call<ContactRequest[]>('GET', '/contact-requests/', { token: await asAdmin() });
}

/** What the contact form posts, sent as a visitor would (no token). */
export async function sendContactRequest(request: {
  name: string;
  phone: string;
  email?: string;
  message?: string;
}): Promise<void> {
  await call('POST', '/contact-requests/', { json: request });
}

export async function banners(): Promise<Banner[]> {
  return apiGet<Banner[]>('/banners/');
}

export interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

/** Creates (or replaces) the one banner through the API, as the admin. */
export async function saveBanner(mainHeading: string, subHeading: string, image: Upload): Promise<Banner> {
  const form = new FormData();
  form.append('main_heading', mainHeading);
  form.append('sub_heading', subHeading);
  form.append('banner_image', new Blob([image.bytes], { type: image.type }), image.name);
  return call<Banner>('POST', '/banners/', { token: await asAdmin(), form });
}

/** The bytes of a stored upload (a banner image, say), to put it back later. */
export async function downloadUpload(path: string): Promise<Upload> {
  const url = new URL(path, CMS_URL);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  const type = response.headers.get('content-type') ?? 'image/jpeg';
  return { bytes: new Uint8Array(await response.arrayBuffer()), name: url.pathname.split('/').pop() ?? 'image', type };
}

/** The 11-character video id of a link, as the site extracts it (spec point 5). */
export function videoIdOf(link: string | null): string {
  const match = link?.match(
    /(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|v\/))([A-Za-z0-9_-]{11})(?=$|[?&#/])/,
  );
  return match?.[1] ?? '';
}

/** Adds a doctor through the admin-only POST /doctors/: in English only, with no translation yet. */
export async function createDoctor(fields: Record<string, string>): Promise<Doctor> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return call<Doctor>('POST', '/doctors/', { token: await asAdmin(), form });
}
