/**
 * Grading the shipped nginx with Mozilla's HTTP Observatory on this machine: a test TLS certificate
 * made for the test (openssl), a stand-in for the TLS terminator the deployment puts in front of
 * nginx (docs/DEPLOYMENT.md), and the Observatory run in a process that trusts that certificate
 * (observatory-scan.mjs).
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/paths';

export interface TestCertificate {
  certFile: string;
  keyFile: string;
}

/** A self-signed certificate for `localhost`, valid for a day, written into `dir`. */
export function makeTestCertificate(dir: string): TestCertificate {
  const certFile = join(dir, 'localhost.crt');
  const keyFile = join(dir, 'localhost.key');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the test certificate: ${made.stderr}`);
  return { certFile, keyFile };
}

export interface TlsTerminator {
  httpPort: number;
  httpsPort: number;
  stop(): Promise<void>;
}

/**
 * What the deployment's load balancer does: HTTPS (with the test certificate) and plain HTTP, each
 * passed to nginx as HTTP with X-Forwarded-Proto saying which the visitor used. The test's ports
 * stand for 80 and 443: a browser names neither in Host, so the plain-HTTP side names the HTTPS
 * port in the Host it passes on, and nginx's redirect to HTTPS reaches this terminator's HTTPS side.
 */
export async function startTlsTerminator(nginxPort: number, certificate: TestCertificate): Promise<TlsTerminator> {
  let httpsPort = 0;
  const forward = (proto: 'http' | 'https') => (visitor: IncomingMessage, answer: ServerResponse) => {
    const host = proto === 'https' ? (visitor.headers.host ?? 'localhost') : `localhost:${httpsPort}`;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: nginxPort,
        method: visitor.method,
        path: visitor.url,
        headers: { ...visitor.headers, host, 'x-forwarded-proto': proto, 'x-forwarded-for': '127.0.0.1' },
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.rawHeaders);
        response.pipe(answer);
      },
    );
    upstream.on('error', () => answer.writeHead(502).end());
    visitor.pipe(upstream);
  };
  const secure = createHttpsServer(
    { cert: readFileSync(certificate.certFile), key: readFileSync(certificate.keyFile) },
    forward('https'),
  );
  const plain = createHttpServer(forward('http'));
  const listen = (server: Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  httpsPort = await listen(secure);
  const httpPort = await listen(plain);
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { httpPort, httpsPort, stop: async () => void (await Promise.all([close(secure), close(plain)])) };
}

export interface ObservatoryGrade {
  grade: string;
  score: number;
  statusCode: number;
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
  error?: string;
}

/**
 * The Observatory's grade of https://localhost:<httpsPort>/ (and its http://localhost:<httpPort>/).
 * Run asynchronously: the terminator answering it lives in this process.
 */
export async function observatoryGrade(
  terminator: TlsTerminator,
  certificate: TestCertificate,
): Promise<ObservatoryGrade> {
  const run = await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'tests', 'ops', 'support', 'observatory-scan.mjs'),
      'localhost',
      String(terminator.httpPort),
      String(terminator.httpsPort),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.certFile },
      timeout: 120_000,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  const lastLine = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(lastLine) as ObservatoryGrade;
  } catch {
    throw new Error(`The Observatory did not answer: ${run.stdout}\n${run.stderr}`);
  }
}
