import type { Language } from './languages';
import { en, type Messages } from './messages/en';

/**
 * A language's catalogue. English is bundled with the app (every English page needs it, and it
 * costs no request); Bengali and Hindi are chunks of their own, fetched only on their pages.
 */
export async function loadMessages(language: Language): Promise<Partial<Messages>> {
  if (language === 'bn') return (await import('./messages/bn')).bn;
  if (language === 'hi') return (await import('./messages/hi')).hi;
  return en;
}
