import type { Core } from '@strapi/strapi';

/**
 * Kept in Strapi's core store once the demo content has been written (or found unnecessary), so
 * that deleting every news item later does not bring the demo back on the next start.
 */
export type DemoContentMarker =
  { outcome: 'seeded'; at: string; counts: Record<string, number> } | { outcome: 'content-present'; at: string };

const MARKER = { type: 'core', name: 'hospital', key: 'demo-content' } as const;

export async function readDemoContentMarker(strapi: Core.Strapi): Promise<DemoContentMarker | null> {
  const value = await strapi.store.get({ ...MARKER });
  return value && typeof value === 'object' && 'outcome' in value ? (value as DemoContentMarker) : null;
}

export async function writeDemoContentMarker(strapi: Core.Strapi, marker: DemoContentMarker): Promise<void> {
  await strapi.store.set({ ...MARKER, value: marker });
}
