/**
 * The static mirror into a bucket (`npm run mirror -- --out s3://bucket/prefix`): each file of the
 * mirrored folder under `<prefix>/`, with the Content-Type and Cache-Control the site sends for it
 * today, so any static host or CDN in front of the bucket serves it as nginx would: pages
 * revalidated on every use (`no-cache`), hashed build files kept a year (`immutable`), the rest
 * (icon, pictures from /uploads, the rate file) revalidated, as nginx and Strapi answer them.
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { listFiles } from '../ops/files';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/** A mirrored file's Content-Type, by its extension (a static host has nothing else to go by). */
function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A mirrored file's Cache-Control: as deploy/nginx and the page server send it for the same address. */
function cacheControlOf(path: string): string {
  return path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The key of a mirrored file under the prefix. */
const mirrorKey = (prefix: string, path: string) => (prefix ? `${prefix}/${path}` : path);

/**
 * Uploads every file of the mirrored folder. The pages go last: while it runs, a page already in
 * the bucket never names a file that is not there yet.
 */
export async function uploadMirror(
  dir: string,
  destination: { bucket: string; prefix: string },
  client: S3Client,
): Promise<string[]> {
  const files = listFiles(dir);
  const ordered = [
    ...files.filter((path) => !path.endsWith('.html')),
    ...files.filter((path) => path.endsWith('.html')),
  ];
  const keys: string[] = [];
  for (const path of ordered) {
    const key = mirrorKey(destination.prefix, path);
    await client.send(
      new PutObjectCommand({
        Bucket: destination.bucket,
        Key: key,
        Body: await readFile(join(dir, path)),
        ContentType: contentTypeOf(path),
        CacheControl: cacheControlOf(path),
      }),
    );
    keys.push(key);
  }
  return keys;
}
