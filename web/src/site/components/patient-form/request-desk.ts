import {
  api,
  ApiError,
  readRefusalCodes,
  type BookableSession,
  type Booking,
  type RefusalCodes,
} from '../../../lib/api';

/**
 * The part of the CMS's answer the patient is shown once it has the form: the reference, and when
 * the desk will call (a request) or the booked visit itself (a booking: token and reporting window).
 */
export interface Receipt {
  reference: string;
  reply_hours?: number;
  /** Without the patient's name: a receipt travels in a cookie (server/patient-requests/receipt-cookie.ts). */
  visit?: BookedVisitShown;
}

/** A booked visit as the page shows it: what the patient needs at the door, not who they are. */
export type BookedVisitShown = Omit<Booking, 'name'>;

/** Where a patient's form goes in the CMS: a request to the desk, or a booking and its management. */
export type DeskEndpoint =
  | '/contact-requests/'
  | '/bookings/'
  | '/bookings/lookup/'
  | '/bookings/move/'
  | '/bookings/cancel/'
  | '/estimates/lookup/';

const isBooking = (answer: object): answer is Booking =>
  'token' in answer && typeof answer.token === 'number' && 'status' in answer && 'doctor' in answer;

/** The receipt in the CMS's answer to a form it took (201, or 200 for one sent before). */
export function receiptOf(answer: unknown): Receipt {
  const taken = typeof answer === 'object' && answer !== null ? answer : {};
  const reference = 'reference' in taken && typeof taken.reference === 'string' ? taken.reference : '';
  if (isBooking(taken)) {
    const { name: _name, ...visit } = taken;
    return { reference, visit };
  }
  const hours = 'reply_hours' in taken && typeof taken.reply_hours === 'number' ? taken.reply_hours : 0;
  return { reference, reply_hours: hours };
}

/** A booking in the CMS's answer (lookup, move, cancel), or undefined when it is not one. */
export const bookingIn = (answer: unknown): Booking | undefined =>
  typeof answer === 'object' && answer !== null && isBooking(answer) ? answer : undefined;

/**
 * Where a request to the desk went wrong, when not in its fields: the site could not be reached
 * (the browser's connection), the CMS could not (or failed), or it answered too late (the
 * request may be stored: sending it again is safe, the same key is stored once).
 */
export type DeskProblem = 'offline' | 'unreachable' | 'timedOut';

/**
 * What a form's action answers, the same with and without JavaScript: the page shows it (the
 * router's action data) in its language.
 */
export interface FormOutcome {
  /** Once the desk has it: the reference and the promised reply time. */
  receipt?: Receipt;
  /** After a refusal, what was typed (a passport number never), to fill the form again. */
  values?: Record<string, string>;
  /** The refusals' codes, which the page words in its language (the rate limit's as `non_field_errors`). */
  codes?: RefusalCodes;
  /** The CMS's English messages for fields it refused without a code (an older CMS). */
  errors?: Record<string, string[]>;
  problem?: DeskProblem;
  /** A refusal not about one field, in the CMS's own words (when it sent no code). */
  message?: string;
  /** A full or closed session refused: the doctor's next open sessions, offered instead. */
  next?: BookableSession[];
  /** A booking found by its reference and phone, or as it stands after a move or a cancel. */
  visit?: Booking;
}

/** A request as the desk takes it: the JSON body, and a report when one was chosen (then multipart). */
export interface DeskRequest {
  endpoint: DeskEndpoint;
  /** The page the form was posted from, with its language (`/bn/contact`). */
  path: string;
  body: Record<string, string | number>;
  files: ReadonlyArray<readonly [string, File]>;
}

/**
 * The desk's answer: taken (its JSON), refused (400, 404, 409, 429...: its body), or a problem on
 * the way.
 */
export type DeskAnswer =
  | { kind: 'received'; answer: unknown }
  | { kind: 'refused'; status: number; body: unknown; retryAfter?: string }
  | { kind: 'failed'; problem: DeskProblem; status: number };

const REFUSALS = new Set([400, 403, 404, 409, 413, 429]);

/**
 * The CMS's answer to a form, the same whichever side sent it. A 409 to a request to the desk is
 * the same form sent before and still being stored (submission keys): too late, not refused; to a
 * booking it is the session full or closed, or the booking past changing.
 */
