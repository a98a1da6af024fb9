import { CONTENT_TYPES } from '../content-types';
import type { SeedContext } from '../context';
import { about, homeAbout } from '../data/abouts';
import { banner } from '../data/banner';

/** The home hero banner and the two about blocks (one record each). */
export async function seedSiteBlocks(seed: SeedContext): Promise<Record<string, number>> {
  await seed.create(CONTENT_TYPES.banner, {
    main_heading: banner.main_heading,
    sub_heading: banner.sub_heading,
    banner_image: await seed.illustration(banner.image, 'banner', 'banner'),
  });
  await seed.create(CONTENT_TYPES.homeAbout, {
    title: homeAbout.title,
    description: homeAbout.description,
    image: await seed.illustration(homeAbout.image, 'about', 'home-about'),
  });
  await seed.create(CONTENT_TYPES.about, {
    title: about.title,
    description: about.description,
    image: await seed.illustration(about.image, 'about', 'about'),
  });
  return { banners: 1, homeAbout: 1, about: 1 };
}
