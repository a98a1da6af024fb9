import { Link } from 'react-router-dom';
import { conditionPath, usePublicApi } from '../../../lib/api';
import { useFallbackLang, useIntlLocale } from '../../../lib/i18n';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { usePageText } from '../../components/page/page-words';
import { CONDITIONS } from '../../components/conditions-treated/conditions-key';
import { letterGroups, letterId } from './condition-letters';
import './conditions.css';

/**
 * /conditions: the health library's A–Z index, one section a first letter, each condition's name
 * linked to its page with its one-line summary, and a bar of the letters that have conditions.
 * Plain links: the served HTML works without JavaScript.
 */
export function ConditionsIndex() {
  const { data, error } = usePublicApi(CONDITIONS);
  const text = usePageText();
  const locale = useIntlLocale();
  const langOf = useFallbackLang();
  if (!data) return <p className="container">{error ? text('pages.conditions.loadError') : text('layout.loading')}</p>;
  const groups = letterGroups(data, locale);
  return (
    <div className="container conditions">
      <p className="conditions__intro">{text('pages.conditions.intro')}</p>
      {groups.length === 0 ? (
        <p>{text('pages.conditions.none')}</p>
      ) : (
        <>
          <nav className="conditions__letters" aria-label={text('pages.conditions.letters')}>
            <ul>
              {groups.map((group, index) => (
                <li key={group.letter}>
                  <a href={`#${letterId(index)}`}>{group.letter}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group, index) => (
            <section key={group.letter} className="conditions__group" aria-labelledby={letterId(index)}>
              <h2 id={letterId(index)} className="conditions__letter">
                {group.letter}
              </h2>
              <ul className="conditions__list">
                {group.conditions.map((condition) => (
                  <li key={condition.id}>
                    <Link to={conditionPath(condition.slug)} lang={langOf(condition.name)}>
                      {condition.name}
                    </Link>
                    <p lang={langOf(condition.summary)}>{condition.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <PartlyEnglishNote records={data} />
      <p className="conditions__disclaimer">{text('pages.conditions.disclaimer')}</p>
    </div>
  );
}
