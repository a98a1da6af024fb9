/**
 * A facility, neurology division or neurosurgery service: the fixed content behind the tab
 * sections and their detail pages (specification point 3, "Facility, Division and Department").
 */
export interface FixedTopic {
  id: number;
  heading: string;
  /** Paragraphs, in reading order. */
  content: readonly string[];
  /** Main illustration, served from /public. */
  url: string;
  /** Optional gallery ("More From This ..."). */
  multiple_img: readonly string[];
}

/** Finds a topic by a route parameter; undefined for anything that is not a known id. */
export function findTopic<T extends FixedTopic>(topics: readonly T[], id: string | undefined): T | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return topics.find((topic) => topic.id === Number(id));
}
