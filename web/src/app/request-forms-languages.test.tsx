import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { doctors } from '@hospital/test-support/site/fixtures';
import type { Doctor } from '../lib/api';
import { API } from '../test/handlers';
import { server } from '../test/server';
import { renderForm } from '../test/render-form';
import { postedPage, servedPage } from '../test/served-page';
import { AppointmentForm, APPOINTMENT_REQUEST } from '../site/features/appointment/appointment-form';
import { opdDatesAhead } from '../site/features/appointment/appointment-dates';
import { hospitalToday, longDate } from '../lib/hospital-date';
import { FeedbackForm, FEEDBACK_REQUEST } from '../site/features/feedback/feedback-form';

const [ananya] = doctors as unknown as Doctor[];

describe('the patient request forms in Bengali', () => {
  it('label the feedback form in Bengali and say in Bengali that the server could not be reached', async () => {
    server.use(http.post(`${API}/contact-requests/`, () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderForm('bn', <FeedbackForm />, FEEDBACK_REQUEST);
    const form = screen.getByRole('form', { name: 'মতামত' });
    expect(within(form).getByRole('group', { name: 'আপনার মতামতটি হল' })).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'অভিযোগ' }));
    await user.type(within(form).getByLabelText(/^আপনার বার্তা/), 'ওপিডিতে তিন ঘণ্টা অপেক্ষা।');
    expect(within(form).getByLabelText('ফোন (ঐচ্ছিক)')).toHaveAccessibleDescription(
      'ডেস্ক আপনাকে ফোন করুক চাইলে একটি নম্বর দিন।',
    );
    await user.click(within(form).getByRole('button', { name: 'মতামত পাঠান' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'হাসপাতালের সার্ভারের সঙ্গে যোগাযোগ করা গেল না; আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
    expect(within(form).getByLabelText(/^আপনার বার্তা/)).toHaveValue('ওপিডিতে তিন ঘণ্টা অপেক্ষা।');
  });

  describe('served at /bn/', () => {
    // React's server renderer warns under jsdom (layout effects, two renderers); not this test's subject.
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    it('names the visa letter page, its sections and its fields in Bengali', async () => {
      const { page, body } = await servedPage('/bn/international-patients');
      expect(page.language).toBe('bn');
      expect(body.querySelector('h1')?.textContent).toBe('বিদেশি রোগী');
      expect(page.head?.title).toContain('বিদেশি রোগী');
      expect(body.querySelector('#visa-form-title')?.textContent).toBe('আমন্ত্রণপত্রের অনুরোধ করুন');
      const labels = [...body.querySelectorAll('main form label')].map((label) => label.textContent);
      expect(labels).toContain('পাসপোর্ট নম্বর');
      expect(labels).toContain('ই-মেল (ঐচ্ছিক)');
      expect(body.querySelector('main form button[type="submit"]')?.textContent).toBe('পত্রের অনুরোধ করুন');
    });
  });
});

describe('the patient request forms in Hindi', () => {
  it('label the appointment form in Hindi, write its dates in Hindi, and ask in Hindi to correct refused fields', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ phone: ['Enter a valid phone number.'] }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    const dates = opdDatesAhead(ananya.opd, hospitalToday());
    await renderForm('hi', <AppointmentForm doctor={ananya} dates={dates} />, APPOINTMENT_REQUEST);
    const form = screen.getByRole('form', { name: `${ananya.name} से अपॉइंटमेंट का अनुरोध` });
    const date = within(form).getByLabelText('पसंद की तारीख़');
    expect(date).toHaveAccessibleDescription(`केवल अगले 60 दिनों में ${ananya.name} के ओपीडी दिन ही दिखाए गए हैं।`);
    // The dates in Hindi's own words (सोमवार), not English's.
    const first = within(date).getByRole('option', { name: longDate(dates[0], 'hi-IN') });
    expect(first.textContent).toMatch(/[\u0900-\u097F]/);
    await user.type(within(form).getByLabelText('पूरा नाम'), 'आशा रॉय');
    await user.type(within(form).getByLabelText('फ़ोन नंबर'), '98');
    await user.selectOptions(date, dates[0]);
    await user.click(within(form).getByRole('button', { name: 'अपॉइंटमेंट का अनुरोध करें' }));
    expect(await within(form).findByText('कृपया ऊपर चिह्नित खाने ठीक करें।')).toBeInTheDocument();
    expect(within(form).getByLabelText('फ़ोन नंबर')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toMatchObject({ type: 'appointment', name: 'आशा रॉय', language: 'hi' });
  });

  describe('served at /hi/', () => {
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    it('names the feedback page, its form and the escalation ladder in Hindi', async () => {
      const { page, body } = await servedPage('/hi/feedback');
      expect(page.language).toBe('hi');
      expect(body.querySelector('h1')?.textContent).toBe('सुझाव और शिकायतें');
      expect(body.querySelector('#feedback-escalation-title')?.textContent).toBe('अगर आप संतुष्ट नहीं हैं');
      expect(body.querySelector('main form')?.getAttribute('aria-label')).toBe('आपकी राय');
      const kinds = [...body.querySelectorAll('main form input[type="radio"]')].map((radio) =>
        radio.parentElement?.textContent?.trim(),
      );
      expect(kinds).toEqual(['तारीफ़', 'सुझाव', 'शिकायत']);
    });
  });
});

describe('a form posted without JavaScript that the hospital could not pass on', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    [
      '/contact',
      'name=Asha&phone=9830012345',
      "We could not reach the hospital's server; please try again in a moment, or call us.",
    ],
    [
      '/bn/contact',
      'name=Asha&phone=9830012345',
      'হাসপাতালের সার্ভারে পৌঁছানো গেল না; একটু পরে আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন।',
    ],
    [
      '/hi/feedback',
      'name=Asha&kind=complaint&message=x',
      'अस्पताल के सर्वर तक नहीं पहुँच सके; थोड़ी देर में फिर से कोशिश करें, या हमें फ़ोन करें।',
    ],
  ])('says so on %s in its language, keeping what was typed', async (address, fields, words) => {
    const { body, page } = await postedPage(address, new URLSearchParams(fields), {
      kind: 'failed',
      problem: 'unreachable',
      status: 502,
    });
    expect(page.status).toBe(502);
    expect(body.textContent).toContain(words);
    expect(body.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Asha');
  });
});
