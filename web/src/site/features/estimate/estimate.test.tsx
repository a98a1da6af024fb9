import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { requestAction } from '../../components/patient-form/request-action';
import { ESTIMATE_REQUEST } from './estimate-fields';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

// The page's code loads lazily, as in the browser: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10000 });

describe('/estimate', () => {
  it('is filled in with the package asked about, and sends it with the type (as JSON, no report chosen)', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ reference: 'NH-0201', reply_hours: 24 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/estimate?procedure=Video+EEG+monitoring+%2824+hours%29&department=Neurology');
    const form = await screen.findByRole('form', { name: 'Ask for an estimate' }, { timeout: 5000 });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(within(form).getByLabelText(/^Procedure or treatment/)).toHaveValue('Video EEG monitoring (24 hours)');
    await user.type(within(form).getByLabelText(/^Patient's name/), 'Rafiq Hasan');
    await user.type(within(form).getByLabelText(/^Phone to call back/), '+880 1712 345678');
    await user.click(within(form).getByRole('button', { name: 'Ask for an estimate' }));
    expect(await screen.findByText('Your request for an estimate has reached the patient desk.')).toBeInTheDocument();
    expect(screen.getByText('NH-0201')).toBeInTheDocument();
    // The receipt leads to the estimate's own page with the reference filled in (never the phone).
    const links = screen.getAllByRole('link', { name: 'See your estimate and its revisions' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/estimate/status?ref=NH-0201',
      '/estimate/status',
    ]);
    expect(sent).toMatchObject({
      type: 'estimate',
      procedure: 'Video EEG monitoring (24 hours)',
      department: 'Neurology',
    });
  });

  it("sends a chosen report as multipart from the page's action", async () => {
    // jsdom's FormData never sees a file set by a test on an input (a browser's does: the
    // end-to-end test chooses one), so the action is handed the form the browser would post.
    let sent: FormData | undefined;
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ reference: 'NH-0202', reply_hours: 24 }, { status: 201 });
      }),
    );
    const posted = new FormData();
    for (const [name, value] of Object.entries({ name: 'Rafiq Hasan', phone: '+880 1712 345678', procedure: 'EEG' }))
      posted.append(name, value);
    const report = new File(['%PDF-1.4'], 'eeg.pdf', { type: 'application/pdf' });
    posted.append('report', report);
    const request = new Request('http://localhost/bn/estimate', { method: 'POST', body: posted });
    const outcome: unknown = await requestAction(ESTIMATE_REQUEST)({ request, params: {}, context: undefined });
    expect(outcome).toEqual({ receipt: { reference: 'NH-0202', reply_hours: 24 } });
    expect(sent?.get('type')).toBe('estimate');
    expect(sent?.get('language')).toBe('bn');
    expect(sent?.get('procedure')).toBe('EEG');
    // (jsdom's FormData through msw keeps the bytes, not the file's name.)
    expect((sent?.get('report') as File).size).toBe(report.size);
  });

  it("shows the CMS's refusal on the report, keeping what was typed", async () => {
    server.use(
      http.post(`${API}/contact-requests/`, () =>
        HttpResponse.json({ report: ['Attach the report as a PDF, JPEG or PNG file.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/estimate');
    const form = await screen.findByRole('form', { name: 'Ask for an estimate' }, { timeout: 5000 });
    await user.type(within(form).getByLabelText(/^Patient's name/), 'Rafiq');
    await user.type(within(form).getByLabelText(/^Phone to call back/), '1');
    await user.type(within(form).getByLabelText(/^Procedure or treatment/), 'Craniotomy');
    await user.click(within(form).getByRole('button', { name: 'Ask for an estimate' }));
    expect(await within(form).findByText('Attach the report as a PDF, JPEG or PNG file.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^A report or prescription/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Procedure or treatment/)).toHaveValue('Craniotomy');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the fields marked above.');
  });

  it('tells the family their report was not received when its store is down, keeping what was typed', async () => {
    // The CMS kept nothing (a 503 with its code): the family must send again, not wait for a call.
    server.use(
      http.post(`${API}/contact-requests/`, () =>
        HttpResponse.json(
          {
            detail:
              'Your report could not be received just now, so your request was not sent. Please try again in a few minutes.',
            codes: { report: [{ code: 'report_not_received' }] },
          },
          { status: 503 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/estimate');
    const form = await screen.findByRole('form', { name: 'Ask for an estimate' }, { timeout: 5000 });
    await user.type(within(form).getByLabelText(/^Patient's name/), 'Rafiq');
    await user.type(within(form).getByLabelText(/^Phone to call back/), '+880 1712 345678');
    await user.type(within(form).getByLabelText(/^Procedure or treatment/), 'Craniotomy');
    await user.click(within(form).getByRole('button', { name: 'Ask for an estimate' }));
    expect(
      await within(form).findByText(
        'Your report could not be received just now, so your request was not sent. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^A report or prescription/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Procedure or treatment/)).toHaveValue('Craniotomy');
    expect(screen.queryByText('Your request for an estimate has reached the patient desk.')).not.toBeInTheDocument();
  });
});
