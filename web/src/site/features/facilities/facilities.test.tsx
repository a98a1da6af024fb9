import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../test/handlers';
import { renderRoute, renderWithSiteContent, renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { facilities } from '@hospital/test-support/site/site-content-fixtures';
import { FacilitiesTabs } from './facilities-tabs';

const NAMES = [
  'Emergency',
  'Out Patient Department (OPD)',
  'Neuro ICU',
  'Neuro Operation Theatre (OT)',
  'Day Care Facility',
  'Neuro Rehabilitation',
  'Pharmacy',
  'Pathology Lab',
  'Electrophysiology Studies (EPS) Lab',
  'Radiology',
];

const text = (id: number) => facilities.find((facility) => facility.id === id)?.content.join(' ') ?? '';

describe('facilities', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are ten tabs with ids 1-10 in the specified order', () => {
    expect(facilities.map((facility) => [facility.id, facility.heading])).toEqual(
      NAMES.map((name, index) => [index + 1, name]),
    );
    renderWithSiteContent(
      <MemoryRouter>
        <FacilitiesTabs />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(NAMES);
  });

  it('select the first tab after 100 ms; the text is clamped to 10 lines and Learn More opens /department/{id}', () => {
    vi.useFakeTimers();
    renderWithSiteContent(
      <MemoryRouter>
        <FacilitiesTabs />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    const panel = screen.getByRole('tabpanel', { name: 'Emergency' });
    expect(within(panel).getByRole('heading', { name: 'Emergency' })).toBeInTheDocument();
    expect(within(panel).getByText(text(1))).toHaveAttribute('data-clamp-lines', '10');
    expect(within(panel).getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/department/1');
    act(() => screen.getByRole('tab', { name: 'Radiology' }).click());
    expect(screen.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/department/10');
  });

  it('select the first tab 100 ms after the facilities arrive from the CMS, when the page was not served with them', async () => {
    renderWithSwr(
      <MemoryRouter>
        <FacilitiesTabs />
      </MemoryRouter>,
    );
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(NAMES);
    expect(await screen.findByRole('tabpanel', { name: 'Emergency' })).toBeInTheDocument();
  });

  it('state the operational facts', () => {
    expect(text(1)).toContain('open 24/7');
    expect(text(7)).toContain('around the clock');
    expect(text(4)).toContain('three modular operating theatres plus one septic theatre, running 24/7');
    expect(text(2)).toContain('limited number of OPD appointments per day');
    expect(text(2)).toContain('prior appointment is required');
  });

  it('have a page with heading, picture, text and the gallery', async () => {
    renderRoute('/department/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Emergency' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Emergency' }).getAttribute('srcset')).toBe(
      '/uploads/thumbnail_emergency.jpg 208w, /uploads/small_emergency.jpg 500w, /uploads/medium_emergency.jpg 750w, ' +
        '/uploads/large_emergency.jpg 1000w, /uploads/emergency.jpg 1200w',
    );
    expect(screen.getByText(facilities[0].content[0])).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'More From This Department' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(facilities[0].multiple_img.length);
    expect(screen.getByRole('link', { name: 'Ask for an estimate' })).toHaveAttribute(
      'href',
      '/estimate?department=Emergency',
    );
  });

  it("name their pictures with the Media Library's alternative text, falling back to today's words", async () => {
    const described = {
      url_alt: 'Resuscitation bay with two ventilators',
      multiple_img_alt: ['The ambulance entrance', null],
    };
    server.use(
      http.get(`${API}/facilities/`, () =>
        HttpResponse.json(facilities.map((facility) => (facility.id === 1 ? { ...facility, ...described } : facility))),
      ),
    );
    renderRoute('/department/1');
    expect(await screen.findByRole('img', { name: 'Resuscitation bay with two ventilators' })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'More From This Department' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['The ambulance entrance', 'Emergency, picture 2']);
  });

  it('show the text an editor saved in the CMS', async () => {
    server.use(
      http.get(`${API}/facilities/`, () =>
        HttpResponse.json(
          facilities.map((facility) =>
            facility.id === 7 ? { ...facility, content: ['Open day and night, with a second counter.'] } : facility,
          ),
        ),
      ),
    );
    renderRoute('/department/7');
    expect(await screen.findByText('Open day and night, with a second counter.')).toBeInTheDocument();
    expect(screen.queryByText(facilities[6].content[0])).not.toBeInTheDocument();
  });

  it('keep an unknown id on the loading state, with no not-found page', async () => {
    renderRoute('/department/99');
    expect(await screen.findByText('Loading department details...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading department details...');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});
