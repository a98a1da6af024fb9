import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SUBMIT_DELAY_MS } from '../../../data/constants';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const SUCCESS = 'Your request has been submitted successfully!';

/**
 * Sends the form with the clock under the test's control from that moment on (only the timers:
 * the request itself still travels as usual).
 */
function submitOnFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

/** Moves the fake clock, letting the request and React settle in between. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The contact page, as a visitor arriving there sees it once its code has loaded. */
async function openContactPage() {
  renderRoute('/contact');
  await screen.findByRole('button', { name: 'Submit' });
}

async function fillIn() {
  const user = userEvent.setup();
  await openContactPage();
  await user.type(screen.getByLabelText('Full Name'), 'Sourav Das');
  await user.type(screen.getByLabelText('Phone Number'), '+91 98300 00000');
  await user.type(screen.getByLabelText('Email'), 'sourav@example.com');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
  await user.type(screen.getByLabelText('Age'), '54');
  await user.type(screen.getByLabelText('Describe your issue / symptoms'), 'Headaches for two weeks.');
  return user;
}

describe('Patient Contact Form', () => {
  it('has the specified fields, input types and required fields', async () => {
    await openContactPage();
    expect(screen.getByRole('heading', { name: 'Patient Contact Form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone Number')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).not.toBeRequired();
    expect(screen.getByLabelText('Age')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Describe your issue / symptoms').tagName).toBe('TEXTAREA');
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Gender').options).map((o) => [
      o.value,
      o.text,
    ]);
    expect(options).toEqual([
      ['', 'Select'],
      ['male', 'Male'],
      ['female', 'Female'],
      ['other', 'Other'],
    ]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the request, shows 'Submitting...' on a disabled button for the fixed 2 s, then the success text and empty fields", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 7, ...(body as object) }, { status: 201 });
      }),
    );
    await fillIn();
    submitOnFakeClock();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    // The server has long answered; the visitor still sees 'Submitting...' until the 2 s are up.
    await elapse(CONTACT_SUBMIT_DELAY_MS - 1);
    expect(body).toMatchObject({ name: 'Sourav Das' });
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Sourav Das');
    await elapse(1);
    expect(screen.getByText(SUCCESS)).toHaveFocus();
    expect(body).toEqual({
      name: 'Sourav Das',
      phone: '+91 98300 00000',
      email: 'sourav@example.com',
      gender: 'male',
      age: 54,
      message: 'Headaches for two weeks.',
    });
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Gender')).toHaveValue('');
    expect(screen.getByLabelText('Age')).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows the reference to quote and the promised reply time below the success text', async () => {
    await fillIn();
    submitOnFakeClock();
    await elapse(CONTACT_SUBMIT_DELAY_MS);
    const success = screen.getByText(SUCCESS);
    const receipt = success.nextElementSibling;
    expect(receipt).toHaveTextContent('Your reference: NH-0042. Our patient desk will call you within 24 hours.');
  });

  it('says in one line what is stored and why', async () => {
    await openContactPage();
    expect(
      screen.getByText(
        'We keep your details and message only to call you back about this request; only our patient desk sees them, and they are deleted after the request is closed.',
      ),
    ).toBeInTheDocument();
  });

  it("keeps 'Submitting...' for as long as a slow server takes beyond the 2 s", async () => {
    server.use(
      http.post(`${API}/contact-requests/`, async () => {
        await delay(CONTACT_SUBMIT_DELAY_MS + 1500);
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    await fillIn();
    submitOnFakeClock();
    await elapse(CONTACT_SUBMIT_DELAY_MS + 1499);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    await elapse(1);
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
  });

  it('sends only the fields that were filled in', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 8 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openContactPage();
    await user.type(screen.getByLabelText('Full Name'), '  Mita Roy ');
    await user.type(screen.getByLabelText('Phone Number'), '9830012345');
    submitOnFakeClock();
    await elapse(CONTACT_SUBMIT_DELAY_MS);
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(body).toEqual({ name: 'Mita Roy', phone: '9830012345' });
  });

  it('shows a clear error and keeps everything typed when the server refuses', async () => {
    server.use(
      http.post(`${API}/contact-requests/`, () =>
        HttpResponse.json(
          { phone: ['Enter a valid phone number.'], codes: { phone: [{ code: 'invalid_phone' }] } },
          { status: 400 },
        ),
      ),
    );
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Worded by the page from the code, the field named.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Phone Number: Enter a phone number: digits, with + and the country code from outside India.',
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    // Tabbing back to the field, a screen reader hears that it was refused, and why.
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      /^Your request could not be sent\. Phone Number: /,
    );
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Sourav Das');
    expect(screen.getByLabelText('Describe your issue / symptoms')).toHaveValue('Headaches for two weeks.');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says so when the server cannot be reached, or when too many requests were sent', async () => {
    server.use(http.post(`${API}/contact-requests/`, () => HttpResponse.error()));
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the hospital's server/);
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 98300 00000');

    server.use(
      http.post(`${API}/contact-requests/`, () =>
        HttpResponse.json(
          {
            detail: 'Too many requests. Please try again in 588 seconds.',
            codes: { non_field_errors: [{ code: 'rate_limited', seconds: 588 }] },
          },
          { status: 429 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The true wait, in whole minutes rounded up: never "a minute" when it is ten.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Too many requests were sent from this device; please try again in 10 minutes.',
    );
    server.use(
      http.post(`${API}/contact-requests/`, () =>
        HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/wait a few minutes/));
  });

  it("checks the fields itself, in place of the browser's checks, and sends nothing until they are right", async () => {
    let sent = 0;
    server.use(
      http.post(`${API}/contact-requests/`, () => {
        sent += 1;
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openContactPage();
    expect(screen.getByRole('button', { name: 'Submit' }).closest('form')).toHaveAttribute('novalidate');
    await user.type(screen.getByLabelText('Phone Number'), 'call me');
    await user.type(screen.getByLabelText('Email'), 'sourav@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Full Name: This field is required. Phone Number: Enter a phone number: digits, with + and the country code from outside India. Email: Enter a valid email address.',
    );
    expect(sent).toBe(0);
    expect(screen.getByLabelText('Phone Number')).toHaveValue('call me');
    for (const refused of ['Full Name', 'Phone Number', 'Email'])
      expect(screen.getByLabelText(refused)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Age')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Age')).not.toHaveAccessibleDescription();
  });
});
