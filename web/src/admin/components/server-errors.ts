import { ApiError, SESSION_EXPIRED_MESSAGE } from '../../lib/api';

/** The client gave up on the session (refresh refused): the session dialog says so, forms need not. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.detail === SESSION_EXPIRED_MESSAGE;
}

/** detail, else message, else the fallback (the specification's rule for server errors). */
export function describeError(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.describe(fallback) : fallback;
}

export interface FormErrors {
  /** Messages by form field, shown next to the field; the rest of the form is kept. */
  fields: Record<string, string>;
  /** One message for the whole form, or null. */
  form: string | null;
}

export interface FormErrorOptions {
  /** The form's field names, as sent to the server. */
  fields: readonly string[];
  /** File fields that carried a file in this request: a 413 without a field belongs to them. */
  filesSent?: readonly string[];
  /** When the server said nothing usable. */
  fallback: string;
  /** When the server was not reached (defaults to the fallback). */
  network?: string;
}

/**
 * Turns a refused save into messages: the server's field errors next to their fields (a refused
 * image next to the image field), non_field_errors or detail for the form.
 */
export function formErrorsFrom(error: unknown, options: FormErrorOptions): FormErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: options.fallback };
  if (error.isNetworkError) return { fields: {}, form: options.network ?? options.fallback };
  if (isSessionExpired(error)) return { fields: {}, form: null };

  const fields: Record<string, string> = {};
  for (const name of options.fields) {
    const message = error.firstFieldError(name);
    if (message) fields[name] = message;
  }
  const fileField = options.filesSent?.find((name) => !fields[name]);
  if (error.status === 413 && fileField && Object.keys(fields).length === 0)
    fields[fileField] = error.describe('The file is too large (at most 10 MB).');

  const unknownField = Object.keys(error.fieldErrors).find(
    (name) => !options.fields.includes(name) && name !== 'non_field_errors',
  );
  const form =
    error.firstFieldError('non_field_errors') ??
    (Object.keys(fields).length > 0
      ? null
      : (error.detail ??
        error.serverMessage ??
        (unknownField ? `${unknownField}: ${error.fieldErrors[unknownField][0]}` : options.fallback)));
  return { fields, form };
}
