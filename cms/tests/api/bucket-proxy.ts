import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A hostile stand-in for a bucket's address, in front of s3rver: it passes requests on unchanged
 * (the Host header too, which the signature covers), or answers 500 to every DELETE, or hangs up on
 * every request as an unreachable store would. It keeps what it saw, for the tests to judge.
 */
export type BucketProxyMode = 'pass' | 'refuse-deletes' | 'down';

export interface SeenRequest {
  method: string;
  /** Without the query (the SDK adds `?x-id=PutObject`). */
  path: string;
  headers: IncomingHttpHeaders;
}

export interface BucketProxy {
  /** `http://127.0.0.1:PORT`, given to the CMS as S3_ENDPOINT. */
  url: string;
  mode: BucketProxyMode;
  seen: SeenRequest[];
  stop(): Promise<void>;
}

const INTERNAL_ERROR =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>';

export async function startBucketProxy(target: string): Promise<BucketProxy> {
  const upstream = new URL(target);
  const proxy: BucketProxy = { url: '', mode: 'pass', seen: [], stop: async () => undefined };
  const server = createServer((incoming, answer) => {
    if (proxy.mode === 'down') {
      incoming.socket.destroy();
      return;
    }
    proxy.seen.push({
      method: incoming.method ?? '',
      path: (incoming.url ?? '').split('?')[0],
      headers: incoming.headers,
    });
    if (proxy.mode === 'refuse-deletes' && incoming.method === 'DELETE') {
      answer.writeHead(500, { 'Content-Type': 'application/xml' }).end(INTERNAL_ERROR);
      return;
    }
    const onward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    onward.on('error', () => answer.destroy());
    incoming.pipe(onward);
  });
  server.on('connection', (socket) => {
    if (proxy.mode === 'down') socket.destroy();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.stop = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  return proxy;
}
