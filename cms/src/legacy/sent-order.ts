/**
 * The order a form's files were sent in. formidable lists a field's files as each one finishes
 * writing to disk, not as it arrived: a small picture sent after a large one can finish first, and
 * an event's gallery was then stored out of the editor's order (seen once in a CMS test run on
 * Postgres). formidable's `fileBegin` comes in the order of the request's parts, so each file is
 * numbered there (strapi::body's `onFileBegin`, config/middlewares.ts), and every field's files are
 * put back in that order right after parsing (middlewares/request-files.ts), for every reader:
 * the legacy API and Strapi's own Media Library alike.
 */
const SENT_ORDER = Symbol('sent order');

type Numbered = { [SENT_ORDER]?: number };

/** One count for the whole process: within a request its parts begin one after another. */
let begun = 0;

/** formidable's `fileBegin` listener: numbers the file as its part starts. */
export function numberSentFile(_field: string, file: object): void {
  (file as Numbered)[SENT_ORDER] = ++begun;
}

const sentOrder = (file: unknown): number => (file as Numbered | null)?.[SENT_ORDER] ?? 0;

/** Each field's files of a parsed request, in place, in the order they were sent. */
export function putFilesInSentOrder(files: Record<string, unknown> | undefined): void {
  for (const value of Object.values(files ?? {}))
    if (Array.isArray(value)) value.sort((a, b) => sentOrder(a) - sentOrder(b));
}
