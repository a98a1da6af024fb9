import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MB } from '../lib/api';
import { API } from '../test/handlers';
import { server } from '../test/server';
import { renderForm } from '../test/render-form';
import { postedPage } from '../test/served-page';
import { ContactForm } from '../site/features/contact/contact-form';
import { CONTACT_REQUEST } from '../site/features/contact/contact-request';
import { RequestForm } from '../site/components/patient-form/request-form';
import { VISA_REQUEST } from '../site/features/international-patients/visa-fields';

/** What a Bengali and a Hindi visitor read (issue 38: today every one of these is English). */
const PAGES = {
  bn: {
    submit: 'পাঠান',
    name: 'পুরো নাম',
    missingName: 'আপনার অনুরোধ পাঠানো যায়নি। পুরো নাম: এই ঘরটি পূরণ করা দরকার।',
    tenMinutes: 'আপনার অনুরোধ পাঠানো যায়নি। এই ডিভাইস থেকে অনেকগুলি অনুরোধ পাঠানো হয়েছে; ১০ মিনিট পরে আবার চেষ্টা করুন।',
    estimateSubmit: 'আনুমানিক হিসাব চান',
    report: 'রিপোর্ট বা প্রেসক্রিপশন (ঐচ্ছিক)',
    reportTooLarge: 'রিপোর্ট সর্বোচ্চ ১০ MB হতে পারে; ছোট স্ক্যান বা ছবি পাঠান।',
    passportNo: 'পাসপোর্ট নম্বর',
    visaSubmit: 'পত্রের অনুরোধ করুন',
    passportMalformed: 'পাসপোর্টে যেমন ছাপা আছে তেমন নম্বর লিখুন: ৬ থেকে ২০টি অক্ষর ও সংখ্যা।',
    reportNotReceived:
      'আপনার রিপোর্টটি এই মুহূর্তে গ্রহণ করা যায়নি, তাই আপনার অনুরোধ পাঠানো হয়নি। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  },
  hi: {
    submit: 'भेजें',
    name: 'पूरा नाम',
    missingName: 'आपका अनुरोध भेजा नहीं जा सका। पूरा नाम: यह जानकारी भरना ज़रूरी है।',
    tenMinutes: 'आपका अनुरोध भेजा नहीं जा सका। इस डिवाइस से बहुत अनुरोध भेजे गए हैं; 10 मिनट बाद फिर कोशिश करें।',
    estimateSubmit: 'अनुमान माँगें',
    report: 'रिपोर्ट या पर्चा (वैकल्पिक)',
    reportTooLarge: 'रिपोर्ट अधिकतम 10 MB की हो सकती है; छोटा स्कैन या फ़ोटो भेजें।',
    passportNo: 'पासपोर्ट नंबर',
    visaSubmit: 'पत्र का अनुरोध करें',
    passportMalformed: 'पासपोर्ट पर छपा नंबर वैसे ही लिखें: 6 से 20 अक्षर और अंक।',
    reportNotReceived:
      'आपकी रिपोर्ट अभी प्राप्त नहीं हो सकी, इसलिए आपका अनुरोध नहीं भेजा गया। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  },
} as const;

describe.each(['bn', 'hi'] as const)('a refusal on a %s page', (language) => {
  const words = PAGES[language];
  let sent: number;
  beforeEach(() => {
    sent = 0;
  });
  const answering = (status: number, body: object) =>
    server.use(
      http.post(`${API}/contact-requests/`, () => {
        sent += 1;
        return HttpResponse.json(body, { status });
      }),
    );

  it('says a missing name in the page’s language, before anything is sent', async () => {
    answering(201, { id: 1 });
    const user = userEvent.setup();
    await renderForm(language, <ContactForm />, CONTACT_REQUEST);
    await user.type(screen.getByLabelText(/ফোন|फ़ोन/), '৯৮৩০০ ১২৩৪৫');
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.missingName);
    expect(sent).toBe(0);
  });

  it('states the rate limit’s true wait in minutes, in the page’s digits', async () => {
    answering(429, {
      detail: 'Too many requests. Please try again in 588 seconds.',
      codes: { non_field_errors: [{ code: 'rate_limited', seconds: 588 }] },
    });
    const user = userEvent.setup();
    await renderForm(language, <ContactForm />, CONTACT_REQUEST);
    await user.type(screen.getByLabelText(words.name), 'Asha Roy');
    await user.type(screen.getByLabelText(/ফোন|फ़ोन/), '9830012345');
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(words.tenMinutes);
  });

  it('refuses a report over 10 MB before sending anything', async () => {
    const posted = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Rafiq Hasan',
      phone: '+880 1712 345678',
      procedure: 'Discectomy',
    }))
      posted.append(name, value);
    posted.append('report', new File([new Uint8Array(10 * MB + 1)], 'scan.pdf', { type: 'application/pdf' }));
    const { body, page, asked } = await postedPage(`/${language}/estimate`, posted, {
      kind: 'received',
      answer: { reference: 'NH-0001', reply_hours: 24 },
    });
    expect(page.status).toBe(400);
    const report = within(body).getByLabelText(words.report);
    const described = (report.getAttribute('aria-describedby') ?? '').split(' ');
    const description = described.map((id) => body.querySelector(`[id="${id}"]`)?.textContent).join(' ');
    expect(description).toContain(words.reportTooLarge);
    // What was typed is there again; the report must be chosen again (a browser never refills a file).
    expect(body.querySelector<HTMLInputElement>('[name="procedure"]')?.getAttribute('value')).toBe('Discectomy');
    expect(asked).toEqual([]);
  });

  it('words the CMS’s refusal of a malformed passport number, keeping what was typed', async () => {
    answering(400, {
      passport_no: ['Enter the passport number as printed: 6 to 20 letters and digits.'],
      codes: { passport_no: [{ code: 'invalid_passport' }] },
    });
    const user = userEvent.setup();
    const typed = {
      name: 'Rafiq Hasan',
      phone: '+880 1712 345678',
      passport_name: 'RAFIQ HASAN',
      passport_no: 'EB-12',
      nationality: 'Bangladeshi',
      preferred_date: '2999-01-01',
      department: 'Neurosurgery',
    };
    await renderForm(
      language,
      <RequestForm
        kind={VISA_REQUEST}
        label="requests.visa.title"
        submitText="requests.visa.submit"
        sentText="requests.visa.sent"
        initial={typed}
      />,
      VISA_REQUEST,
    );
    await user.click(screen.getByRole('button', { name: words.visaSubmit }));
    const passport = screen.getByLabelText(words.passportNo);
    await vi.waitFor(() =>
      expect(passport).toHaveAccessibleDescription(expect.stringContaining(words.passportMalformed)),
    );
    expect(passport).toHaveValue('EB-12');
    expect(sent).toBe(1);
  });

  describe('served without JavaScript', () => {
    // React's server renderer warns under jsdom (layout effects, two renderers); not this test's subject.
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    it('words the CMS’s codes and the rate limit in the page, what was typed kept', async () => {
      const typed = new URLSearchParams({ name: 'Asha Roy', phone: '9830012345', message: 'Keep this' });
      const refused = await postedPage(`/${language}/contact`, typed, {
        kind: 'refused',
        status: 400,
        body: { name: ['This field is required.'], codes: { name: [{ code: 'required' }] } },
      });
      expect(refused.page.status).toBe(400);
      const alert = refused.body.querySelector('[role="alert"]');
      expect(alert?.textContent).toBe(words.missingName);
      expect(refused.body.querySelector<HTMLInputElement>('[name="phone"]')?.getAttribute('value')).toBe('9830012345');
      expect(refused.body.querySelector<HTMLTextAreaElement>('[name="message"]')?.textContent).toBe('Keep this');

      const limited = await postedPage(`/${language}/contact`, typed, {
        kind: 'refused',
        status: 429,
        retryAfter: '588',
        body: {
          detail: 'Too many requests. Please try again in 588 seconds.',
          codes: { non_field_errors: [{ code: 'rate_limited', seconds: 588 }] },
        },
      });
      expect(limited.page.status).toBe(429);
      expect(limited.page.retryAfter).toBe('588');
      expect(limited.body.querySelector('[role="alert"]')?.textContent).toBe(words.tenMinutes);
      expect(within(limited.body).getByRole('button', { name: words.submit }).closest('form')).toHaveAttribute(
        'novalidate',
      );
    });

    it('says a report its store did not take in the page’s language, beside the report, what was typed kept', async () => {
      const typed = new URLSearchParams({ name: 'Rafiq Hasan', phone: '+880 1712 345678', procedure: 'Discectomy' });
      const { page, body } = await postedPage(`/${language}/estimate`, typed, {
        kind: 'refused',
        status: 503,
        body: {
          detail:
            'Your report could not be received just now, so your request was not sent. Please try again in a few minutes.',
          codes: { report: [{ code: 'report_not_received' }] },
        },
      });
      expect(page.status).toBe(503);
      const report = within(body).getByLabelText(words.report);
      const described = (report.getAttribute('aria-describedby') ?? '').split(' ');
      const description = described.map((id) => body.querySelector(`[id="${id}"]`)?.textContent).join(' ');
      expect(description).toContain(words.reportNotReceived);
      expect(body.querySelector<HTMLInputElement>('[name="procedure"]')?.getAttribute('value')).toBe('Discectomy');
    });
  });
});
