import { useLanguage, useText } from '../../../lib/i18n';
import './partly-english-note.css';

/** A record of a public answer read in a language: the CMS marks one whose words are partly English. */
interface MaybeTranslated {
  partly_english?: boolean;
}

/**
 * A line under a Bengali or Hindi section saying, in the page's language, that part of it is
 * still English: shown when any record it shows fell back to English (the CMS's `partly_english`),
 * never on an English page, nor when every record is translated or the CMS did not say.
 */
export function PartlyEnglishNote({ records }: { records: ReadonlyArray<MaybeTranslated | null | undefined> }) {
  const language = useLanguage();
  const text = useText();
  if (language === 'en' || !records.some((record) => record?.partly_english === true)) return null;
  return (
    <p className="partly-english" role="note">
      {text('content.partlyEnglish')}
    </p>
  );
}
