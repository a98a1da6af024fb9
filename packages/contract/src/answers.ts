/**
 * The legacy API's answers, as the CMS sends them and the site reads them (docs/API.md). The CMS's
 * shape functions are typed against these, so an answer that drifts from what the site expects
 * fails to compile on the CMS side.
 */

export type IsoDate = string;

/**
 * What a public answer read in Bengali or Hindi (`?locale=bn` or `hi`) adds to each record: whether
 * any of its words are still the English ones (a field that holds words in English has none in
 * the language, or the entry has no version in it at all), so the page can say so in its
 * language. Absent from every answer read without `?locale` (or with `en`), which stays as it was.
 */
export interface InLanguage {
  partly_english?: boolean;
}
/** An absolute URL or a root-relative `/uploads/...` path. */
export type ImageRef = string | null;
/** The Media Library's alternative text of an image (the CMS's `<field>_alt`); null or absent when the editor gave none, and the site uses its own words. */
export type ImageAlt = string | null;
/** One smaller copy the CMS made of an uploaded picture: its address and its size in pixels. */
export interface ImageCopy {
  url: string;
  width: number;
  height: number;
}
/**
 * What the CMS stored for an uploaded picture (the CMS's `<field>_sizes`, beside `<field>_alt`): the
 * original's size in pixels and the smaller copies it made, narrowest first, each with its own
 * address (never derived from the original's name). Null or absent for a picture the CMS did not
 * store, or one it could not measure: the site then offers the original alone.
 */
export interface ImageSizes {
  width: number;
  height: number;
  smaller: ImageCopy[];
}

export interface Banner extends InLanguage {
  id: string;
  main_heading: string;
  sub_heading: string;
  banner_image: ImageRef;
  banner_image_alt?: ImageAlt;
  banner_image_sizes?: ImageSizes | null;
  created_at: IsoDate;
}

export interface AboutBlock extends InLanguage {
  title: string;
  description: string;
  image: ImageRef;
  image_alt?: ImageAlt;
  image_sizes?: ImageSizes | null;
}

export type AboutResponse = { status: true; data: AboutBlock } | { status: false; data: null };
export interface AboutSaveResponse {
  status: boolean;
  data: AboutBlock | null;
  message: string;
}

export type DoctorType = 'doctor' | 'medical_officer';
export const DOCTOR_TYPES: readonly DoctorType[] = ['doctor', 'medical_officer'];

/** The doctor finder's specialties (the CMS schema's enumeration). */
export type DoctorSpecialty =
  'neurology' | 'neurosurgery' | 'neuro_critical_care' | 'neuro_rehabilitation' | 'paediatric_neurology';

/** The days of an OPD session, in the week's order (Monday first, as the hospital's notices list them). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One weekly out-patient session of a doctor: `start` and `end` as `HH:MM` (24-hour, India time).
 * `places`: how many patients may book each date of it (1 to MAX_SESSION_PLACES); absent or null,
 * the session is not booked online and the doctor is asked for by an appointment request, as before.
 */
export interface OpdSession {
  day: Weekday;
  start: string;
  end: string;
  branch: string;
  places?: number | null;
}

export interface Doctor extends InLanguage {
  id: number;
  name: string;
  designation: string;
  /** State medical council or NMC registration number; absent from older answers, null when not set. */
  registration_no?: string | null;
  /**
   * The doctor's ID on the national Healthcare Professionals Registry (HPR): 14 digits; absent
   * from older answers, null when not given.
   */
  hpr_id?: string | null;
  /** The weekly OPD hours, Monday first then by start time; absent from older answers. */
  opd?: OpdSession[];
  /** Absent from older answers; null when not set. */
  specialty?: DoctorSpecialty | null;
  about: string | null;
  details: string | null;
  image: ImageRef;
  image_alt?: ImageAlt;
  image_sizes?: ImageSizes | null;
  /** Older records carried the photo here; the client falls back to it. */
  url?: ImageRef;
  twitter: string | null;
  fb: string | null;
  insta: string | null;
  linkedin: string | null;
  type: DoctorType;
  is_active: boolean;
  created_at: IsoDate;
  /** When an editor last changed it (the sitemap's `lastmod`). */
  updated_at: IsoDate;
}