export function deskAnswerOf(endpoint: DeskEndpoint, status: number, body: unknown, retryAfter?: string): DeskAnswer {
  if (status >= 200 && status < 300) return { kind: 'received', answer: body };
  if (status === 409 && endpoint === '/contact-requests/') return { kind: 'failed', problem: 'timedOut', status: 504 };
  if (REFUSALS.has(status)) return { kind: 'refused', status, body, ...(retryAfter ? { retryAfter } : {}) };
  // A 503 with its code is a refusal the page words (the reports' store did not take the report:
  // nothing was kept); any other 503 is the CMS out of reach.
  if (status === 503 && Object.keys(readRefusalCodes(body)).length > 0) return { kind: 'refused', status, body };
  return { kind: 'failed', problem: status === 504 ? 'timedOut' : 'unreachable', status: status === 504 ? 504 : 502 };
}

/**
 * How a request reaches the desk. The page server hands its own to the router (the CMS asked on
 * the visitor's behalf, the patient sent back with a receipt); in the browser it is the typed client.
 */
export interface RequestDesk {
  send(request: DeskRequest): Promise<DeskAnswer>;
  /**
   * What the action answers once the desk has the request: a redirect (server) or the receipt
   * itself. `back` is the page it was posted from: its `path` (`/bn/contact`) and its `location`
   * in the router's terms (`/contact?doctor=3`: the router adds the language back).
   */
  received(receipt: Receipt, back: { path: string; location: string }): Response | FormOutcome;
}

/** A request with a report goes as multipart, every field as text beside the file. */
export function multipartOf({ body, files }: Pick<DeskRequest, 'body' | 'files'>): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) form.append(field, String(value));
  for (const [field, file] of files) form.append(field, file);
  return form;
}

const sentIn = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The browser's way to the desk: the typed client, through the site's /api passage. */
export const browserDesk: RequestDesk = {
  async send({ endpoint, body, files }) {
    try {
      return {
        kind: 'received',
        answer: await api.post<unknown>(endpoint, files.length > 0 ? multipartOf({ body, files }) : body),
      };
    } catch (error) {
      if (!(error instanceof ApiError) || error.isNetworkError)
        return { kind: 'failed', problem: 'offline', status: 0 };
      return deskAnswerOf(endpoint, error.status, error.body);
    }
  },
  received: (receipt) => ({ receipt }),
};

/** The browser's desk, holding "Sending" for at least `ms` (the contact form's fixed 2 s). */
export function browserDeskTaking(ms: number): RequestDesk {
  return {
    ...browserDesk,
    send: async (request) => (await Promise.all([browserDesk.send(request), sentIn(ms)]))[0],
  };
}

/** The CMS's field errors, kept only as text lists (never echoed as anything else). */
function fieldErrorsOf(answer: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (typeof answer !== 'object' || answer === null) return errors;
  for (const [field, messages] of Object.entries(answer)) {
    // (A booking's refusal also carries `next`, a list of sessions: no field's messages.)
    const texts = Array.isArray(messages) ? messages.filter((item): item is string => typeof item === 'string') : [];
    if (texts.length > 0) errors[field] = texts;
  }
  return errors;
}

/** The open sessions a full or closed session's refusal offers instead (a BookingConflict's `next`). */
function nextSessionsOf(answer: unknown): BookableSession[] {
  const next = typeof answer === 'object' && answer !== null && 'next' in answer ? answer.next : undefined;
  return Array.isArray(next)
    ? next.filter(
        (item): item is BookableSession =>
          typeof item === 'object' && item !== null && typeof (item as BookableSession).date === 'string',
      )
    : [];
}

function detailOf(answer: unknown): string | undefined {
  const detail = typeof answer === 'object' && answer !== null && 'detail' in answer ? answer.detail : undefined;
  return typeof detail === 'string' ? detail : undefined;
}

/** A refusal by the CMS as the page words it: field errors and codes, or its rate limit with the wait. */
export function refusalOutcome(status: number, body: unknown, values: Record<string, string>): FormOutcome {
  const errors = fieldErrorsOf(body);
  const codes = readRefusalCodes(body);
  // A rate limit is one whatever the CMS said of it (an older one sent no code).
  if (status === 429 && !codes.non_field_errors?.length) codes.non_field_errors = [{ code: 'rate_limited' }];
  const message = detailOf(body);
  const next = nextSessionsOf(body);
  return {
    values,
    codes,
    errors,
    ...(message && Object.keys(errors).length === 0 ? { message } : {}),
    ...(next.length > 0 ? { next } : {}),
  };
}
