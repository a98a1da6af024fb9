import { publicKey } from '../../../lib/api';

/** The hospital's news and its events: read by their carousels, declared by their routes. */
export const NEWS = publicKey('/news/list/');
export const EVENTS = publicKey('/events/list/');