export interface Paged<T> {
  count: number;
  results: T[];
  next: string | null;
  previous: string | null;
}

export type DoctorList = Doctor[] | Paged<Doctor>;

export type UserRole = 'admin' | 'user';

export interface User {
  id: number;
  email: string;
  role: UserRole;
  is_active: boolean;
  created_at: IsoDate;
}

/** A fresh access token and the rotated refresh token (POST /token/refresh/). */
export interface TokenPair {
  access: string;
  refresh: string;
}

export interface LoginResponse {
  tokens: TokenPair;
  user: { id: number; email: string; role: UserRole };
}

/** POST /signup/: the account made. */
export interface SignupResponse {
  user: User;
}

export interface NewsItem extends InLanguage {
  id: number;
  title: string;
  description: string;
  image: ImageRef;
  image_alt?: ImageAlt;
  image_sizes?: ImageSizes | null;
  created_at: IsoDate;
  /** When an editor last changed it (the sitemap's `lastmod`). */
  updated_at: IsoDate;
}

export interface EventImage {
  id: number;
  image: string;
  alt?: ImageAlt;
  sizes?: ImageSizes | null;
}

export interface HospitalEvent extends InLanguage {
  id: number;
  title: string;
  description: string;
  main_image: ImageRef;
  main_image_alt?: ImageAlt;
  main_image_sizes?: ImageSizes | null;
  images: EventImage[];
  created_at: IsoDate;
  /** When an editor last changed it (the sitemap's `lastmod`). */
  updated_at: IsoDate;
}

export type ContentType = 'blog' | 'video' | 'review_video';
export const CONTENT_TYPES: readonly ContentType[] = ['blog', 'video', 'review_video'];

export interface ContentEntry extends InLanguage {
  id: string;
  type: ContentType;
  title: string;
  description: string;
  image: ImageRef;
  image_alt?: ImageAlt;
  image_sizes?: ImageSizes | null;
  link: string | null;
  created_at: IsoDate;
  /** When an editor last changed it (the sitemap's `lastmod`). */
  updated_at: IsoDate;
}

export interface Service extends InLanguage {
  id: number;
  heading: string;
  content: string;
  url: ImageRef;
  url_alt?: ImageAlt;
  url_sizes?: ImageSizes | null;
  /** A list, or (older data) a JSON-encoded string of image names or URLs. */
  multiple_img: string[] | string;
  /** The gallery's alternative texts, by position. */
  multiple_img_alt?: ImageAlt[];
  /** The gallery's pictures' sizes, by position. */
  multiple_img_sizes?: Array<ImageSizes | null>;
  /** When an editor last changed it (the sitemap's `lastmod`). */
  updated_at: IsoDate;
}

/**
 * The languages of the site and of its public answers: English (the default, and every answer
 * without `?locale`), Bengali and Hindi. A public read's `?locale=` and a contact request's
 * `language` take one of these.
 */
