import type { Core } from '@strapi/strapi';
import { readSeedSetting } from '../utils/secrets';
import { CONTENT_TYPES } from './content-types';
import { describeCounts } from './describe';
import { readDemoContentMarker } from './marker';
import { demoContentEnabled } from './settings';

/** Human-readable lines about what the bootstrap left in the database (for `npm run seed`). */
export async function describeSeedState(strapi: Core.Strapi, since: number): Promise<string[]> {
  const marker = await readDemoContentMarker(strapi);
  const lines: string[] = [];

  if (!demoContentEnabled()) lines.push('Demo content: skipped (SEED_DEMO_CONTENT=false).');
  else if (!marker) lines.push('Demo content: not seeded.');
  else if (marker.outcome === 'content-present')
    lines.push('Demo content: not seeded, the database already held content.');
  else {
    const now = Date.parse(marker.at) >= since;
    lines.push(
      `Demo content: ${now ? 'seeded now' : `already seeded on ${marker.at}`} (${describeCounts(marker.counts)}).`,
    );
  }

  const counts: Record<string, number> = {};
  for (const [name, uid] of Object.entries(CONTENT_TYPES)) counts[name] = await strapi.db.query(uid).count();
  counts.uploadedFiles = await strapi.db.query('plugin::upload.file').count();
  lines.push(`The database holds: ${describeCounts(counts)}.`);

  lines.push(`Site admin for /admin: ${readSeedSetting('SEED_ADMIN_EMAIL')} (role admin).`);
  lines.push(`Strapi panel editor: ${readSeedSetting('SEED_EDITOR_EMAIL')} (role Editor: content and media only).`);
  lines.push(`Strapi panel super admin (developers): ${readSeedSetting('SEED_SUPERADMIN_EMAIL')}.`);
  return lines;
}
