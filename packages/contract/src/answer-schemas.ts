/**
 * The JSON Schema of each answer type of answers.ts (and vitals.ts), declared once and checked
 * against its type by `describes<T>()`: a field changed on one side only fails to compile. The
 * OpenAPI document (openapi.ts) is built from them. Not exported by the package's index, so the
 * site's bundle never holds them: the CMS imports `@hospital/contract/dist/openapi`.
 */
import type {
  AboutResponse,
  AccessibilityStatement,
  Banner,
  BookableSession,
  ContactDeskSummary,
  ContactRequest,
  ContentEntry,
  DeskBooking,
  DeskDay,
  Director,
  Doctor,
  DoctorList,
  EventImage,
  HomeTexts,
  HospitalEvent,
  NewsItem,
  OpdSession,
  PackageRate,
  Scheme,
  Paged,
  PhoneNumberEntry,
  Review,
  Service,
  SiteSettings,
  Topic,
  User,
} from './answers';
import type { Condition } from './conditions';
import { CONDITION_SLUG } from './conditions';
import type { SearchAnswer, SearchResult, SearchSpan } from './search';
import { SEARCH_KINDS } from './search';
import {
  BOOKING_STATUSES,
  CALL_OUTCOMES,
  CLAIM_WAYS,
  CONTACT_STATUSES,
  CONTENT_TYPES,
  DOCTOR_TYPES,
  FEEDBACK_KINDS,
  LANGUAGES,
  REQUEST_TYPES,
  SCHEME_KINDS,
  WEEKDAYS,
} from './answers';
import {
  anyOf,
  arrayOf,
  boolean,
  constant,
  dateTime,
  day,
  describes,
  integer,
  nullValue,
  nullable,
  number,
  object,
  oneOfWords,
  pair,
  readonlyArrayOf,
  recordOf,
  string,
  type Schema,
} from './schema';
import type { ApiAnswer, ApiPath } from './endpoints';
import { HFR_ID_PATTERN, HPR_ID_PATTERN } from './registries';
import { EMERGENCY_STATES, TODAY_KINDS, type AffectedBooking, type TodayDeskItem, type TodayItem } from './today';
import { VITAL_METRICS, type VitalsSummary, type VitalsSummaryRow } from './vitals';
import { MAX_SESSION_PLACES } from './limits';
import { ESTIMATE_HEADS, type CostEstimate, type EstimateAmounts, type EstimateRevision } from './estimates';

/** An absolute URL or a root-relative `/uploads/...` path, or null. */
/* @__NO_SIDE_EFFECTS__ */
const imageRef = () => nullable(string());
/* @__NO_SIDE_EFFECTS__ */
const imageAlt = () => nullable(string());
/** ImageSizes: the original's pixel size and the CMS's smaller copies, narrowest first. */
/* @__NO_SIDE_EFFECTS__ */
const imageSizes = () =>
  nullable(
    object({
      width: integer({ minimum: 1 }),
      height: integer({ minimum: 1 }),
      smaller: arrayOf(object({ url: string(), width: integer({ minimum: 1 }), height: integer({ minimum: 1 }) })),
    }),
  );

/** What a record read in Bengali or Hindi adds (InLanguage, answers.ts): absent from English answers. */
const IN_LANGUAGE = { partly_english: boolean() };

/** A page of a list (`?page=`): its total, its records and the addresses of its neighbours. */
/* @__NO_SIDE_EFFECTS__ */
const pageOf = <T>(item: Schema<T>) =>
  object({
    count: integer({ minimum: 0 }),
    results: arrayOf(item),
    next: nullable(string()),
    previous: nullable(string()),
  });

export const BANNER = describes<Banner>()(
  object(
    { id: string(), main_heading: string(), sub_heading: string(), banner_image: imageRef(), created_at: dateTime() },
    { ...IN_LANGUAGE, banner_image_alt: imageAlt(), banner_image_sizes: imageSizes() },
  ),
);

const ABOUT_BLOCK = object(
  { title: string(), description: string(), image: imageRef() },
  { ...IN_LANGUAGE, image_alt: imageAlt(), image_sizes: imageSizes() },
);

export const ABOUT_RESPONSE = describes<AboutResponse>()(
  anyOf(object({ status: constant(true), data: ABOUT_BLOCK }), object({ status: constant(false), data: nullValue() })),
);

