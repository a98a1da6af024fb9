import type { Language } from './languages';
import type { Messages } from './messages/en';

/**
 * The parts of a catalogue beyond the words every page may show (messages/en.ts): the words of
 * pages few visitors open (the emergency guidance, the contact form, the patient request forms, why
 * a patient form was refused, the secondary pages). A route names the parts its page speaks with (`words`, app/routes.tsx).
 */
export type CataloguePart = 'emergency' | 'form' | 'requests' | 'refusals' | 'pages';
const CATALOGUE_PARTS: readonly CataloguePart[] = ['emergency', 'form', 'requests', 'refusals', 'pages'];

type Words = Partial<Messages>;
type TranslatedLanguage = Exclude<Language, 'en'>;

/** English's words every page may show: a chunk of its own, fetched beside an English page's code. */
const english = async (): Promise<Words> => (await import('./messages/en')).en;

/**
 * Bengali and Hindi, each part a chunk of its own: a Bengali home page fetches the frame's and the
 * home page's words only, and `/bn/emergency` the emergency guidance's besides. (English's parts
 * come with their pages' code: see addEnglish.)
 */
const TRANSLATIONS: Record<TranslatedLanguage, Record<'core' | CataloguePart, () => Promise<Words>>> = {
  bn: {
    core: async () => (await import('./messages/bn')).bn,
    emergency: async () => (await import('./messages/bn-emergency')).bnEmergency,
    form: async () => (await import('./messages/bn-form')).bnForm,
    requests: async () => (await import('./messages/bn-requests')).bnRequests,
    refusals: async () => (await import('./messages/bn-refusals')).bnRefusals,
    pages: async () => (await import('./messages/bn-pages')).bnPages,
  },
  hi: {
    core: async () => (await import('./messages/hi')).hi,
    emergency: async () => (await import('./messages/hi-emergency')).hiEmergency,
    form: async () => (await import('./messages/hi-form')).hiForm,
    requests: async () => (await import('./messages/hi-requests')).hiRequests,
    refusals: async () => (await import('./messages/hi-refusals')).hiRefusals,
    pages: async () => (await import('./messages/hi-pages')).hiPages,
  },
};

/**
 * A language's words: those every page may show and those of the parts named (all of them unless
 * named). English answers the words every page may show; its parts are added by their pages' code.
 */
export async function loadMessages(
  language: Language,
  parts: readonly CataloguePart[] = CATALOGUE_PARTS,
): Promise<Words> {
  if (language === 'en') return english();
  const loaders = TRANSLATIONS[language];
  const loaded = await Promise.all([loaders.core(), ...parts.map((part) => loaders[part]())]);
  return Object.assign({}, ...loaded) as Words;
}
