/**
 * Messages to the patient about their booking (issue 41, item 6): booked, moved and cancelled
 * reach the hospital's SMS gateway (a local fake started here) as JSON `{to, text}` with its bearer
 * token, in the booking's language, naming the reference, doctor, day, hours, branch, token and
 * reporting window, never the ABHA id; a failed send is tried again, then given up in the log; a
 * dead gateway never delays or fails the booking; without a gateway nothing is sent.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { Booking } from '@hospital/contract';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { hospitalToday, weekdayOf } from '../../src/utils/hospital-day';
import { bookingMessage } from '../../src/api/opd-booking/messages/texts';
import { RELAXED_LIMITS } from './support';

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; text: string };
}

/** The fake gateway: keeps what it accepts; `answer` decides each request's status (0: never answers). */
const gateway = {
  received: [] as Received[],
  attempts: 0,
  answer: (): number => 200,
};
let server: Server;
let gatewayUrl = '';
let cms: RunningCms;
/** Every e-mail the local SMTP server receives: its recipients and raw text. */
const mails: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
const TOKEN = 'fake-gateway-token';

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  gateway.attempts += 1;
  const status = gateway.answer();
  if (status === 0) return; // a gateway that hangs
  if (status === 200) {
    gateway.received.push({
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'],
    });
  }
  response.writeHead(status, { 'Content-Type': 'application/json' }).end('{"echo":"never logged"}');
}

const DAY_MS = 86_400_000;
/** The `n`-th Monday from tomorrow. */
function monday(n: number): string {
  let found = -1;
  for (let offset = 1; offset < 400; offset += 1) {
    const date = new Date(Date.parse(`${hospitalToday(new Date())}T00:00:00Z`) + offset * DAY_MS)
      .toISOString()
      .slice(0, 10);
    if (weekdayOf(date) === 'monday' && (found += 1) === n) return date;
  }
  throw new Error('unreachable');
}

let doctorId = 0;
const phone = '+91 98300-12345';
const book = (extra: Record<string, unknown> = {}) =>
  cms.requestJson<Booking & Record<string, unknown>>('/bookings/', {
    json: { doctor: doctorId, date: monday(0), start: '09:00', name: 'Asha Roy', phone, ...extra },
  });

async function waitFor<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const messageAbout = (reference: string, word: string) =>
  waitFor(() => gateway.received.find((m) => m.body.text.includes(reference) && m.body.text.includes(word)));

/** Every warning and error the CMS logs from now on. */
function captureLog(): string[] {
  const lines: string[] = [];
  for (const level of ['warn', 'error'] as const) {
    const original = cms.strapi.log[level].bind(cms.strapi.log);
    cms.strapi.log[level] = ((message: string) => {
      lines.push(`${level}: ${String(message)}`);
      return original(message);
    }) as (typeof cms.strapi.log)[typeof level];
  }
  return lines;
}

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  cms = await startCms({
    env: {
      ...RELAXED_LIMITS,
      PATIENT_SMS_URL: gatewayUrl,
      PATIENT_SMS_TOKEN: TOKEN,
      PATIENT_MESSAGE_RETRY_SECONDS: '0.2,0.2',
      SITE_URL: 'https://hospital.example',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
      SMTP_FROM: 'website@hospital.example',
      // The mail catcher speaks plain SMTP, as a local one does (production refuses this).
      SMTP_REQUIRE_TLS: 'false',
    },
  });
  const doctor = await cms.strapi.documents('api::doctor.doctor').create({
    data: {
      name: 'Dr. Ananya Sen',
      designation: 'Consultant',
      about: 'Stroke care',
      type: 'doctor',
      is_active: true,
      opd: [{ day: 'monday', start: '09:00', end: '12:00', branch: 'Salt Lake, Kolkata', places: 50 }],
    },
  });
  doctorId = doctor.id as number;
});
afterAll(async () => {
  await cms?.stop();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  gateway.answer = () => 200;
});

