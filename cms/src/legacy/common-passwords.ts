import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The commonest passwords (zxcvbn-ts's list of about 49,000, from real leaks), as Django's
 * CommonPasswordValidator uses its list: compared trimmed and lower-cased. Built on first use.
 */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
