import { CONTENT_TYPES } from '../content-types';
import { oldestFirst, type SeedContext } from '../context';
import { services } from '../data/services';

/** Services, each with a cover image and a gallery. */
export async function seedServices(seed: SeedContext): Promise<Record<string, number>> {
  for (const service of oldestFirst(services)) {
    await seed.create(CONTENT_TYPES.service, {
      heading: service.heading,
      content: service.content,
      image: await seed.illustration(service.image, 'landscape', `service-${service.heading}`),
      gallery: await seed.gallery(service.gallery, `service-${service.heading}`),
    });
  }
  return { services: services.length };
}
