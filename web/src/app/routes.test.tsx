import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';
import { ADMIN_CODE } from './routes';

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

describe("the admin's module keys", () => {
  // The server preloads the admin's modules by these build-manifest keys (server/module-preloads.ts):
  // a key naming no file would silently preload nothing.
  it('name files of web/', () => {
    expect(ADMIN_CODE.modules.length).toBeGreaterThan(0);
    expect(ADMIN_CODE.modules.filter((key) => !existsSync(join(__dirname, '..', '..', key)))).toEqual([]);
  });
});
