import { isHprId, WEEKDAYS } from '@hospital/contract';
import type {
  AboutBlock,
  ImageSizes,
  AnswerShape,
  Banner,
  CallLogEntry,
  ContactRequest,
  ContentEntry,
  Doctor,
  DoctorSpecialty,
  FeedbackKind,
  Language,
  OpdSession,
  RequestType,
  Weekday,
  HospitalEvent,
  LoginResponse,
  NewsItem,
  Service,
  User,
  UserRole,
} from '@hospital/contract';

/**
 * Records → the legacy API's shapes (docs/API.md). The only place that decides
 * how an answer looks: ids as text where the specification says so, ISO times, image fields as the
 * original file's URL (root-relative `/uploads/...` with the local provider), never a format's.
 * Each image field has a sibling `<field>_alt` (events' gallery items an `alt`): the Media
 * Library's alternative text, or null, added beside the old fields, which stay as they were.
 * Each shape returns the contract's answer type (packages/contract), so a shape that drifts from
 * what the site reads fails to compile.
 */

/** One of the copies Strapi's upload plugin made of a picture (its `formats`: thumbnail, small, medium, large). */
interface MediaCopyRecord {
  url: string;
  width?: number | null;
  height?: number | null;
}

export interface MediaRecord {
  id: number;
  url: string;
  /** The Media Library's "Alternative text". */
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  /** Absent until the deferred formats are made (media/deferred-formats.ts), and for a file Strapi cannot resize. */
  formats?: Record<string, MediaCopyRecord | null | undefined> | null;
}

