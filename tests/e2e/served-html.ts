import { SITE_URL } from './browser';

export interface ServedPage {
  status: number;
  headers: Headers;
  html: string;
  /** The HTML's text with tags dropped and entities decoded, as a reader without JavaScript sees it. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

export function decodeEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** A page as the site's server sends it, fetched without a browser (no JavaScript runs). */
export async function fetchServedPage(path: string): Promise<ServedPage> {
  const response = await fetch(new URL(path, SITE_URL), { headers: { 'Accept-Encoding': 'gzip' } });
  const html = await response.text();
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return { status: response.status, headers: response.headers, html, text: decodeEntities(body).replace(/\s+/g, ' ') };
}

/** The JSON-LD objects in a served page's head. */
export function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

/** The content of `<meta name|property="key">` in a served page. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? decodeEntities(match[1]) : undefined;
}