export const OPD_SESSION = describes<OpdSession>()(
  object(
    { day: oneOfWords(WEEKDAYS), start: string(), end: string(), branch: string() },
    { places: nullable(integer({ minimum: 1, maximum: MAX_SESSION_PLACES })) },
  ),
);

export const BOOKABLE_SESSION = describes<BookableSession>()(
  object(
    {
      date: day(),
      day: oneOfWords(WEEKDAYS),
      start: string(),
      end: string(),
      branch: string(),
      places: integer({ minimum: 1, maximum: MAX_SESSION_PLACES }),
      left: integer({ minimum: 0 }),
    },
    { closed: constant(true) },
  ),
);

const DOCTOR_SPECIALTIES = [
  'neurology',
  'neurosurgery',
  'neuro_critical_care',
  'neuro_rehabilitation',
  'paediatric_neurology',
] as const;

export const DOCTOR = describes<Doctor>()(
  object(
    {
      id: integer(),
      name: string(),
      designation: string(),
      about: nullable(string()),
      details: nullable(string()),
      image: imageRef(),
      twitter: nullable(string()),
      fb: nullable(string()),
      insta: nullable(string()),
      linkedin: nullable(string()),
      type: oneOfWords(DOCTOR_TYPES),
      is_active: boolean(),
      created_at: dateTime(),
      updated_at: dateTime(),
    },
    {
      ...IN_LANGUAGE,
      registration_no: nullable(string()),
      hpr_id: nullable(string({ pattern: HPR_ID_PATTERN })),
      opd: arrayOf(OPD_SESSION),
      specialty: nullable(oneOfWords(DOCTOR_SPECIALTIES)),
      image_alt: imageAlt(),
      image_sizes: imageSizes(),
      url: imageRef(),
    },
  ),
);

export const DOCTOR_PAGE = describes<Paged<Doctor>>()(pageOf(DOCTOR));
export const DOCTOR_LIST = describes<DoctorList>()(anyOf(arrayOf(DOCTOR), DOCTOR_PAGE));

export const USER = describes<User>()(
  object({
    id: integer(),
    email: string(),
    role: oneOfWords(['admin', 'user']),
    is_active: boolean(),
    created_at: dateTime(),
  }),
);

export const NEWS_ITEM = describes<NewsItem>()(
  object(
    {
      id: integer(),
      title: string(),
      description: string(),
      image: imageRef(),
      created_at: dateTime(),
      updated_at: dateTime(),
    },
    { ...IN_LANGUAGE, image_alt: imageAlt(), image_sizes: imageSizes() },
  ),
);

export const EVENT_IMAGE = describes<EventImage>()(
  object({ id: integer(), image: string() }, { alt: imageAlt(), sizes: imageSizes() }),
);

export const HOSPITAL_EVENT = describes<HospitalEvent>()(
  object(
    {
      id: integer(),
      title: string(),
      description: string(),
      main_image: imageRef(),
      images: arrayOf(EVENT_IMAGE),
      created_at: dateTime(),
      updated_at: dateTime(),
    },
    { ...IN_LANGUAGE, main_image_alt: imageAlt(), main_image_sizes: imageSizes() },
  ),
);

export const CONTENT_ENTRY = describes<ContentEntry>()(
  object(
    {
      id: string(),
      type: oneOfWords(CONTENT_TYPES),
      title: string(),
      description: string(),
      image: imageRef(),
      link: nullable(string()),
      created_at: dateTime(),
      updated_at: dateTime(),
    },
    { ...IN_LANGUAGE, image_alt: imageAlt(), image_sizes: imageSizes() },
  ),
);

export const SERVICE = describes<Service>()(
  object(
    {
      id: integer(),
      heading: string(),
      content: string(),
      url: imageRef(),
      multiple_img: anyOf(arrayOf(string()), string()),
      updated_at: dateTime(),
    },
    {
      ...IN_LANGUAGE,
      url_alt: imageAlt(),
      url_sizes: imageSizes(),
      multiple_img_alt: arrayOf(imageAlt()),
      multiple_img_sizes: arrayOf(imageSizes()),
    },
  ),
);

export const TOPIC = describes<Topic>()(
  object(
    {
      id: integer(),
      heading: string(),
      content: arrayOf(string()),
      url: imageRef(),
      url_alt: nullable(string()),
      multiple_img: arrayOf(string()),
      multiple_img_alt: arrayOf(nullable(string())),
      updated_at: dateTime(),
    },
    { ...IN_LANGUAGE, url_sizes: imageSizes(), multiple_img_sizes: arrayOf(imageSizes()) },
  ),
);

