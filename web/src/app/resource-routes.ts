import type { RouteObject } from 'react-router-dom';
import { rateFileRoutes } from '../site/features/packages/rate-files';
import { previewRoute } from './preview';
import { seoFileRoutes } from './seo-files';

/**
 * The site's files that are not pages: resource routes, each a loader that answers with a whole
 * `Response` and no element, run on the site server only (server/handlers/resources.ts). Not
 * pages: none is among the public routes, the contract's page table or the sitemap.
 */
export const resourceRoutes: RouteObject[] = [...seoFileRoutes, ...rateFileRoutes, previewRoute];

/**
 * Their addresses, exactly as written: each file has one. The router's own matching forgives
 * another case, a trailing slash or a percent-escape (`/ROBOTS.TXT`, `/robots.txt/`,
 * `/robots%2etxt`), which are left to the pages as they always were.
 */
export const resourcePaths: ReadonlySet<string> = new Set(resourceRoutes.flatMap(({ path }) => (path ? [path] : [])));
