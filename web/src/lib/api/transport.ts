import { NetworkError } from './errors';

export interface RawResponse {
  status: number;
  body: unknown;
}

export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  /** Fraction 0..1 of the request body sent; only XMLHttpRequest reports upload progress. */
  onUploadProgress?: (fraction: number) => void;
  /** A successful answer's body as a Blob (a patient's report), not as text or JSON. */
  binary?: boolean;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function sendWithFetch(request: TransportRequest): Promise<RawResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(cause);
  }
  if (request.binary && response.ok) return { status: response.status, body: await response.blob() };
  const text = await response.text();
  return { status: response.status, body: parseBody(text, response.headers.get('content-type')) };
}

function sendWithXhr(request: TransportRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      request.onUploadProgress?.(1);
      resolve({ status: xhr.status, body: parseBody(xhr.responseText, xhr.getResponseHeader('content-type')) });
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });
}

export function send(request: TransportRequest): Promise<RawResponse> {
  return request.onUploadProgress ? sendWithXhr(request) : sendWithFetch(request);
}