export const DIRECTOR = describes<Director>()(
  object(
    {
      id: integer(),
      name: string(),
      heading: string(),
      url: imageRef(),
      url_alt: nullable(string()),
      sms: arrayOf(string()),
    },
    { ...IN_LANGUAGE, url_sizes: imageSizes() },
  ),
);

export const REVIEW = describes<Review>()(
  object(
    {
      id: integer(),
      name: string(),
      position: string(),
      feedback: string(),
      image: imageRef(),
      image_alt: nullable(string()),
    },
    { ...IN_LANGUAGE, image_sizes: imageSizes() },
  ),
);

const PHONE = describes<PhoneNumberEntry>()(object({ display: string(), digits: string({ pattern: '^[0-9]+$' }) }));

export const SITE_SETTINGS = describes<SiteSettings>()(
  object(
    {
      main_address: arrayOf(string()),
      branch_name: string(),
      branch_address: arrayOf(string()),
      branch_phones: pair(PHONE, PHONE),
      main_mobile: PHONE,
      hr_mobile: PHONE,
      landline: PHONE,
      email: string(),
      messaging_app_name: string(),
      chat_greeting: string(),
      map_embed_url: string(),
      social: arrayOf(
        object({ network: oneOfWords(['facebook', 'instagram', 'x', 'linkedin', 'youtube']), href: string() }),
      ),
      credit: nullable(object({ label: string(), href: string() })),
    },
    {
      ...IN_LANGUAGE,
      grievance_officer: nullable(object({ name: string(), phone: nullable(PHONE), email: nullable(string()) })),
      licence_number: nullable(string()),
      rates_attester_name: nullable(string()),
      demo_licence_and_attester: boolean(),
      hfr_id: nullable(string({ pattern: HFR_ID_PATTERN })),
      accreditation: nullable(
        object({ body: string(), certificate_number: nullable(string()), valid_until: nullable(day()) }),
      ),
      demo_registrations: boolean(),
      payment_notice: nullable(string()),
    },
  ),
);

export const HOME_TEXTS = describes<HomeTexts>()(
  object(
    {
      taglines: arrayOf(string()),
      why_choose_us: arrayOf(object({ heading: string(), reasons: arrayOf(string()) })),
    },
    IN_LANGUAGE,
  ),
);

export const ACCESSIBILITY_STATEMENT = describes<AccessibilityStatement>()(
  object(
    {
      standard: string(),
      how_tested: string(),
      known_limitations: arrayOf(string()),
      last_reviewed: day(),
      updated_at: dateTime(),
    },
    IN_LANGUAGE,
  ),
);

export const PACKAGE_RATE = describes<PackageRate>()(
  object(
    {
      id: integer(),
      title: string(),
      department: string(),
      includes: arrayOf(string()),
      excludes: arrayOf(string()),
      price_inr: integer({ minimum: 0 }),
      valid_until: nullable(day()),
      demo_figure: boolean(),
      updated_at: dateTime(),
    },
    IN_LANGUAGE,
  ),
);

export const SCHEME = describes<Scheme>()(
  object(
    {
      id: integer(),
      card_key: string(),
      name: string(),
      kind: oneOfWords(SCHEME_KINDS),
      covers: arrayOf(string()),
      claim: oneOfWords(CLAIM_WAYS),
      documents: arrayOf(string()),
      help_desk: object({ phone: PHONE, email: nullable(string()), hours: nullable(string()) }),
      as_of: day(),
      demo_entry: boolean(),
      updated_at: dateTime(),
    },
    IN_LANGUAGE,
  ),
);

const CONDITION_LINK = object({ id: integer(), name: string() });

export const CONDITION = describes<Condition>()(
  object(
    {
      id: integer(),
      slug: string({ pattern: CONDITION_SLUG.source }),
      name: string(),
      summary: string(),
      overview: arrayOf(string()),
      symptoms: arrayOf(string()),
      seek_care_now: arrayOf(string()),
      urgent: boolean(),
      diagnosis_here: arrayOf(string()),
      treatment_here: arrayOf(string()),
      departments: arrayOf(CONDITION_LINK),
      doctors: arrayOf(CONDITION_LINK),
      clinical_review: nullable(object({ reviewer: string(), credentials: string(), reviewed_on: day() })),
      references: arrayOf(object({ title: string(), url: string({ pattern: '^https?://' }) })),
      updated_at: dateTime(),
    },
    IN_LANGUAGE,
  ),
);