interface Timestamped {
  id: number;
  documentId: string;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface BannerRecord extends Timestamped {
  main_heading: string;
  sub_heading: string;
  banner_image?: MediaRecord | null;
}

export interface AboutRecord extends Timestamped {
  title: string;
  description: string;
  image?: MediaRecord | null;
}

export interface OpdSessionRecord {
  day: Weekday;
  start: string;
  end: string;
  branch: string;
  places?: number | null;
}

export interface DoctorRecord extends Timestamped {
  name: string;
  designation: string;
  registration_no?: string | null;
  hpr_id?: string | null;
  opd?: OpdSessionRecord[] | null;
  specialty: DoctorSpecialty | null;
  about: string | null;
  details: string | null;
  image?: MediaRecord | null;
  twitter: string | null;
  fb: string | null;
  insta: string | null;
  linkedin: string | null;
  type: 'doctor' | 'medical_officer';
  is_active: boolean | null;
}

export interface NewsRecord extends Timestamped {
  title: string;
  description: string;
  image?: MediaRecord | null;
}

export interface EventRecord extends Timestamped {
  title: string;
  description: string;
  main_image?: MediaRecord | null;
  images?: MediaRecord[] | null;
}

export interface ContentRecord extends Timestamped {
  type: 'blog' | 'video' | 'review_video';
  title: string;
  description: string;
  image?: MediaRecord | null;
  link: string | null;
}

export interface ServiceRecord extends Timestamped {
  heading: string;
  content: string;
  image?: MediaRecord | null;
  gallery?: MediaRecord[] | null;
}

export interface ContactRequestRecord extends Timestamped {
  type?: RequestType | null;
  doctor?: { id: number; name: string } | null;
  preferred_date?: string | null;
  kind?: FeedbackKind | null;
  procedure?: string | null;
  department?: string | null;
  report_file?: string | null;
  passport_name?: string | null;
  /** Sealed (desk/passport.ts); opened by the caller, never here. */
  passport_no?: string | null;
  nationality?: string | null;
  attendants?: number | null;
  name: string | null;
  phone: string | null;
  email: string | null;
  gender: 'male' | 'female' | 'other' | null;
  age: number | null;
  message: string | null;
  reference: string | null;
  /** Absent on requests from before the site spoke Bengali and Hindi: they came in English. */
  language?: Language | null;
  status: 'new' | 'contacted' | 'scheduled' | 'closed' | null;
  note: string | null;
  /** The call log's JSON column (desk/call-log.ts reads it). */
  call_log?: unknown;
  handled_by: string | null;
  handled_at: string | Date | null;
}

/** What the desk promised when the request was answered: how shapes mark a request overdue. */
export interface ReplyPromise {
  replyHours: number;
  now?: Date;
  /**
   * Who reads the answer: the patient who sent it (no passport number, no report link), the desk's
   * list (the passport's last four), or an admin who opened the request (the number whole).
   */
  reader?: 'patient' | 'desk-list' | 'desk-request';
  /** The passport number, opened from its sealed form by the caller (desk/passport.ts). */
  passportNo?: (sealed: string | null | undefined) => string | null;
  /** The desk's call log, read from the record by the caller (desk/call-log.ts). */
  callLog?: (record: ContactRequestRecord) => CallLogEntry[];
}

/** The admin-only address of a request's report (docs/API.md). */
export const reportPath = (id: number): string => `/api/contact-requests/${id}/report/`;

export interface UserRecord {
  id: number;
  email: string;
  blocked: boolean | null;
  confirmed: boolean | null;
  createdAt: string | Date;
  role?: { type: string } | null;
}

export type LegacyRole = UserRole;

/** The users-permissions role type that the legacy API calls "admin"; every other role is "user". */
export const ADMIN_ROLE_TYPE = 'admin';
/** The role a `role: "user"` signup gets. */
export const USER_ROLE_TYPE = 'authenticated';

export function imageUrl(media: MediaRecord | null | undefined): string | null {
  return media?.url ?? null;
}

/**
 * The picture's size and the smaller copies Strapi made of it, narrowest first, each at the address
 * the upload provider gave it (the local folder or the bucket): the site builds its srcset from
 * these, never from a guess at the copies' names. Null when the picture's size is unknown.
 */
export function imageSizes(media: MediaRecord | null | undefined): ImageSizes | null {
  const width = media?.width;
  const height = media?.height;
  if (!width || !height) return null;
  const smaller = Object.values(media.formats ?? {})
    .flatMap((copy) =>
      copy?.url && copy.width && copy.height && copy.width < width
        ? [{ url: copy.url, width: copy.width, height: copy.height }]
        : [],
    )
    .sort((a, b) => a.width - b.width);
  return { width, height, smaller };
}

/** The Media Library's alternative text of an image; null when there is no image or no text (the site then uses its own). */
export function imageAlt(media: MediaRecord | null | undefined): string | null {
  const text = media?.alternativeText?.trim();
  return text ? text : null;
}

/** Postgres hands back Date objects, SQLite numbers or strings: always an ISO 8601 string. */
export function isoTime(value: string | number | Date): string {
  return new Date(value).toISOString();
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

export const toBanner = (record: BannerRecord): AnswerShape<Banner> => ({
  id: String(record.id),
  main_heading: record.main_heading,
  sub_heading: record.sub_heading,
  banner_image: imageUrl(record.banner_image),
  banner_image_alt: imageAlt(record.banner_image),
  banner_image_sizes: imageSizes(record.banner_image),
  created_at: isoTime(record.createdAt),
});

export const toAboutBlock = (record: AboutRecord): AnswerShape<AboutBlock> => ({
  title: record.title,
  description: record.description,
  image: imageUrl(record.image),
  image_alt: imageAlt(record.image),
  image_sizes: imageSizes(record.image),
});

/** A doctor's week in order: Monday first, then by the hour a session starts. */
export const opdInWeekOrder = (sessions: readonly OpdSessionRecord[] | null | undefined): OpdSession[] =>
  (sessions ?? [])
    // Places only where a session is booked online: an answer without any reads as it always did.
    .map(({ day, start, end, branch, places }) => ({ day, start, end, branch, ...(places ? { places } : {}) }))
    .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.start.localeCompare(b.start));

export const toDoctor = (record: DoctorRecord): AnswerShape<Doctor, 'url'> => ({
  id: record.id,
  name: record.name,
  designation: record.designation,
  registration_no: orNull(record.registration_no),
  hpr_id: record.hpr_id && isHprId(record.hpr_id) ? record.hpr_id : null,
  opd: opdInWeekOrder(record.opd),
  specialty: orNull(record.specialty),
  about: orNull(record.about),
  details: orNull(record.details),
  image: imageUrl(record.image),
  image_alt: imageAlt(record.image),
  image_sizes: imageSizes(record.image),
  twitter: orNull(record.twitter),
  fb: orNull(record.fb),
  insta: orNull(record.insta),
  linkedin: orNull(record.linkedin),
  type: record.type,
  is_active: record.is_active !== false,
  created_at: isoTime(record.createdAt),
  updated_at: isoTime(record.updatedAt),
});

export const toNewsItem = (record: NewsRecord): AnswerShape<NewsItem> => ({
  id: record.id,
  title: record.title,
  description: record.description,
  image: imageUrl(record.image),
  image_alt: imageAlt(record.image),
  image_sizes: imageSizes(record.image),
  created_at: isoTime(record.createdAt),
  updated_at: isoTime(record.updatedAt),
});

export const toEvent = (record: EventRecord): AnswerShape<HospitalEvent> => ({
  id: record.id,
  title: record.title,
  description: record.description,
  main_image: imageUrl(record.main_image),
  main_image_alt: imageAlt(record.main_image),
  main_image_sizes: imageSizes(record.main_image),
  images: (record.images ?? []).map((media) => ({
    id: media.id,
    image: media.url,
    alt: imageAlt(media),
    sizes: imageSizes(media),
  })),
  created_at: isoTime(record.createdAt),
  updated_at: isoTime(record.updatedAt),
});

export const toContentEntry = (record: ContentRecord): AnswerShape<ContentEntry> => ({
  id: String(record.id),
  type: record.type,
  title: record.title,
  description: record.description,
  image: imageUrl(record.image),
  image_alt: imageAlt(record.image),
  image_sizes: imageSizes(record.image),
  link: orNull(record.link),
  created_at: isoTime(record.createdAt),
  updated_at: isoTime(record.updatedAt),
});

export const toService = (record: ServiceRecord): AnswerShape<Service> => ({
  id: record.id,
  heading: record.heading,
  content: record.content,
  url: imageUrl(record.image),
  url_alt: imageAlt(record.image),
  url_sizes: imageSizes(record.image),
  multiple_img: (record.gallery ?? []).map((media) => media.url),
  multiple_img_alt: (record.gallery ?? []).map((media) => imageAlt(media)),
  multiple_img_sizes: (record.gallery ?? []).map((media) => imageSizes(media)),
  updated_at: isoTime(record.updatedAt),
});

export function toContactRequest(record: ContactRequestRecord, promise: ReplyPromise): AnswerShape<ContactRequest> {
  const createdAt = isoTime(record.createdAt);
  const replyBy = new Date(new Date(createdAt).getTime() + promise.replyHours * 3600_000);
  const status = record.status ?? 'new';
  const reader = promise.reader ?? 'desk-list';
  const passport = reader === 'patient' ? null : (promise.passportNo?.(record.passport_no) ?? null);
  return {
    id: record.id,
    type: record.type ?? 'contact',
    doctor: record.doctor ? { id: record.doctor.id, name: record.doctor.name } : null,
    preferred_date: orNull(record.preferred_date),
    kind: orNull(record.kind),
    procedure: orNull(record.procedure),
    department: orNull(record.department),
    report_url: reader !== 'patient' && record.report_file ? reportPath(record.id) : null,
    passport_name: orNull(record.passport_name),
    passport_no: reader === 'patient' ? null : reader === 'desk-request' ? passport : maskPassport(passport),
    nationality: orNull(record.nationality),
    attendants: orNull(record.attendants),
    reference: orNull(record.reference),
    language: record.language ?? 'en',
    // Feedback may come without a name or a phone: "" keeps these fields text for every reader.
    name: record.name ?? '',
    phone: record.phone ?? '',
    email: orNull(record.email),
    gender: orNull(record.gender),
    age: orNull(record.age),
    message: orNull(record.message),
    status,
    note: orNull(record.note),
    // The desk's own record of its calls: never part of the answer to the patient.
    call_log: reader === 'patient' ? [] : (promise.callLog?.(record) ?? []),
    handled_by: orNull(record.handled_by),
    handled_at: record.handled_at ? isoTime(record.handled_at) : null,
    reply_hours: promise.replyHours,
    reply_by: replyBy.toISOString(),
    // Only a request nobody has called yet can miss the promise.
    overdue: status === 'new' && replyBy.getTime() < (promise.now ?? new Date()).getTime(),
    created_at: createdAt,
  };
}

export type ContactRequestShape = AnswerShape<ContactRequest>;

/** What the desk's lists show of a passport number: the last four characters only. */
function maskPassport(plain: string | null): string | null {
  return plain === null ? null : `••••${plain.slice(-4)}`;
}

export function legacyRole(user: Pick<UserRecord, 'role'>): LegacyRole {
  return user.role?.type === ADMIN_ROLE_TYPE ? 'admin' : 'user';
}

/** Blocked or unconfirmed accounts cannot log in: the old `is_active`. */
export function isActive(user: Pick<UserRecord, 'blocked' | 'confirmed'>): boolean {
  return user.blocked !== true && user.confirmed === true;
}

export const toUser = (record: UserRecord): AnswerShape<User> => ({
  id: record.id,
  email: record.email,
  role: legacyRole(record),
  is_active: isActive(record),
  created_at: isoTime(record.createdAt),
});

/** The `user` of the login answer. */
export const toLoginUser = (record: UserRecord): LoginResponse['user'] => ({
  id: record.id,
  email: record.email,
  role: legacyRole(record),
});
