import { useSearchParams } from 'react-router-dom';
import type { PhoneNumberEntry, Scheme } from '../../../lib/api';
import { hospitalDate } from '../../../lib/hospital-date';
import { useIntlLocale, useLocalizedPath } from '../../../lib/i18n';
import { usePageText, usePageTextWith } from '../../components/page/page-words';
import { chosenCards, NOT_LISTED } from './card-query';
import { CLAIM_WORDS, schemeId } from './scheme-words';

interface CardFinderProps {
  schemes: readonly Scheme[];
  /** Whom a card not in the list calls (insurance-desk.ts). */
  deskPhone: PhoneNumberEntry | undefined;
}

/** What the finder says of one card the list holds: accepted here, how it pays, as of when, what to bring. */
function Accepted({ scheme }: { scheme: Scheme }) {
  const text = usePageText();
  const textWith = usePageTextWith();
  const locale = useIntlLocale();
  return (
    <li className="card-answer card-answer--accepted">
      <p>
        {textWith('pages.schemes.accepted', {
          name: <a href={`#${schemeId(scheme.id)}`}>{scheme.name}</a>,
        })}{' '}
        {text(CLAIM_WORDS[scheme.claim])}
      </p>
      <p className="card-answer__as-of">
        {textWith('pages.schemes.asOf', {
          date: <time dateTime={scheme.as_of}>{hospitalDate(scheme.as_of, locale)}</time>,
        })}
        {/* A demo entry is no confirmed empanelment: the answer says so where the patient reads it. */}
        {scheme.demo_entry && <strong> · {text('pages.schemes.demoMark')}</strong>}
      </p>
      <p>{text('pages.schemes.bring', { documents: scheme.documents.join('; ') })}</p>
      <p>
        {textWith('pages.schemes.askDesk', {
          phone: <a href={`tel:+${scheme.help_desk.phone.digits}`}>{scheme.help_desk.phone.display}</a>,
        })}
      </p>
    </li>
  );
}

/**
 * "Which of my cards work here?": a plain GET form (`?card=cghs&card=echs`), so the page the
 * server sends already answers, without JavaScript; nothing here needs it. Each card ticked is
 * answered: accepted here or not, cashless or reimbursement, what to bring; a card not in the list
 * (its checkbox, or a key the list does not hold) is told so, with the number to call.
 */
export function CardFinder({ schemes, deskPhone }: CardFinderProps) {
  const text = usePageText();
  const textWith = usePageTextWith();
  const action = useLocalizedPath()('/schemes');
  const [params] = useSearchParams();
  const chosen = new Set(chosenCards(params.getAll('card')));
  const accepted = schemes.filter((scheme) => chosen.has(scheme.card_key));
  const known = new Set(schemes.map((scheme) => scheme.card_key));
  const notListed = [...chosen].some((card) => !known.has(card));
  return (
    <section className="card-finder" aria-labelledby="card-finder-title">
      <h2 id="card-finder-title">{text('pages.schemes.finderTitle')}</h2>
      <form method="get" action={`${action}#card-answers`}>
        <fieldset>
          <legend>{text('pages.schemes.finderHint')}</legend>
          {schemes.map((scheme) => (
            <label key={scheme.id} className="card-finder__choice">
              <input type="checkbox" name="card" value={scheme.card_key} defaultChecked={chosen.has(scheme.card_key)} />{' '}
              {scheme.name}
            </label>
          ))}
          <label className="card-finder__choice">
            <input type="checkbox" name="card" value={NOT_LISTED} defaultChecked={chosen.has(NOT_LISTED)} />{' '}
            {text('pages.schemes.notListedChoice')}
          </label>
        </fieldset>
        <button type="submit" className="button">
          {text('pages.schemes.check')}
        </button>
      </form>
      {chosen.size > 0 && (
        <section id="card-answers" className="card-finder__answers" aria-labelledby="card-answers-title">
          <h3 id="card-answers-title">{text('pages.schemes.answersTitle')}</h3>
          <ul>
            {accepted.map((scheme) => (
              <Accepted key={scheme.id} scheme={scheme} />
            ))}
            {notListed && (
              <li className="card-answer card-answer--not-listed">
                <p>
                  {deskPhone
                    ? textWith('pages.schemes.notListed', {
                        phone: <a href={`tel:+${deskPhone.digits}`}>{deskPhone.display}</a>,
                      })
                    : text('pages.schemes.notListedNoPhone')}
                </p>
              </li>
            )}
          </ul>
        </section>
      )}
    </section>
  );
}
