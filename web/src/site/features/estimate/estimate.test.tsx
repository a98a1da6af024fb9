import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

// The page's code loads lazily, as in the browser: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10000 });

describe('/estimate', () => {
  it('is filled in with the package asked about, and sends the report as multipart with the type', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        sent = await request.formData();
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
    const report = new File(['%PDF-1.4'], 'eeg.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(/^A report or prescription/), report);
    await user.click(within(form).getByRole('button', { name: 'Ask for an estimate' }));
    expect(await screen.findByText('Your request for an estimate has reached the patient desk.')).toBeInTheDocument();
    expect(screen.getByText('NH-0201')).toBeInTheDocument();
    expect(sent?.get('type')).toBe('estimate');
    expect(sent?.get('procedure')).toBe('Video EEG monitoring (24 hours)');
    expect(sent?.get('department')).toBe('Neurology');
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
  });
});
