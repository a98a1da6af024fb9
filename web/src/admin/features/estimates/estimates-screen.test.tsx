import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/admin';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { estimate, NOW, revision } from '../../../test/estimate-fixtures';
import { server } from '../../../test/server';
import { revisionClock } from '../../components/revision-clock';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'], shouldAdvanceTime: true });
  signIn();
});
afterEach(() => vi.useRealTimers());

describe('the revision clock', () => {
  it('reads "informed", the hours left, or how long overdue', () => {
    expect(revisionClock(revision(1, 12), NOW)).toBe('12 h left');
    expect(revisionClock(revision(1, 27), NOW)).toBe('overdue by 3 h');
    expect(revisionClock(revision(1, 30, true), NOW)).toBe('informed');
    expect(revisionClock(revision(1, 23.5), NOW)).toBe('under 1 h left');
  });
});

describe('/admin/estimates', () => {
  it("shows each revision's clock and records 'family informed' in one click", async () => {
    let list = [estimate(1, [revision(11, 27)]), estimate(2, [revision(21, 30, true), revision(22, 12, false, 2)])];
    const told: string[] = [];
    server.use(
      http.get(`${API}/estimates/`, () => HttpResponse.json(list)),
      http.post(`${API}/estimates/revisions/:id/informed/`, ({ params }) => {
        told.push(String(params.id));
        list = [estimate(1, [revision(11, 27, true)]), list[1]];
        return HttpResponse.json(list[0]);
      }),
    );
    renderRoute('/admin/estimates');
    const first = await screen.findByRole('table', { name: 'Revisions of NH-0041' });
    expect(within(first).getByText('overdue by 3 h')).toBeInTheDocument();
    const second = screen.getByRole('table', { name: 'Revisions of NH-0042' });
    expect(within(second).getByText('12 h left')).toBeInTheDocument();
    expect(within(second).getByText('informed')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(first).getByRole('button', { name: 'Family informed of revision 1 of NH-0041' }));
    expect(
      await within(await screen.findByRole('table', { name: 'Revisions of NH-0041' })).findByText('informed'),
    ).toBeInTheDocument();
    expect(told).toEqual(['11']);
    expect(await screen.findByRole('alert')).toHaveTextContent('NH-0041: the family was told.');
  });

  it('revises with the new amounts and a reason, and shows the refusal of a missing reason', async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.get(`${API}/estimates/`, () => HttpResponse.json([estimate(1, [])])),
      http.post(`${API}/estimates/:id/revise/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (!String(body.reason ?? '').trim())
          return HttpResponse.json({ reason: ['This field is required.'] }, { status: 400 });
        return HttpResponse.json(estimate(1, [revision(11, 0)]), { status: 201 });
      }),
    );
    renderRoute('/admin/estimates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revise' }));
    const form = screen.getByRole('form', { name: 'Revise NH-0041' });
    const room = within(form).getByLabelText('Room');
    expect(room).toHaveValue('40000');
    await user.clear(room);
    await user.type(room, '60000');
    await user.click(screen.getByRole('button', { name: 'Save revision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    await user.type(within(form).getByLabelText('Reason'), 'Two more days in the ICU');
    await user.click(screen.getByRole('button', { name: 'Save revision' }));
    expect(await screen.findByText(/tell the family within 24 hours/)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ room_rupees: '60000', reason: 'Two more days in the ICU' });
  });

  it('makes the estimate of an estimate request from its button on the request', async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.post(`${API}/estimates/`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(estimate(1, []), { status: 201 });
      }),
    );
    renderRoute('/admin/estimates?request=7');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'New estimate for request #7' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New estimate' });
    await user.type(within(form).getByLabelText('Procedure or treatment'), 'Craniotomy');
    for (const head of ['Room', 'Procedure', 'Medicines', 'Investigations', 'Other'])
      await user.type(within(form).getByLabelText(head), '1000');
    await user.click(screen.getByRole('button', { name: 'Save estimate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Estimate NH-0041 saved.');
    expect(sent[0]).toMatchObject({ request: 7, procedure: 'Craniotomy', room_rupees: '1000' });
  });
});
