import { publicKey } from '../../../lib/api';

/** The home page's about block and the About page's: read by their sections, declared by their routes. */
export const HOME_ABOUT = publicKey('/homeabout/');
export const ABOUT_PAGE = publicKey('/about/');
