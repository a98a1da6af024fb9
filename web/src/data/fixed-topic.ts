import type { Topic } from '../lib/api';

/**
 * A facility, neurology division or neurosurgery service (specification point 3, "Facility,
 * Division and Department"): content that editors keep in the CMS.
 */
export type FixedTopic = Topic;

/** Finds a topic by a route parameter; undefined for anything that is not a known id (or before the list has loaded). */
export function findTopic<T extends FixedTopic>(topics: readonly T[], id: string | undefined): T | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return topics.find((topic) => topic.id === Number(id));
}
