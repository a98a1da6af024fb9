import { publicKey } from '../../../lib/api';

/** The published blogs: read by the blog pages, declared by their routes. */
export const BLOGS = publicKey('/content/', { type: 'blog' });
