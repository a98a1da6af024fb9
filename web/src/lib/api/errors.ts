/** Field errors in the legacy shape: `{field: ["message"]}` or `{non_field_errors: [...]}`. */
export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call becomes an ApiError: `status` 0 means the server was not reached.
 * It keeps what the server said (`detail`, `message`, field errors) so screens can show it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallback = `Request failed with status ${status}`) {
    const { detail, message, fieldErrors } = readErrorBody(body);
    super(detail ?? message ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.serverMessage = message;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The first message for the first of `fields` that has one. */
  firstFieldError(...fields: string[]): string | undefined {
    for (const field of fields) {
      const messages = this.fieldErrors[field];
      if (messages && messages.length > 0) return messages[0];
    }
    return undefined;
  }

  /** detail, else message, else the given fallback: the spec's rule for showing server errors. */
  describe(fallback: string): string {
    return this.detail ?? this.serverMessage ?? fallback;
  }
}

export class NetworkError extends ApiError {
  constructor(cause?: unknown) {
    super(0, null, 'Network error');
    this.name = 'NetworkError';
    if (cause !== undefined) this.cause = cause;
  }
}

function readErrorBody(body: unknown): { detail?: string; message?: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { fieldErrors };
  const record = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) fieldErrors[key] = value;
  }
  return {
    detail: typeof record.detail === 'string' ? record.detail : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
    fieldErrors,
  };
}
