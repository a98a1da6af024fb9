import { Link } from 'react-router-dom';
import { HOSPITAL_NAME } from '../../../data/contact-details';
import { useText } from '../../../lib/i18n';

/** The hospital's mark and name, linking home (the only home link on wide screens). */
export function Brand() {
  const text = useText();
  return (
    <Link to="/" className="brand">
      <svg className="brand__mark" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#0b4f8a" />
        <path
          d="M20 9c-3.5-3-9-1.5-9.3 3.2-3.3 1-4 6-1.4 8-1.4 3.6 1.2 7.6 5.3 7.4 1.2 2.6 4.3 3.3 5.4 1.2V9Zm0 0c3.5-3 9-1.5 9.3 3.2 3.3 1 4 6 1.4 8 1.4 3.6-1.2 7.6-5.3 7.4-1.2 2.6-4.3 3.3-5.4 1.2"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand__text">
        <span className="brand__name">{HOSPITAL_NAME}</span>
        <span className="sr-only">{text('header.homePage')}</span>
        <span className="brand__tagline">{text('header.tagline')}</span>
      </span>
    </Link>
  );
}
