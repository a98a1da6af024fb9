/**
 * The order a form's files were sent in. formidable lists a field's files as each one finishes
 * writing to disk, not as it arrived: a small picture sent after a large one can finish first, and
 * an event's gallery was then stored out of the editor's order (seen once in a CMS test run on
 * Postgres). formidable's `fileBegin` comes in the order of the request's parts, so each file is
 * numbered there (strapi::body's `onFileBegin`, config/middlewares.ts) and a field's files are read
 * back in that order.
 */
const SENT_ORDER = Symbol('sent order');

type Numbered = { [SENT_ORDER]?: number };

/** One count for the whole process: within a request its parts begin one after another. */
let begun = 0;

/** formidable's `fileBegin` listener: numbers the file as its part starts. */
export function numberSentFile(_field: string, file: object): void {
  (file as Numbered)[SENT_ORDER] = ++begun;
}

/** A field's files in the order they were sent (files never numbered keep their place). */
export function inSentOrder<T extends object>(files: T[]): T[] {
  return files
    .map((file, index) => ({ file, order: (file as Numbered)[SENT_ORDER] ?? index }))
    .sort((a, b) => a.order - b.order)
    .map(({ file }) => file);
}
