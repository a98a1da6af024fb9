import { CONTENT_TYPES } from '../content-types';
import { oldestFirst, type SeedContext } from '../context';
import { blogs } from '../data/blogs';
import { videos } from '../data/videos';

/** The "Appreciation" content: blogs with images, videos and patients' review videos with links. */
export async function seedAppreciation(seed: SeedContext): Promise<Record<string, number>> {
  for (const video of oldestFirst(videos)) {
    await seed.create(CONTENT_TYPES.contentEntry, { ...video });
  }
  for (const blog of oldestFirst(blogs)) {
    await seed.create(CONTENT_TYPES.contentEntry, {
      type: 'blog',
      title: blog.title,
      description: blog.description,
      image: await seed.illustration(blog.image, 'landscape', `blog-${blog.title}`),
    });
  }
  return {
    blogs: blogs.length,
    videos: videos.filter((video) => video.type === 'video').length,
    reviewVideos: videos.filter((video) => video.type === 'review_video').length,
  };
}
