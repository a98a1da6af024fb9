import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';
import { routes, type RouteCode } from './routes';

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

/** Every route's handle.modules, as written in routes.tsx. */
function moduleKeys(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...((route.handle as Partial<RouteCode> | undefined)?.modules ?? []),
    ...moduleKeys(route.children ?? []),
  ]);
}

describe('module keys of the routes', () => {
  // The server preloads a page's modules by these build-manifest keys (server/module-preloads.ts):
  // a key naming no file would silently preload nothing.
  it('name files of web/', () => {
    const keys = moduleKeys(routes);
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !existsSync(join(__dirname, '..', '..', key)))).toEqual([]);
  });
});
