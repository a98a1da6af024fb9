import { Link } from 'react-router-dom';
import './not-found.css';

/** What an unknown address shows: a real page, with ways back into the site. */
export function NotFoundPage() {
  return (
    <section className="not-found container">
      <p className="not-found__code">404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p className="not-found__actions">
        <Link className="button" to="/">
          Go to the home page
        </Link>
        <Link className="button button--outline" to="/contact">
          Contact us
        </Link>
      </p>
    </section>
  );
}
