import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Every header line as sent, lower-cased names: duplicates stay visible. */
  rawHeaders: [string, string][];
  /** The body exactly as it came over the wire (not decompressed). */
  body: Buffer;
}

/** A plain HTTP request without fetch's conveniences: no automatic decompression, duplicates visible. */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { Connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const rawHeaders: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          rawHeaders.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The values of one header, however many times it was sent. */
export function headerValues(response: RawResponse, name: string): string[] {
  return response.rawHeaders.filter(([key]) => key === name.toLowerCase()).map(([, value]) => value);
}
