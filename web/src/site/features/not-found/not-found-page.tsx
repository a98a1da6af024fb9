import { Link } from 'react-router-dom';
import { useText } from '../../../lib/i18n';
import './not-found.css';

/** What an unknown address shows: a real page, with ways back into the site. */
export function NotFoundPage() {
  const text = useText();
  return (
    <section className="not-found container">
      <p className="not-found__code">404</p>
      <h1>{text('notFound.title')}</h1>
      <p>{text('notFound.text')}</p>
      <p className="not-found__actions">
        <Link className="button" to="/">
          {text('notFound.home')}
        </Link>
        <Link className="button button--outline" to="/contact">
          {text('notFound.contact')}
        </Link>
      </p>
    </section>
  );
}
