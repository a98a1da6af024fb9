import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MB } from '../lib/api';
import { createI18n, LanguageProvider, loadMessages, type Language } from '../lib/i18n';
import { API } from '../test/handlers';
import { server } from '../test/server';
import { servedPage } from '../test/served-page';
import { ContactForm } from '../site/features/contact/contact-form';
import { RequestForm } from '../site/components/patient-form/request-form';
import { ESTIMATE_FIELDS, ESTIMATE_PATH } from '../site/features/estimate/estimate-fields';
import { INTERNATIONAL_PATH, VISA_FIELDS } from '../site/features/international-patients/visa-fields';

async function inLanguage(language: Language, ui: React.ReactElement) {
  const i18n = createI18n(language, await loadMessages(language));
  return render(<LanguageProvider i18n={i18n}>{ui}</LanguageProvider>);
}

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
    await inLanguage(language, <ContactForm />);
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
    await inLanguage(language, <ContactForm />);
    await user.type(screen.getByLabelText(words.name), 'Asha Roy');
    await user.type(screen.getByLabelText(/ফোন|फ़ोन/), '9830012345');
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(words.tenMinutes);
  });

  it('refuses a report over 10 MB before sending anything', async () => {
    answering(201, { id: 1, reference: 'NH-0001' });
    const user = userEvent.setup();
    await inLanguage(
      language,
      <RequestForm
        path={ESTIMATE_PATH}
        type="estimate"
        label="requests.estimate.title"
        fields={ESTIMATE_FIELDS}
        submitText="requests.estimate.submit"
        sentText="requests.estimate.sent"
        initial={{ name: 'Rafiq Hasan', phone: '+880 1712 345678', procedure: 'Discectomy' }}
      />,
    );
    const big = new File([new Uint8Array(10 * MB + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(words.report), big);
    await user.click(screen.getByRole('button', { name: words.estimateSubmit }));
    expect(screen.getByLabelText(words.report)).toHaveAccessibleDescription(
      expect.stringContaining(words.reportTooLarge),
    );
    expect(screen.getByLabelText(words.report)).toHaveFocus();
    expect(sent).toBe(0);
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
    await inLanguage(
      language,
      <RequestForm
        path={INTERNATIONAL_PATH}
        type="visa"
        label="requests.visa.title"
        fields={VISA_FIELDS}
        submitText="requests.visa.submit"
        sentText="requests.visa.sent"
        initial={typed}
      />,
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
      const refused = await servedPage(`/${language}/contact`, undefined, {
        servedForm: {
          path: '/contact',
          values: { phone: '9830012345', message: 'Keep this' },
          errors: { name: ['This field is required.'] },
          codes: { name: [{ code: 'required' }] },
        },
      });
      const alert = refused.body.querySelector('[role="alert"]');
      expect(alert?.textContent).toBe(words.missingName);
      expect(refused.body.querySelector<HTMLInputElement>('[name="phone"]')?.getAttribute('value')).toBe('9830012345');

      const limited = await servedPage(`/${language}/contact`, undefined, {
        servedForm: {
          path: '/contact',
          values: {},
          errors: {},
          message: 'Too many requests. Please try again in 588 seconds.',
          codes: { non_field_errors: [{ code: 'rate_limited', seconds: 588 }] },
        },
      });
      expect(limited.body.querySelector('[role="alert"]')?.textContent).toBe(words.tenMinutes);
      expect(within(limited.body).getByRole('button', { name: words.submit }).closest('form')).toHaveAttribute(
        'novalidate',
      );
    });
  });
});
