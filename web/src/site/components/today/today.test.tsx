/**
 * Today at the hospital on the public site: the strip on the home page and /emergency, and each
 * doctor's card and profile, in the served HTML (no JavaScript needed) and in three languages.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TodayDeskItem } from '@hospital/contract';
import { doctors } from '@hospital/test-support/site/fixtures';
import { api } from '../../../lib/api';
import { setTodayItems } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { servedPage } from '../../../test/served-page';
import { hospitalToday } from '../../../lib/hospital-date';
import { doctorStatuses } from './today-items';

const [ananya, rahul] = doctors;
// 10:00 in Kolkata on Sunday 29 November 2026.
const NOW = new Date('2026-11-29T04:30:00Z');
const TODAY = '2026-11-29';

function item(fields: Partial<TodayDeskItem> & Pick<TodayDeskItem, 'id' | 'kind'>): TodayDeskItem {
  return {
    doctor: null,
    from: null,
    to: null,
    session_start: null,
    minutes: null,
    emergency: null,
    note: null,
    set_at: '2026-11-29T03:00:00.000Z',
    expires_at: '2026-11-29T18:30:00.000Z',
    set_by: 'desk@example.com',
    ...fields,
  };
}

const busy = item({ id: 1, kind: 'emergency', emergency: 'busy', note: 'Expect a wait for non-urgent cases' });
const ananyaOnLeave = item({ id: 2, kind: 'leave', doctor: ananya, from: TODAY, to: '2026-12-03' });
const rahulLate = item({
  id: 3,
  kind: 'late',
  doctor: rahul,
  from: TODAY,
  to: TODAY,
  session_start: '10:00',
  minutes: 30,
});
const holiday = item({ id: 4, kind: 'closed', from: '2026-12-01', to: '2026-12-01', note: 'Guru Nanak Jayanti' });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a doctor's statuses", () => {
  it('are their leave, their late session today and closures of their OPD or of every OPD', () => {
    const items = [busy, ananyaOnLeave, rahulLate, holiday];
    expect(doctorStatuses(items, ananya.id, TODAY)).toEqual([
      { kind: 'leave', from: TODAY, to: '2026-12-03', started: true },
      { kind: 'closed', date: '2026-12-01', start: null, today: false },
    ]);
    expect(doctorStatuses(items, rahul.id, TODAY)).toEqual([
      { kind: 'late', minutes: 30, start: '10:00' },
      { kind: 'closed', date: '2026-12-01', start: null, today: false },
    ]);
    // A late word about tomorrow is not news today.
    expect(doctorStatuses([{ ...rahulLate, from: '2026-11-30', to: '2026-11-30' }], rahul.id, TODAY)).toEqual([]);
  });

  it('count the day in Kolkata: 00:30 there is already tomorrow while it is still yesterday in London', () => {
    expect(hospitalToday(new Date('2026-11-29T19:00:00Z'))).toBe('2026-11-30');
  });
});

describe('the served home page', () => {
  it('carries the strip: the emergency department busy with its note, a holiday, leave and a late OPD', async () => {
    setTodayItems([busy, ananyaOnLeave, rahulLate, holiday]);
    const { body } = await servedPage('/');
    const strip = body.querySelector('section.today-strip');
    expect(strip?.querySelector('h2')?.textContent).toBe('Today at the hospital');
    expect(strip?.textContent).toContain('The emergency department is very busy (Expect a wait for non-urgent cases)');
    expect(strip?.textContent).toContain('All OPDs closed on 1 Dec (Guru Nanak Jayanti)');
    expect(strip?.textContent).toContain(`${ananya.name}: On leave until 3 Dec`);
    expect(strip?.textContent).toContain(`${rahul.name}: OPD today running 30 min late`);
    // The doctors' cards below say it too.
    const cards = [...body.querySelectorAll('.doctor-card')];
    const card = (name: string) => cards.find((c) => c.querySelector('h3')?.textContent === name);
    expect(card(ananya.name)?.querySelector('.doctor-today')?.textContent).toContain('On leave until 3 Dec');
    expect(card(rahul.name)?.querySelector('.doctor-today')?.textContent).toContain('OPD today running 30 min late');
  });

  it('has no strip on a day without news, nor for an emergency department that is normal', async () => {
    setTodayItems([item({ id: 9, kind: 'emergency', emergency: 'normal' })]);
    const { body } = await servedPage('/');
    expect(body.querySelector('.today-strip')).toBeNull();
    expect(body.querySelector('.doctor-today')).toBeNull();
  });

  it('speaks Bengali and Hindi', async () => {
    setTodayItems([busy, ananyaOnLeave, rahulLate]);
    const bengali = (await servedPage('/bn/')).body.querySelector('.today-strip')?.textContent ?? '';
    expect(bengali).toContain('আজ হাসপাতালে');
    expect(bengali).toContain('জরুরি বিভাগে এখন খুব ভিড়');
    expect(bengali).toContain('পর্যন্ত ছুটিতে');
    expect(bengali).toContain('আজ ওপিডি ৩০ মিনিট দেরিতে চলছে');
    const hindi = (await servedPage('/hi/')).body.querySelector('.today-strip')?.textContent ?? '';
    expect(hindi).toContain('आज अस्पताल में');
    expect(hindi).toContain('3 दिस॰ तक छुट्टी पर');
    expect(hindi).toContain('आज ओपीडी 30 मिनट देरी से चल रही है');
  });
});

describe('/emergency', () => {
  it('serves the emergency department diverting ambulances, above the stroke guidance', async () => {
    setTodayItems([item({ id: 5, kind: 'emergency', emergency: 'diverting', note: 'Diverting to SSKM until 14:00' })]);
    const { body } = await servedPage('/emergency');
    const strip = body.querySelector('.today-strip');
    expect(strip?.textContent).toContain(
      'The emergency department is sending ambulances to other hospitals (Diverting to SSKM until 14:00)',
    );
  });
});

describe("a doctor's card and profile", () => {
  it('say the OPD is closed today, and open the profile saying it too', async () => {
    setTodayItems([
      item({ id: 6, kind: 'closed', doctor: rahul, from: TODAY, to: TODAY }),
      item({ id: 7, kind: 'closed', doctor: ananya, from: TODAY, to: TODAY, session_start: '17:00' }),
    ]);
    vi.useRealTimers();
    vi.useFakeTimers({ now: NOW, toFake: ['Date'], shouldAdvanceTime: true });
    const user = userEvent.setup();
    renderRoute('/doctors');
    const status = await screen.findByRole('list', { name: `Today: ${rahul.name}` });
    expect(status).toHaveTextContent('OPD closed today');
    expect(screen.getByRole('list', { name: `Today: ${ananya.name}` })).toHaveTextContent('OPD at 17:00 closed today');
    await user.click(screen.getByRole('heading', { name: rahul.name }));
    const dialog = screen.getByRole('dialog', { name: rahul.name });
    expect(within(dialog).getByRole('list', { name: `Today: ${rahul.name}` })).toHaveTextContent('OPD closed today');
  });

  it('say nothing when the feed does not answer', async () => {
    setTodayItems([ananyaOnLeave]);
    // The page server's reader resolves undefined for an answer the CMS did not give.
    const { body } = await servedPage('/doctors', ([path, query]) =>
      path === '/today/' ? Promise.resolve(undefined) : api.get(path, { query }),
    );
    expect(body.querySelector('.doctor-card')).not.toBeNull();
    expect(body.querySelector('.doctor-today')).toBeNull();
  });
});
