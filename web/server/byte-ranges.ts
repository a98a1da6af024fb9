import { createReadStream, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { lookup } from 'mrmime';
import parseRange from 'range-parser';

export type FileHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface FileFacts {
  path: string;
  size: number;
  modified: Date;
}

/**
 * A regular file inside `root` named by a URL path, or undefined. Symbolic links are not followed
 * (a link planted in a served folder must not publish what it points at), nor is anything that
 * resolves outside the folder.
 */
export function fileInside(root: string): (urlPath: string) => FileFacts | undefined {
  let realRoot: string | undefined;
  return (urlPath) => {
    try {
      realRoot ??= realpathSync(root);
      const candidate = join(realRoot, decodeURIComponent(urlPath));
      if (!candidate.startsWith(realRoot + sep) || realpathSync(candidate) !== candidate) return undefined;
      const stats = statSync(candidate);
      return stats.isFile() ? { path: candidate, size: stats.size, modified: stats.mtime } : undefined;
    } catch {
      return undefined;
    }
  };
}

const pathnameOf = (req: IncomingMessage): string => (req.url ?? '/').split('?')[0];

/**
 * Range requests on static files, answered here rather than by sirv, whose own parsing passes any
 * number to `createReadStream` (`bytes=0-18446744073709551615` or `bytes=9-1` threw and stopped
 * the whole server). One satisfiable range: 206 with that slice of the file as stored (never a
 * precompressed copy); none satisfiable: 416 with the size; malformed, several ranges, or an
 * `If-Range` (our validators are weak, and If-Range needs a strong match): the Range is ignored
 * and the whole file is served as usual. Every request leaves here without its Range header, so
 * whatever handles it next never sees one.
 */
export function withByteRanges(
  findFile: (urlPath: string) => FileFacts | undefined,
  serve: FileHandler,
  setHeaders: (res: ServerResponse, urlPath: string) => void = () => undefined,
): FileHandler {
  return (req, res, next) => {
    const range = req.headers.range;
    if (range === undefined) return serve(req, res, next);
    delete req.headers.range;
    const urlPath = pathnameOf(req);
    const file = findFile(urlPath);
    if (!file || req.headers['if-range'] !== undefined) return serve(req, res, next);
    const ranges = parseRange(file.size, range, { combine: true });
    if (ranges === -2 || (ranges !== -1 && (ranges.type !== 'bytes' || ranges.length !== 1)))
      return serve(req, res, next);
    setHeaders(res, urlPath);
    if (ranges === -1) {
      res.writeHead(416, { 'Content-Range': `bytes */${file.size}`, 'Content-Length': 0 });
      return void res.end();
    }
    const [{ start, end }] = ranges;
    res.writeHead(206, {
      'Content-Type': lookup(file.path) ?? 'application/octet-stream',
      'Content-Length': end - start + 1,
      'Content-Range': `bytes ${start}-${end}/${file.size}`,
      'Accept-Ranges': 'bytes',
      'Last-Modified': file.modified.toUTCString(),
    });
    if (req.method === 'HEAD') return void res.end();
    // A file removed between the look-up and the read ends this answer only.
    createReadStream(file.path, { start, end })
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
