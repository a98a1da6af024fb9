import type { NavLabel } from '../../../data/navigation';
import { useText } from '../../../lib/i18n';

/** A menu entry's words in the page's language (a person's name as written). */
export function useNavLabel(): (label: NavLabel) => string {
  const text = useText();
  return (label) => ('key' in label ? text(label.key) : label.name);
}
