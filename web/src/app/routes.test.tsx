import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';

describe('route table', () => {
  it.each([
    ['/about', 'About'],
    ['/doctors', 'Doctors & Medical Officers'],
    ['/admin/login', 'Admin'],
  ])('renders %s', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
