/** Requests against the legacy API of a running CMS, with global fetch. */

export interface RequestOptions {
  method?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data (see `formData()` and `imageFile()`). */
  form?: FormData;
  headers?: Record<string, string>;
}

export interface JsonResponse<T> {
  status: number;
  headers: Headers;
  /** The parsed body; `undefined` when there is none (204). */
  body: T;
}

export interface Requester {
  /** `path` is relative to the API base, as in docs/API.md: `request('/news/list/')`. A full URL is used as is. */
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** As `request`, then parses the body as JSON (fails the test with the raw text when it is not JSON). */
  requestJson<T = unknown>(path: string, options?: RequestOptions): Promise<JsonResponse<T>>;
}

export function createRequester(apiUrl: string): Requester {
  const request = (path: string, { method, token, json, form, headers = {} }: RequestOptions = {}) => {
    const target = /^https?:\/\//.test(path) ? path : `${apiUrl}${path}`;
    const allHeaders: Record<string, string> = { ...headers };
    if (token) allHeaders.Authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (json !== undefined) {
      allHeaders['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      body = form; // fetch sets the multipart boundary itself
    }
    return fetch(target, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers: allHeaders, body });
  };

  return {
    request,
    async requestJson<T>(path: string, options?: RequestOptions): Promise<JsonResponse<T>> {
      const response = await request(path, options);
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        throw new Error(
          `${options?.method ?? 'GET'} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`,
        );
      }
      return { status: response.status, headers: response.headers, body: body as T };
    },
  };
}

/** Multipart fields: strings, or files (one or repeated, e.g. `extra_images`). */
export function formData(fields: Record<string, string | File | File[] | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}
