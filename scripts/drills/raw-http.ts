/**
 * One HTTP request sent exactly as written, over a plain socket: no client library resolves its
 * dot segments, re-encodes its path or refuses its odd headers first, which is the point of the
 * edge drills. The answer's status and body, 'closed' when the server hung up without answering,
 * or 'hang' when nothing came within the time allowed.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number | 'closed' | 'hang';
  body: string;
}

export function sendRaw(
  baseUrl: string,
  requestLine: string,
  headers: Record<string, string> = {},
  { body = '', timeoutMs = 10_000 }: { body?: string; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ status: 'hang', body: '' }), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      finish(
        status
          ? { status: Number(status), body: text.slice(text.indexOf('\r\n\r\n') + 4) }
          : { status: 'closed', body: '' },
      );
    });
    const lines = Object.entries({ Connection: 'close', ...headers })
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `${name}: ${value}`);
    if (!('Host' in headers)) lines.unshift(`Host: ${hostname}:${port}`);
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(`${requestLine} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}
