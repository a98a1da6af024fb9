import { Link } from 'react-router-dom';
import { AMBULANCE_NUMBER, telHref, useContactDetails } from '../../../data/contact-details';
import { usePageText, usePageTextWith } from '../../components/page/page-words';

/**
 * Where a patient who found nothing (or could not search) may look: the conditions A–Z, the doctor
 * finder, and the emergency number as the site shows it elsewhere (the hospital's 24x7 line from
 * its contact details; the national ambulance number when those could not be read).
 */
export function SearchSuggestions() {
  const text = usePageText();
  const textWith = usePageTextWith();
  const details = useContactDetails();
  const phone = details ? (
    <a href={telHref(details.mainMobile)}>{details.mainMobile.display}</a>
  ) : (
    <a href={`tel:${AMBULANCE_NUMBER}`}>{AMBULANCE_NUMBER}</a>
  );
  return (
    <section className="search-suggestions" aria-labelledby="search-suggestions-title">
      <h2 id="search-suggestions-title">{text('pages.search.suggestionsTitle')}</h2>
      <ul>
        <li>
          <Link to="/conditions">{text('pages.search.conditions')}</Link>
        </li>
        <li>
          <Link to="/doctors">{text('pages.search.doctors')}</Link>
        </li>
        <li className="search-suggestions__emergency">{textWith('pages.search.emergency', { phone })}</li>
        <li>
          <Link to="/emergency">{text('pages.search.emergencyPage')}</Link>
        </li>
      </ul>
    </section>
  );
}
