import { api, ApiError, readRefusalCodes, type ContactRequest, type RefusalCodes } from '../../../lib/api';

/** The part of the CMS's answer the patient is shown: the reference and when the desk will call. */
export type Receipt = Pick<ContactRequest, 'reference' | 'reply_hours'>;

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
}

/** A request as the desk takes it: the JSON body, and a report when one was chosen (then multipart). */
export interface DeskRequest {
  /** The page the form was posted from, with its language (`/bn/contact`). */
  path: string;
  body: Record<string, string | number>;
  files: ReadonlyArray<readonly [string, File]>;
}

/** The desk's answer: the request received, refused (400, 429: its body), or a problem on the way. */
export type DeskAnswer =
  | { kind: 'received'; receipt: Receipt }
  | { kind: 'refused'; status: number; body: unknown; retryAfter?: string }
  | { kind: 'failed'; problem: DeskProblem; status: number };

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
  async send({ body, files }) {
    try {
      const receipt = await api.post<ContactRequest>(
        '/contact-requests/',
        files.length > 0 ? multipartOf({ body, files }) : body,
      );
      return { kind: 'received', receipt: { reference: receipt.reference, reply_hours: receipt.reply_hours } };
    } catch (error) {
      if (!(error instanceof ApiError) || error.isNetworkError)
        return { kind: 'failed', problem: 'offline', status: 0 };
      if (error.status === 400 || error.status === 429 || error.status === 413 || error.status === 403)
        return { kind: 'refused', status: error.status, body: error.body };
      return { kind: 'failed', problem: error.status === 504 ? 'timedOut' : 'unreachable', status: error.status };
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
    if (Array.isArray(messages)) errors[field] = messages.filter((item): item is string => typeof item === 'string');
  }
  return errors;
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
  return { values, codes, errors, ...(message && Object.keys(errors).length === 0 ? { message } : {}) };
}
