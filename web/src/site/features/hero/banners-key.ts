import { publicKey } from '../../../lib/api';

/** The home page's banners: read by the hero, declared by the home route. */
export const BANNERS = publicKey('/banners/');