describe('messages through the SMS gateway', () => {
  it('sends the booking in English with the token, window and link, never the ABHA id', async () => {
    const booked = await book({ abha: '12-3456-7890-1234' });
    expect(booked.status).toBe(201);
    const { reference, token, report_from, report_to } = booked.body;
    // The page says a message is on its way.
    expect(booked.body.messaged).toBe(true);
    const message = await messageAbout(reference, 'confirmed');
    expect(message.authorization).toBe(`Bearer ${TOKEN}`);
    expect(message.contentType).toBe('application/json');
    expect(message.body.to).toBe('+919830012345');
    const weekday = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${monday(0)}T00:00:00Z`));
    expect(message.body.text).toBe(
      `Booking ${reference} confirmed: Dr. Ananya Sen, ${weekday}, 09:00-12:00, Salt Lake, Kolkata. ` +
        `Token ${token}, report ${report_from}-${report_to}. ` +
        `See, move or cancel: https://hospital.example/booking?ref=${reference}`,
    );
    // Two SMS at most (153 characters each when joined), in the GSM alphabet.
    expect(message.body.text.length).toBeLessThanOrEqual(306);
    expect(message.body.text).toMatch(/^[ -~]+$/);
    expect(message.body.text).not.toMatch(/3456.?7890|Asha/);
  });

  it('tells a Bengali booking that it moved, in Bengali, with its new token and the Bengali page', async () => {
    const booked = await book({ language: 'bn' });
    const moved = await cms.requestJson<Booking>('/bookings/move/', {
      json: { reference: booked.body.reference, phone, date: monday(1), start: '09:00' },
    });
    expect(moved.status).toBe(200);
    const first = await messageAbout(booked.body.reference, 'নিশ্চিত');
    expect(first.body.text).toContain(`https://hospital.example/bn/booking?ref=${booked.body.reference}`);
    const message = await messageAbout(booked.body.reference, 'বদলানো হয়েছে');
    expect(message.body.text).toContain(`টোকেন ${moved.body.token}, ${moved.body.report_from}-${moved.body.report_to}`);
    const day = new Intl.DateTimeFormat('bn-IN-u-nu-latn', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${monday(1)}T00:00:00Z`));
    expect(message.body.text).toContain(day);
  });

  it('tells a Hindi booking that it was cancelled, in Hindi', async () => {
    const booked = await book({ language: 'hi' });
    const cancelled = await cms.requestJson<Booking>('/bookings/cancel/', {
      json: { reference: booked.body.reference, phone },
    });
    expect(cancelled.body.status).toBe('cancelled');
    const message = await messageAbout(booked.body.reference, 'रद्द:');
    expect(message.body.text).toContain(`बुकिंग ${booked.body.reference} रद्द: Dr. Ananya Sen`);
    expect(message.body.text).toContain(`https://hospital.example/hi/booking?ref=${booked.body.reference}`);
  });

  it('tries again after the gateway fails once, and the message arrives once', async () => {
    const log = captureLog();
    let failures = 1;
    gateway.answer = () => (failures-- > 0 ? 502 : 200);
    const booked = await book();
    expect(booked.status).toBe(201);
    await messageAbout(booked.body.reference, 'confirmed');
    expect(gateway.received.filter((m) => m.body.text.includes(booked.body.reference))).toHaveLength(1);
    expect(log.join('\n')).toContain(
      `warn: Patient message (booked, SMS gateway) for booking ${booked.body.reference} failed (attempt 1): the gateway answered 502; retrying in 0.2 s.`,
    );
  });

  it('gives up after the configured retries, saying so in the log, while the booking stands', async () => {
    const log = captureLog();
    gateway.answer = () => 503;
    const attemptsBefore = gateway.attempts;
    const booked = await book();
    expect(booked.status).toBe(201);
    const given = await waitFor(() =>
      log.find((line) => line.startsWith('error:') && line.includes(booked.body.reference)),
    );
    expect(given).toBe(
      `error: Patient message (booked, SMS gateway) for booking ${booked.body.reference} not sent after 3 attempts: the gateway answered 503`,
    );
    expect(gateway.attempts - attemptsBefore).toBe(3);
    // Neither the patient's number nor the gateway's answer is logged.
    expect(log.join('\n')).not.toMatch(/98300|never logged/);
    const lookup = await cms.requestJson<Booking>('/bookings/lookup/', {
      json: { reference: booked.body.reference, phone },
    });
    expect(lookup.body.status).toBe('booked');
  });

  it('answers the booking at once while the gateway hangs', async () => {
    gateway.answer = () => 0;
    const started = Date.now();
    const booked = await book();
    expect(booked.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    const cancelled = await cms.requestJson<Booking>('/bookings/cancel/', {
      json: { reference: booked.body.reference, phone },
    });
    expect(cancelled.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('also e-mails the booking when it gives an address, and only then', async () => {
    const booked = await book({ email: 'asha.roy@mail.example' });
    expect(booked.status).toBe(201);
    // The answer never carries the address.
    expect(JSON.stringify(booked.body)).not.toContain('asha.roy');
    const mail = await waitFor(() => mails.find((m) => m.raw.includes(booked.body.reference)));
    expect(mail.to).toEqual(['asha.roy@mail.example']);
    expect(mail.raw).toContain(`Subject: Booking ${booked.body.reference} confirmed`);
    await messageAbout(booked.body.reference, 'confirmed');
    const withoutAddress = await book();
    await messageAbout(withoutAddress.body.reference, 'confirmed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mails.filter((m) => m.raw.includes(withoutAddress.body.reference))).toEqual([]);
  });

  it('refuses a malformed e-mail address on the booking, keeping nothing', async () => {
    const before = await cms.strapi.db.query('api::opd-booking.opd-booking').count({});
    for (const email of ['not an address', 'a@b', `${'x'.repeat(250)}@mail.example`, '<script>@x.example']) {
      const refused = await book({ email });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ email: [expect.any(String)] });
    }
    expect(await cms.strapi.db.query('api::opd-booking.opd-booking').count({})).toBe(before);
  });
});

describe('the message for a session the hospital closed (the hook for the desk)', () => {
  it('names the booking, day and token, and asks the patient to move it or call, in each language', () => {
    const subject = {
      reference: 'BK-7KQ4-M2XD',
      doctor: 'Dr. Ananya Sen',
      date: '2026-12-07',
      start: '09:00',
      end: '12:00',
      branch: 'Salt Lake, Kolkata',
      token: 14,
      report_from: '10:00',
      report_to: '10:30',
    };
    expect(bookingMessage('closed', 'en', subject, 'https://hospital.example')).toEqual({
      subject: 'Booking BK-7KQ4-M2XD: OPD closed',
      text:
        'Booking BK-7KQ4-M2XD: OPD closed: Dr. Ananya Sen, Mon, 7 Dec, 09:00-12:00, Salt Lake, Kolkata. ' +
        'The hospital closed this OPD (token 14). Move it or call the desk: https://hospital.example/booking?ref=BK-7KQ4-M2XD',
    });
    expect(bookingMessage('closed', 'bn', subject, null).text).toContain('ওপিডি বন্ধ');
    expect(bookingMessage('closed', 'bn', subject, null).text).toContain('/bn/booking?ref=BK-7KQ4-M2XD');
    expect(bookingMessage('closed', 'hi', subject, null).text).toContain('ओपीडी बंद');
  });
});

describe('without a gateway', () => {
  it('sends nothing, and the booking is made as before', async () => {
    // The CMS reads its providers at each booking: this one now has none.
    const configured = process.env.PATIENT_SMS_URL;
    delete process.env.PATIENT_SMS_URL;
    try {
      const attemptsBefore = gateway.attempts;
      const booked = await book();
      expect(booked.status).toBe(201);
      // The page says to keep the reference: nothing is on its way.
      expect(booked.body).not.toHaveProperty('messaged');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(gateway.attempts).toBe(attemptsBefore);
    } finally {
      process.env.PATIENT_SMS_URL = configured;
    }
  });

  it('says at start-up how patients are messaged, or that they are not', async () => {
    const { reportPatientMessageSetup } = (await import('../../dist/src/api/opd-booking/messages/send.js')) as {
      reportPatientMessageSetup: (strapi: unknown, env: Record<string, string>) => void;
    };
    const lines: string[] = [];
    const strapi = {
      log: { info: (line: string) => lines.push(`info: ${line}`), warn: (line: string) => lines.push(`warn: ${line}`) },
    };
    reportPatientMessageSetup(strapi, {});
    reportPatientMessageSetup(strapi, {
      PATIENT_SMS_URL: 'https://sms.example/send?key=x',
      PATIENT_SMS_TOKEN: 't',
      SMTP_HOST: 'smtp.example',
    });
    expect(lines).toEqual([
      'warn: Bookings: no SMS or WhatsApp messages will be sent (PATIENT_SMS_URL not set); no e-mail (SMTP_HOST not set). The booking page tells patients to keep their reference.',
      'info: Bookings: patients are messaged through the SMS gateway at https://sms.example, and e-mail through smtp.example when the booking gives an address.',
    ]);
  });
});
