/**
 * Every query parameter a public page reads (the doctor finder's filters and the items a page
 * opens from its address: `/blogs?post=3`). The page server keys its cache on these alone, so a
 * new one read by a page must be listed here (a test reads the sources to check).
 */
export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'q',
  'specialty',
  'post',
  'news',
  'event',
  'doctor',
  // /estimate, filled in from the rate or the department it was asked from.
  'procedure',
  'department',
]);
