/**
 * A new contact request is announced to the desk by e-mail through Strapi's email plugin and its
 * nodemailer provider: the notice reaches a real SMTP server (started here), carries the reference
 * and the link to the desk but not the patient's message, and a server that is down neither delays
 * nor fails the patient's submission; the notice is tried again and arrives once the server is back.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { RELAXED_LIMITS } from './support';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const servers: SMTPServer[] = [];
let cms: RunningCms | undefined;

/** A local SMTP server that keeps every message it receives (plain text: no STARTTLS, no AUTH). */
async function startSmtp(port = 0): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  servers.push(server);
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return { port: (server.server.address() as AddressInfo).port, received };
}

/** The message as a reader sees it: quoted-printable soft breaks joined and `=XX` decoded. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A port nothing listens on (taken, then released). */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function deskEnv(port: number): Record<string, string> {
  return {
    ...RELAXED_LIMITS,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_FROM: 'website@hospital.example',
    CONTACT_NOTIFY_TO: 'desk@hospital.example',
    SITE_URL: 'https://hospital.example',
    CONTACT_NOTIFY_RETRY_SECONDS: '1,1,1,1,1',
    // The mail catcher below speaks plain SMTP, as a local one does (production refuses this).
    SMTP_REQUIRE_TLS: 'false',
  };
}

afterEach(async () => {
  await cms?.stop();
  cms = undefined;
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

describe('desk notices', () => {
  it('e-mails the desk the reference and a link to the request, never the symptoms', async () => {
    const smtp = await startSmtp();
    cms = await startCms({ env: deskEnv(smtp.port) });
    const sent = await cms.requestJson<{ id: number; reference: string }>('/contact-requests/', {
      json: { name: 'Asha Roy', phone: '+91 98300 00000', message: 'Sudden weakness in my left arm' },
    });
    expect(sent.status).toBe(201);
    const mail = await waitFor(() => smtp.received[0]);
    expect(mail.from).toBe('website@hospital.example');
    expect(mail.to).toEqual(['desk@hospital.example']);
    expect(mail.raw).toContain(`Subject: New contact request ${sent.body.reference}`);
    expect(mail.raw).toContain(`https://hospital.example/admin/contact-requests?search=${sent.body.reference}`);
    expect(mail.raw).not.toContain('weakness');
    expect(mail.raw).not.toContain('Asha');
    expect(smtp.received).toHaveLength(1);
  });

  it('accepts the submission at once while the SMTP server is down, and delivers the notice when it is back', async () => {
    const port = await freePort();
    cms = await startCms({ env: deskEnv(port) });
    const sent = await cms.requestJson<{ reference: string }>('/contact-requests/', {
      json: { name: 'Bimal Das', phone: '033 0000 0000' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.reference).toMatch(/^NH-\d{4,}$/);
    expect(await cms.strapi.db.query('api::contact-request.contact-request').count({})).toBe(1);
    // The first attempt has failed by now (connection refused); the retry finds the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const smtp = await startSmtp(port);
    const mail = await waitFor(() => smtp.received[0]);
    expect(mail.raw).toContain(`Subject: New contact request ${sent.body.reference}`);
  });

  it('sends nothing over a connection that cannot be upgraded to TLS, unless told that it is a local catcher', async () => {
    const smtp = await startSmtp();
    const { SMTP_REQUIRE_TLS: _plain, ...requiringTls } = deskEnv(smtp.port);
    cms = await startCms({ env: { ...requiringTls, CONTACT_NOTIFY_RETRY_SECONDS: '1' } });
    const errors: string[] = [];
    const original = cms.strapi.log.error.bind(cms.strapi.log);
    cms.strapi.log.error = ((message: string) => {
      errors.push(String(message));
      return original(message);
    }) as typeof cms.strapi.log.error;
    const sent = await cms.requestJson<{ reference: string }>('/contact-requests/', {
      json: { name: 'Chandan Pal', phone: '033 0000 0001' },
    });
    expect(sent.status).toBe(201);
    await waitFor(() => errors.find((line) => line.includes(sent.body.reference)));
    expect(errors.join('\n')).toMatch(/STARTTLS/);
    expect(smtp.received).toEqual([]);
  });

  it('says at start-up whether notices will be sent, naming what is missing', async () => {
    const { reportNoticeSetup } = (await import('../../dist/src/api/contact-request/desk/notify.js')) as {
      reportNoticeSetup: (strapi: unknown, env: Record<string, string>) => void;
    };
    const lines: string[] = [];
    const strapi = {
      log: { info: (line: string) => lines.push(`info: ${line}`), warn: (line: string) => lines.push(`warn: ${line}`) },
    };
    reportNoticeSetup(strapi, {});
    reportNoticeSetup(strapi, { SMTP_HOST: 'smtp.example' });
    reportNoticeSetup(strapi, { SMTP_HOST: 'smtp.example', CONTACT_NOTIFY_TO: 'desk@hospital.example' });
    expect(lines).toEqual([
      'warn: Contact requests: no e-mail notices will be sent (SMTP_HOST and CONTACT_NOTIFY_TO not set); the desk sees new requests in /admin only.',
      'warn: Contact requests: no e-mail notices will be sent (CONTACT_NOTIFY_TO not set); the desk sees new requests in /admin only.',
      'info: Contact requests: new-request notices go to desk@hospital.example through smtp.example.',
    ]);
  });

  it('sends nothing without SMTP settings, and the form still works', async () => {
    cms = await startCms({ env: RELAXED_LIMITS });
    const sent = await cms.requestJson('/contact-requests/', { json: { name: 'No Mail', phone: '1' } });
    expect(sent.status).toBe(201);
  });
});
