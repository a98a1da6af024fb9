import { useLocation } from 'react-router-dom';
import { LANGUAGES, localizedPath, NATIVE_NAMES, useLanguage, useText } from '../../../lib/i18n';

/**
 * The same page in each language, as plain links (a page load: it works without JavaScript, and
 * the new page comes with its own catalogue, `lang` and font). The visitor stays on the page they
 * are on, with the query it reads (`/doctors?q=sen` → `/bn/doctors?q=sen`). Each name is written
 * in its own language and script, and marked so (`lang`, `hreflang`).
 */
export function LanguageSwitcher() {
  const language = useLanguage();
  const text = useText();
  // Inside the router's basename: `/doctors` on /bn/doctors as on /doctors.
  const { pathname, search } = useLocation();
  return (
    <nav className="language-switcher" aria-label={text('header.languages')}>
      <ul>
        {LANGUAGES.map((each) => (
          <li key={each}>
            <a
              href={localizedPath(each, pathname) + search}
              hrefLang={each}
              lang={each}
              aria-current={each === language ? 'true' : undefined}
            >
              {NATIVE_NAMES[each]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
