import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/admin';
import { estimate, NOW, revision } from '../../../test/estimate-fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'], shouldAdvanceTime: true });
  signIn();
});
afterEach(() => vi.useRealTimers());

describe("the dashboard's overdue estimate revisions", () => {
  it('counts and lists the overdue revisions, as it does overdue requests', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/estimates/`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([
          estimate(1, [revision(11, 27), revision(12, 26, false, 2)]),
          estimate(2, [revision(21, 30)]),
        ]);
      }),
    );
    renderRoute('/admin/dashboard');
    const figure = await screen.findByRole('link', { name: /Overdue estimate revisions/ });
    expect(await within(figure).findByText('3')).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Overdue estimate revisions (3)' });
    expect(within(panel).getByText('Revision 1, ₹2,50,000: overdue by 3 h')).toBeInTheDocument();
    expect(within(panel).getAllByRole('link', { name: /NH-0041/ })).toHaveLength(2);
    expect(asked.every((query) => query === '?overdue=true')).toBe(true);
  });
});
