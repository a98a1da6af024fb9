import type { MessageKey } from '../../../lib/i18n';

/**
 * The departments a rate is given by, as the CMS names them (a package's `department` is shared
 * by every language, and the estimate form is sent with the English name), and their names in the
 * page's language. A department not listed here is shown as written.
 */
const DEPARTMENT_NAMES: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['Neurosurgery', 'pages.packages.department.neurosurgery'],
  ['Neurology', 'pages.packages.department.neurology'],
  ['Interventional Neuroradiology', 'pages.packages.department.neuroradiology'],
  ['Neuro-rehabilitation', 'pages.packages.department.rehabilitation'],
]);

export function departmentName(department: string, text: (key: MessageKey) => string): string {
  const key = DEPARTMENT_NAMES.get(department);
  return key ? text(key) : department;
}
