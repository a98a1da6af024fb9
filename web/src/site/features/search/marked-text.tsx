import { Fragment } from 'react';
import type { SearchSpan } from '../../../lib/api';

/** A result's text with the runs that matched the patient's words marked (`<mark>`), as the CMS cut them. */
export function MarkedText({ spans }: { spans: readonly SearchSpan[] }) {
  return (
    <>
      {spans.map((span, index) =>
        span.hit ? <mark key={index}>{span.text}</mark> : <Fragment key={index}>{span.text}</Fragment>,
      )}
    </>
  );
}