export const CONTACT_REQUEST = describes<ContactRequest>()(
  object({
    id: integer(),
    type: oneOfWords(REQUEST_TYPES),
    name: string(),
    phone: string(),
    doctor: nullable(object({ id: integer(), name: string() })),
    preferred_date: nullable(day()),
    kind: nullable(oneOfWords(FEEDBACK_KINDS)),
    procedure: nullable(string()),
    department: nullable(string()),
    report_url: nullable(string()),
    passport_name: nullable(string()),
    passport_no: nullable(string()),
    nationality: nullable(string()),
    attendants: nullable(integer({ minimum: 0 })),
    reference: nullable(string()),
    language: oneOfWords(LANGUAGES),
    email: nullable(string()),
    gender: nullable(oneOfWords(['male', 'female', 'other'])),
    age: nullable(integer()),
    message: nullable(string()),
    status: oneOfWords(CONTACT_STATUSES),
    note: nullable(string()),
    handled_by: nullable(string()),
    handled_at: nullable(dateTime()),
    reply_hours: number({ minimum: 0 }),
    reply_by: dateTime(),
    overdue: boolean(),
    created_at: dateTime(),
    call_log: readonlyArrayOf(
      object({
        by: nullable(string()),
        at: nullable(dateTime()),
        outcome: nullable(oneOfWords(CALL_OUTCOMES)),
        text: nullable(string()),
      }),
    ),
  }),
);

export const CONTACT_REQUEST_QUEUE = describes<Paged<ContactRequest> | ContactRequest[]>()(
  anyOf(pageOf(CONTACT_REQUEST), arrayOf(CONTACT_REQUEST)),
);

export const CONTACT_DESK_SUMMARY = describes<ContactDeskSummary>()(
  object({
    open: integer({ minimum: 0 }),
    new: integer({ minimum: 0 }),
    overdue: integer({ minimum: 0 }),
    open_by_type: recordOf(REQUEST_TYPES, integer({ minimum: 0 })),
    reply_hours: number({ minimum: 0 }),
    retention_days: integer({ minimum: 0 }),
  }),
);

const VITALS_SUMMARY_ROW = describes<VitalsSummaryRow>()(
  object({ route: string(), metric: oneOfWords(VITAL_METRICS), p75: number(), samples: integer({ minimum: 0 }) }),
);

export const VITALS_SUMMARY = describes<VitalsSummary>()(
  object({
    last_7_days: arrayOf(VITALS_SUMMARY_ROW),
    last_28_days: arrayOf(VITALS_SUMMARY_ROW),
    retention_days: integer({ minimum: 0 }),
  }),
);

const TODAY_FIELDS = {
  id: integer(),
  kind: oneOfWords(TODAY_KINDS),
  doctor: nullable(object({ id: integer(), name: string() })),
  from: nullable(day()),
  to: nullable(day()),
  session_start: nullable(string({ pattern: '^\\d{2}:\\d{2}$' })),
  minutes: nullable(integer({ minimum: 1 })),
  emergency: nullable(oneOfWords(EMERGENCY_STATES)),
  note: nullable(string()),
  set_at: dateTime(),
  expires_at: dateTime(),
};

export const TODAY_ITEM = describes<TodayItem>()(object(TODAY_FIELDS));
const AFFECTED_BOOKING = describes<AffectedBooking>()(
  object({
    reference: string(),
    doctor: string(),
    date: day(),
    start: string(),
    token: integer({ minimum: 1 }),
    name: string(),
    phone: string(),
  }),
);

export const TODAY_DESK_ITEM = describes<TodayDeskItem>()(
  object({ ...TODAY_FIELDS, set_by: nullable(string()) }, { affected: arrayOf(AFFECTED_BOOKING) }),
);

const DESK_BOOKING = describes<DeskBooking>()(
  object({
    id: integer(),
    reference: string(),
    token: integer({ minimum: 1 }),
    status: oneOfWords(BOOKING_STATUSES),
    name: string(),
    phone: string(),
    abha: nullable(string()),
    report_from: string(),
    report_to: string(),
    moves: integer({ minimum: 0 }),
    language: oneOfWords(LANGUAGES),
    created_at: dateTime(),
  }),
);

