import type { PageHead } from '../components/page/page-head';
import { breadcrumbData, medicalWebPageData, summary } from '../../lib/structured-data';

interface TopicFacts {
  heading: string;
  content: readonly string[];
  url: string | null;
}

/**
 * The head of a facility, division or service page: its own name, first lines and picture, a
 * MedicalWebPage and the breadcrumb back through its section. `fallbackTitle` while it is unknown.
 */
export function topicHead(
  topic: TopicFacts | undefined,
  section: { name: string; path: string },
  path: string,
  fallbackTitle = section.name,
): PageHead {
  if (!topic) return { title: fallbackTitle };
  const description = summary(topic.content.join(' '));
  return {
    title: topic.heading,
    description,
    image: topic.url,
    structuredData: [
      medicalWebPageData(topic.heading, description, path),
      breadcrumbData([section, { name: topic.heading, path }]),
    ],
  };
}
