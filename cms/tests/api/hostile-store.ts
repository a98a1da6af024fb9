/**
 * A proxy in front of the test's S3 API (s3rver) that the CMS talks to as its bucket endpoint, and
 * that a test can turn hostile: gone altogether (nothing listens on its port, as when the store or
 * the network is down), hanging up on every request, taking every request and never answering (a
 * store stalled behind a load balancer that still accepts), answering every DELETE with S3's 500
 * InternalError, or cutting the connection of every DELETE. Everything else passes through
 * unchanged (the Host header too, so the request signatures stay valid). It keeps what it saw.
 */
import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * `hang-up`: every connection is cut as it comes (a store that is not there). `silent`: every
 * request is read and never answered, the connection left open (a store that is there but stalled).
 * `pause-bodies`: every answer's body stops for PAUSE_MS after its first bytes, then goes on, as a
 * download does when its reader (the desk, through the CMS) takes its time.
 */
export type StoreMode = 'pass' | 'fail-deletes' | 'cut-deletes' | 'hang-up' | 'silent' | 'pause-bodies';

/** How long `pause-bodies` holds a body: longer than the CMS's 1.5 s limit on a silent store. */
export const PAUSE_MS = 3_000;

export interface SeenRequest {
  method: string;
  /** Without the query (the SDK adds `?x-id=PutObject`). */
  path: string;
  headers: IncomingHttpHeaders;
}

export interface HostileStore {
  /** `http://127.0.0.1:PORT`: the S3_ENDPOINT to give the CMS. */
  readonly url: string;
  mode: StoreMode;
  /** The keys the CMS asked to delete (path-style: `/bucket/key`), one entry per request, retries included. */
  readonly deletes: string[];
  /** Every request that reached it while not hanging up. */
  readonly seen: SeenRequest[];
  /** Stops listening and cuts every open connection: the store is unreachable until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
}

const INTERNAL_ERROR =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>';

export async function startHostileStore(target: string): Promise<HostileStore> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const store = { mode: 'pass' as StoreMode, deletes: [] as string[], seen: [] as SeenRequest[] };

  const server: Server = createServer((req, res) => {
    if (store.mode === 'hang-up') {
      req.socket.destroy();
      return;
    }
    store.seen.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0], headers: req.headers });
    if (store.mode === 'silent') return void req.resume();
    if (req.method === 'DELETE') {
      store.deletes.push(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      if (store.mode === 'fail-deletes') {
        req.resume();
        res.writeHead(500, { 'Content-Type': 'application/xml' }).end(INTERNAL_ERROR);
        return;
      }
      if (store.mode === 'cut-deletes') {
        req.socket.destroy();
        return;
      }
    }
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (store.mode !== 'pause-bodies') return void answer.pipe(res);
        answer.once('data', (first: Buffer) => {
          answer.pause();
          res.write(first);
          setTimeout(() => answer.pipe(res), PAUSE_MS);
        });
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  server.on('connection', (socket: Socket) => {
    if (store.mode === 'hang-up') return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const close = async () => {
    if (!server.listening) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  return Object.assign(store, {
    url: `http://127.0.0.1:${port}`,
    down: close,
    async up() {
      if (server.listening) return;
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    stop: close,
  });
}