export const DESK_DAY = describes<DeskDay>()(
  object({
    date: day(),
    day: oneOfWords(WEEKDAYS),
    sessions: arrayOf(
      object(
        {
          doctor: object({ id: integer(), name: string() }),
          start: string(),
          end: string(),
          branch: string(),
          places: integer({ minimum: 0 }),
          bookings: arrayOf(DESK_BOOKING),
        },
        { closed: constant(true) },
      ),
    ),
  }),
);

const ESTIMATE_AMOUNTS = describes<EstimateAmounts>()(
  object(
    Object.fromEntries(ESTIMATE_HEADS.map((head) => [head, integer({ minimum: 0 })])) as Record<
      (typeof ESTIMATE_HEADS)[number],
      Schema<number>
    >,
  ),
);

const ESTIMATE_REVISION = describes<EstimateRevision>()(
  object({
    id: integer(),
    number: integer({ minimum: 1 }),
    revised_at: dateTime(),
    revised_by: string(),
    amounts: ESTIMATE_AMOUNTS,
    total: integer({ minimum: 0 }),
    reason: string(),
    due_at: dateTime(),
    family_informed_at: nullable(dateTime()),
    family_informed_by: nullable(string()),
    overdue: boolean(),
  }),
);

export const COST_ESTIMATE = describes<CostEstimate>()(
  object({
    id: integer(),
    reference: string(),
    request: nullable(integer()),
    name: string(),
    phone: string(),
    procedure: string(),
    created_at: dateTime(),
    created_by: nullable(string()),
    amounts: ESTIMATE_AMOUNTS,
    total: integer({ minimum: 0 }),
    revisions: arrayOf(ESTIMATE_REVISION),
  }),
);

const SEARCH_SPAN = describes<SearchSpan>()(object({ text: string(), hit: boolean() }));
const SEARCH_RESULT = describes<SearchResult>()(
  object({
    kind: oneOfWords(SEARCH_KINDS),
    id: integer(),
    title: arrayOf(SEARCH_SPAN),
    excerpt: arrayOf(SEARCH_SPAN),
    path: string(),
    language: oneOfWords(LANGUAGES),
  }),
);
export const SEARCH_ANSWER = describes<SearchAnswer>()(
  object({
    query: string(),
    total: integer({ minimum: 0 }),
    page: integer({ minimum: 1 }),
    results: arrayOf(SEARCH_RESULT),
  }),
);

/**
 * The schema of each GET's answer, by its path in the endpoint table. The compiler asks for every
 * answered GET of the table, and holds each schema to that route's answer type (`Schema<T>` is
 * invariant in T): a route added, or an answer changed, without its schema fails to compile.
 */
export const ANSWER_SCHEMAS: { readonly [P in ApiPath]: Schema<ApiAnswer<P>> } = {
  '/banners/': arrayOf(BANNER),
  '/homeabout/': ABOUT_RESPONSE,
  '/about/': ABOUT_RESPONSE,
  '/users/': arrayOf(USER),
  '/doctors/': DOCTOR_LIST,
  '/news/list/': arrayOf(NEWS_ITEM),
  '/events/list/': arrayOf(HOSPITAL_EVENT),
  '/content/': arrayOf(CONTENT_ENTRY),
  '/public/api/newservices.php': arrayOf(SERVICE),
  '/facilities/': arrayOf(TOPIC),
  '/divisions/': arrayOf(TOPIC),
  '/neurosurgery/': arrayOf(TOPIC),
  '/directors/': arrayOf(DIRECTOR),
  '/reviews/': arrayOf(REVIEW),
  '/site-settings/': SITE_SETTINGS,
  '/home-texts/': HOME_TEXTS,
  '/accessibility-statement/': ACCESSIBILITY_STATEMENT,
  '/packages/': arrayOf(PACKAGE_RATE),
  '/schemes/': arrayOf(SCHEME),
  '/conditions/': arrayOf(CONDITION),
  '/search/': SEARCH_ANSWER,
  '/contact-requests/': CONTACT_REQUEST_QUEUE,
  '/contact-requests/summary/': CONTACT_DESK_SUMMARY,
  '/opd-sessions/': arrayOf(BOOKABLE_SESSION),
  '/bookings/': DESK_DAY,
  '/vitals/summary/': VITALS_SUMMARY,
  '/today/': arrayOf(TODAY_ITEM),
  '/today/desk/': arrayOf(TODAY_DESK_ITEM),
  '/estimates/': arrayOf(COST_ESTIMATE),
};
