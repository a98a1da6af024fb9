import type { Core, UID } from '@strapi/strapi';
import { describeCounts } from './describe';
import { createSeedContext, type CreatedDocument } from './context';
import { createImageUploader, type ImageUploader } from './images/uploader';
import { readDemoContentMarker, writeDemoContentMarker } from './marker';
import { seedAppreciation } from './seeders/appreciation';
import { seedDoctors } from './seeders/doctors';
import { seedEstimates } from './seeders/estimates';
import { seedNewsAndEvents } from './seeders/news-and-events';
import { seedServices } from './seeders/services';
import { seedSiteBlocks } from './seeders/site-blocks';
import { SITE_CONTENT_UIDS } from './site-content';
import { demoContentEnabled } from './settings';

export type DemoContentOutcome =
  | { status: 'seeded'; counts: Record<string, number>; images: number; milliseconds: number }
  | { status: 'disabled' }
  | { status: 'already-seeded'; at: string }
  | { status: 'content-present' };

/**
 * Seeds the demo content on a database that has never been seeded and holds no content. Runs on
 * every start and changes nothing after the first; a failure half way removes what it created.
 */
export async function seedDemoContentOnce(strapi: Core.Strapi): Promise<DemoContentOutcome> {
  if (!demoContentEnabled()) return { status: 'disabled' };

  const marker = await readDemoContentMarker(strapi);
  if (marker)
    return marker.outcome === 'seeded' ? { status: 'already-seeded', at: marker.at } : { status: 'content-present' };

  if (await holdsContent(strapi)) {
    // Content someone entered before this seed existed: never mix the demo into it.
    await writeDemoContentMarker(strapi, { outcome: 'content-present', at: new Date().toISOString() });
    return { status: 'content-present' };
  }

  const started = Date.now();
  const created: CreatedDocument[] = [];
  const uploader = await createImageUploader(strapi);
  try {
    const seed = createSeedContext(strapi, uploader, created);
    const counts = {
      ...(await seedSiteBlocks(seed)),
      ...(await seedDoctors(seed)),
      ...(await seedNewsAndEvents(seed)),
      ...(await seedAppreciation(seed)),
      ...(await seedServices(seed)),
      ...(await seedEstimates(seed)),
    };
    const images = uploader.uploadedCount();
    await writeDemoContentMarker(strapi, { outcome: 'seeded', at: new Date().toISOString(), counts });
    const milliseconds = Date.now() - started;
    strapi.log.info(
      `Seeded the demo content: ${describeCounts(counts)}, ${images} generated images, in ${(milliseconds / 1000).toFixed(1)} s.`,
    );
    return { status: 'seeded', counts, images, milliseconds };
  } catch (error) {
    await removeCreated(strapi, created, uploader);
    throw error;
  } finally {
    await uploader.dispose();
  }
}

async function holdsContent(strapi: Core.Strapi): Promise<boolean> {
  // The site's own content is seeded on its own (site-content.ts), in production too: it is not the editors' content.
  const siteContent = new Set<string>(SITE_CONTENT_UIDS);
  const uids = Object.keys(strapi.contentTypes).filter(
    (uid): uid is UID.ContentType => uid.startsWith('api::') && !siteContent.has(uid),
  );
  for (const uid of uids) {
    if ((await strapi.db.query(uid).count()) > 0) return true;
  }
  return false;
}

async function removeCreated(strapi: Core.Strapi, created: CreatedDocument[], uploader: ImageUploader): Promise<void> {
  try {
    for (const { uid, documentId } of created.reverse()) await strapi.documents(uid).delete({ documentId });
    await uploader.removeUploaded();
  } catch (cleanupError) {
    strapi.log.error(`Seeding failed and its partial demo content could not be removed: ${String(cleanupError)}`);
  }
}
