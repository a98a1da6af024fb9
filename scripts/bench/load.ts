import autocannon from 'autocannon';

/** One autocannon run, reduced to what the report prints. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than the expected status class. */
  errors: number;
  /** The same, itemised when there are any. */
  errorDetail: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Paths each connection cycles through (default: the URL's own). */
  paths?: string[];
  /** The answers that count as success: 2xx by default, 3xx for revalidation. */
  expect?: '2xx' | '3xx';
}

export async function load({
  url,
  connections,
  seconds,
  headers,
  paths,
  expect = '2xx',
}: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: paths?.map((path) => ({ method: 'GET' as const, path })),
  });
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (answered - result[expect]),
    errorDetail: `${result.errors} connection errors, ${result.timeouts} timeouts, ${answered - result[expect]} answers other than ${expect}`,
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}