export const LANGUAGES = ['en', 'bn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Gender = 'male' | 'female' | 'other';

/**
 * What a patient can ask the desk for, one queue for all: `contact` (the contact form, and any
 * request sent without a `type`), `appointment` (a named doctor on a preferred OPD day), `feedback`
 * (a compliment, suggestion or complaint; name and phone optional), `estimate` (the cost of a
 * procedure, with an optional report), `visa` (a medical-visa invitation letter). A new kind
 * of request is one more value here and one more reader in the CMS (desk/request-types.ts).
 */
export const REQUEST_TYPES = ['contact', 'appointment', 'feedback', 'estimate', 'visa'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** What a patient's feedback is (`type: "feedback"`). */
export const FEEDBACK_KINDS = ['compliment', 'suggestion', 'complaint'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export interface ContactRequestInput {
  /** Absent: `contact`. */
  type?: RequestType;
  name: string;
  phone: string;
  email?: string;
  gender?: Gender;
  age?: number;
  message?: string;
  /** Appointment: the doctor's id. */
  doctor?: number;
  /** Appointment: `YYYY-MM-DD`, one of the doctor's OPD days, today to 60 days ahead. */
  preferred_date?: string;
  /** Feedback: required, with `message`; `name` and `phone` are optional then. */
  kind?: FeedbackKind;
  /** Estimate: required, the procedure or treatment the family asks the cost of. */
  procedure?: string;
  /** Estimate or visa: the department (a visa request names this or `doctor`). */
  department?: string;
  /** Visa: the patient's name as printed on the passport. */
  passport_name?: string;
  /** Visa: required; stored encrypted, never answered to the patient. */
  passport_no?: string;
  /** Visa: required. */
  nationality?: string;
  /** Visa: 0 to 2 attendants travelling with the patient. */
  attendants?: number;
  /** The language the patient wrote in (the page's); absent: `en`. */
  language?: Language;
}

export const CONTACT_STATUSES = ['new', 'contacted', 'scheduled', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** How a call to the patient went, as the desk records it in the call log. */
export const CALL_OUTCOMES = ['reached', 'no_answer', 'call_back', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/**
 * One entry of a request's call log: appended by `PATCH /contact-requests/{id}/` with `log` (what
 * was said) and/or `outcome`, never changed afterwards. A request from before the log existed shows
 * its one note as its first entry (`by` and `at` are then who saved the request last, and when).
 */
export interface CallLogEntry {
  /** The admin's e-mail. */
  by: string | null;
  at: IsoDate | null;
  outcome: CallOutcome | null;
  /** What was said or agreed. */
  text: string | null;
}

export interface ContactRequest extends Required<Pick<ContactRequestInput, 'name' | 'phone'>> {
  id: number;
  type: RequestType;
  /** Appointment: the doctor asked for (null for other types, or once that doctor is deleted). */
  doctor: { id: number; name: string } | null;
  /** Appointment: `YYYY-MM-DD`. */
  preferred_date: string | null;
  /** Feedback: what it is; null for other types. (Anonymous feedback answers `name` and `phone` as "".) */
  kind: FeedbackKind | null;
  /** Estimate: the procedure asked about. */
  procedure: string | null;
  /** Estimate or visa: the department named. */
  department: string | null;
  /**
   * Estimate: where an admin reads the attached report (`/api/contact-requests/{id}/report/`, an
   * admin's token required); null without a report, and always null in the answer to the patient.
   */
  report_url: string | null;
  /** Visa: the name as on the passport. */
  passport_name: string | null;
  /**
   * Visa: the passport number: never in the answer to the patient (null), the last four only in the
   * desk's lists (`••••1234`), whole in `GET /contact-requests/{id}/` to an admin.
   */
  passport_no: string | null;
  nationality: string | null;
  attendants: number | null;
  /** Read over the phone by the patient, e.g. NH-0042. */
  reference: string | null;
  /** The language the patient wrote in, so the desk answers in it. */
  language: Language;
  email: string | null;
  gender: Gender | null;
  age: number | null;
  message: string | null;
  status: ContactStatus;
  /** The desk's one internal note from before the call log (read-only now; also `call_log[0]`). */
  note: string | null;
  /** The desk's calls, oldest first; never shown to the patient (an empty list in their answer). */
  call_log: readonly CallLogEntry[];
  handled_by: string | null;
  handled_at: IsoDate | null;
  /** The reply the form promised, in hours, and the moment it falls due. */
  reply_hours: number;
  reply_by: IsoDate;
  /** Still `new` after `reply_by`. */
  overdue: boolean;
  created_at: IsoDate;
}

/**
 * A facility, neurology division or neurosurgery service (/facilities/, /divisions/,
 * /neurosurgery/): the specification's id, heading, content, url, multiple_img, plus each
 * picture's Media Library alternative text (null when the editor left it empty).
 */
export interface Topic extends InLanguage {
  id: number;
  heading: string;
  /** Paragraphs, in reading order. */
  content: string[];
  url: ImageRef;
  url_alt: string | null;
  url_sizes?: ImageSizes | null;
  /** The gallery ("More From This ..."). */
  multiple_img: string[];
  multiple_img_alt: Array<string | null>;
  multiple_img_sizes?: Array<ImageSizes | null>;
  /** When an editor last changed it (the sitemap's `lastmod`). */
  updated_at: IsoDate;
}

/** A member of the board (/directors/): the specification's id, name, heading (role), url, sms. */
export interface Director extends InLanguage {
  id: number;
  name: string;
  heading: string;
  url: ImageRef;
  url_alt: string | null;
  url_sizes?: ImageSizes | null;
  /** The director's message, as paragraphs. */
  sms: string[];
}

/** A testimonial of the home page's reviews carousel (/reviews/). */
export interface Review extends InLanguage {
  id: number;
  name: string;
  /** Patient, a relative, or a visiting specialist. */
  position: string;
  feedback: string;
  image: ImageRef;
  image_alt: string | null;
  image_sizes?: ImageSizes | null;
}

/** A phone number as printed, and its digits with the country code (no plus sign). */
export interface PhoneNumberEntry {
  display: string;
  digits: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';

/** The grievance officer named on /feedback: a name and at least one of a phone number and an e-mail. */
export interface GrievanceOfficer {
  name: string;
  phone: PhoneNumberEntry | null;
  email: string | null;
}

/** Every way to reach the hospital (/site-settings/). Addresses are lists of lines. */
export interface SiteSettings extends InLanguage {
  main_address: string[];
  branch_name: string;
  branch_address: string[];
  branch_phones: [PhoneNumberEntry, PhoneNumberEntry];
  main_mobile: PhoneNumberEntry;
  hr_mobile: PhoneNumberEntry;
  landline: PhoneNumberEntry;
  email: string;
  /** Who reviews a complaint the desk did not resolve, and how to reach them; null when not set, absent from older answers. */
  grievance_officer?: GrievanceOfficer | null;
  messaging_app_name: string;
  chat_greeting: string;
  map_embed_url: string;
  social: Array<{ network: SocialNetwork; href: string }>;
  credit: { label: string; href: string } | null;
  /**
   * The hospital's clinical establishment licence number (West Bengal), named in the rate file
   * (/rates.json); null when not set, absent from older answers.
   */
  licence_number?: string | null;
  /** The senior official who attests the rate file (/rates.json), as entered in the panel; null when not set. */
  rates_attester_name?: string | null;
  /** The licence number and attester are the seeded demo values, not the hospital's: the rate file says so. */
  demo_licence_and_attester?: boolean;
  /** The hospital's ID on ABDM's Health Facility Registry (HFR): `IN` and 10 letters or digits; null when not set. */
  hfr_id?: string | null;
  /** The hospital's accreditation (NABH, for one) as entered in the panel; null when none is named. */
  accreditation?: Accreditation | null;
  /** The HFR ID and the accreditation are the seeded demo values, not the hospital's: the site says so. */
  demo_registrations?: boolean;
  /**
   * The payment-fraud notice, in the answer's language: how the hospital asks for money, and that
   * its staff never ask for an OTP. Shown on /packages, /estimate and the booking page; null when
   * the editors have not written one, absent from older answers.
   */
  payment_notice?: string | null;
}

/** An accreditation of the hospital: who granted it, its certificate number and until when (`YYYY-MM-DD`). */
export interface Accreditation {
  body: string;
  certificate_number: string | null;
  valid_until: string | null;
}

/** The site's accessibility statement (/accessibility-statement/), edited in Strapi's panel. */
export interface AccessibilityStatement extends InLanguage {
  /** The standard the site meets, e.g. "WCAG 2.2 level AA". */
  standard: string;
  how_tested: string;
  /** One limitation a line; empty when none is known. */
  known_limitations: string[];
  /** `YYYY-MM-DD`. */
  last_reviewed: string;
  updated_at: IsoDate;
}

/**
 * A published package rate (/packages/): West Bengal's Clinical Establishments Amendment (2025)
 * requires package rates on the website. `includes`/`excludes` one item an entry.
 */
export interface PackageRate extends InLanguage {
  id: number;
  title: string;
  /** The department that gives it, as the site names it (e.g. "Neurosurgery"). */
  department: string;
  includes: string[];
  excludes: string[];
  /** Whole rupees. */
  price_inr: number;
  /** `YYYY-MM-DD`, or null when the rate has no end date. */
  valid_until: string | null;
  /** Seeded demo figure, not a rate the hospital has published: the page says so. */
  demo_figure: boolean;
  updated_at: IsoDate;
}

/** What a scheme the hospital accepts is (/schemes/): a government scheme, an insurer, a TPA or an employer's plan. */
export const SCHEME_KINDS = ['government_scheme', 'insurer', 'tpa', 'employer'] as const;
export type SchemeKind = (typeof SCHEME_KINDS)[number];

/** How a card's treatment is paid: the hospital bills the scheme (cashless), the patient pays and claims (reimbursement), or either. */
export const CLAIM_WAYS = ['cashless', 'reimbursement', 'both'] as const;
export type ClaimWay = (typeof CLAIM_WAYS)[number];

/**
 * A scheme, insurer or TPA the hospital accepts (/schemes/, issue 43): what it covers here, how it
 * pays, what to bring and whom to ask, as of a date, since empanelments lapse and change.
 */
export interface Scheme extends InLanguage {
  id: number;
  /** Short and stable (`cghs`): the card finder's `?card=` value. */
  card_key: string;
  name: string;
  kind: SchemeKind;
  /** What it covers at this hospital, one paragraph an entry. */
  covers: string[];
  claim: ClaimWay;
  /** The documents to bring, one an entry. */
  documents: string[];
  help_desk: { phone: PhoneNumberEntry; email: string | null; hours: string | null };
  /** `YYYY-MM-DD`: the day these details were last confirmed. */
  as_of: string;
  /** Seeded demo entry, not an empanelment the hospital has confirmed: the page says so. */
  demo_entry: boolean;
  updated_at: IsoDate;
}

/** The about section's taglines and the 'Why Choose Us' groups (/home-texts/). */
export interface HomeTexts extends InLanguage {
  taglines: string[];
  why_choose_us: Array<{ heading: string; reasons: string[] }>;
}

/** GET /contact-requests/summary/: the dashboard's figures and the desk's rules. */
export interface ContactDeskSummary {
  /** Not closed. */
  open: number;
  /** Still waiting for a first call. */
  new: number;
  overdue: number;
  /** Not closed, by request type (every type present, 0 when none). */
  open_by_type: Record<RequestType, number>;
  reply_hours: number;
  retention_days: number;
}

/**
 * An answer as the CMS builds it today: every field present, including those older answers lacked
 * (optional above so the site still reads them), minus the fields only older servers sent and the
 * language mark (added by the answer in a language, cms/src/legacy/localise.ts).
 */
export type AnswerShape<T, OlderOnly extends keyof T = never> = Required<Omit<T, OlderOnly | keyof InLanguage>>;

/**
 * `GET /api/content-version`: changes whenever an acknowledged write changes public content, on
 * every CMS instance alike (Redis holds it with REDIS_URL). The site server keys its page cache on it.
 */
export interface ContentVersionAnswer {
  version: string;
}

/**
 * One date of a doctor's bookable OPD session (`GET /opd-sessions/?doctor=<id>`): the session's
 * hours and branch on that date, its places and how many are left. `closed`: the hospital closed
 * it that date (the doctor on leave, a holiday): shown, never booked.
 */
export interface BookableSession {
  /** `YYYY-MM-DD`, at the hospital (India time). */
  date: string;
  day: Weekday;
  start: string;
  end: string;
  branch: string;
  places: number;
  left: number;
  closed?: true;
}

/** What a patient sends to book a place (`POST /bookings/`). */
export interface BookingInput {
  /** The doctor's id. */
  doctor: number;
  /** `YYYY-MM-DD`: one of the doctor's bookable session dates (GET /opd-sessions/). */
  date: string;
  /** The session's `start` (`HH:MM`): a doctor may hold two sessions a day. */
  start: string;
  name: string;
  phone: string;
  /** Optional: the booking's messages are also e-mailed here (never answered). */
  email?: string;
  /** Optional: the patient's ABHA number (14 digits) or ABHA address (`name@abdm`). */
  abha?: string;
  /** The language the patient booked in (the page's); absent: `en`. */
  language?: Language;
}

/** What a patient sends to see, cancel or move a booking: never in a URL. */
export interface BookingKey {
  reference: string;
  /** The number the booking was made with, in any spacing or script. */
  phone: string;
}

/** `POST /bookings/move/`: the booking and the new session date of the same doctor. */
export interface BookingMoveInput extends BookingKey {
  date: string;
  start: string;
}

/**
 * Where a booking stands: `booked` (the place is held), `cancelled` (by the patient; the place was
 * freed), and the desk's marks on the day: `arrived`, `no_show`, `seen`.
 */
export const BOOKING_STATUSES = ['booked', 'cancelled', 'arrived', 'no_show', 'seen'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A booking as its patient sees it (201 of `POST /bookings/`, 200 of lookup, move and cancel):
 * "report between `report_from` and `report_to`, token `token`" (reportingWindow(), the same rule
 * on both sides). The phone and the ABHA id are never answered.
 */
export interface Booking {
  /** Unguessable, read over the phone or kept from the page: e.g. `BK-7KQ4-M2XD`. */
  reference: string;
  status: BookingStatus;
  /** The place in the session's queue, 1 to its places. */
  token: number;
  date: string;
  day: Weekday;
  start: string;
  end: string;
  branch: string;
  doctor: { id: number; name: string };
  /** The patient's name as booked. */
  name: string;
  /** `HH:MM`: when to report at the OPD desk. */
  report_from: string;
  report_to: string;
  /** How many more times it may be moved (0: none; a cancelled booking has none). */
  moves_left: number;
  language: Language;
  /** The hospital closed this session date after it was booked (item 5): call the desk or move it. */
  closed?: true;
  /**
   * A message about this booking (made, moved, cancelled) is on its way to the patient's phone: the
   * hospital has an SMS gateway. Absent: nothing is sent, and the page says to keep the reference.
   */
  messaged?: true;
  created_at: IsoDate;
}

/** What the desk marks a booking on its day (`PATCH /bookings/{id}/`); `booked` undoes a mark made by mistake. */
export const ATTENDANCE_MARKS = ['booked', 'arrived', 'no_show', 'seen'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** A booking as the desk lists it on the OPD list: the phone whole, the ABHA id masked. */
export interface DeskBooking {
  id: number;
  reference: string;
  token: number;
  status: BookingStatus;
  name: string;
  phone: string;
  /** The last four of an ABHA number (`••••1234`) or the address's first letters (`as•••@abdm`); null when none. */
  abha: string | null;
  report_from: string;
  report_to: string;
  /** How many times the patient moved it. */
  moves: number;
  language: Language;
  created_at: IsoDate;
}

/** One doctor's session on the desk's day, its bookings (not the cancelled ones) in token order. */
export interface DeskSession {
  doctor: { id: number; name: string };
  start: string;
  end: string;
  branch: string;
  /** The session's places now (0 when it is no longer booked online but still holds bookings). */
  places: number;
  closed?: true;
  bookings: DeskBooking[];
}

/** GET /bookings/?date=YYYY-MM-DD: the OPD list of a day, by doctor's name then start. */
export interface DeskDay {
  date: string;
  day: Weekday;
  sessions: DeskSession[];
}
