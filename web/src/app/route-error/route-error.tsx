import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PublicLayout } from '../../site/layout/public-layout';
import { isChunkLoadError } from './chunk-load-error';
import { reloadPage } from './reload-page';
import { useText } from '../../lib/i18n';
import './route-error.css';

/**
 * After a deploy, an open page may ask for code files that are gone: a reload fetches the new ones.
 * The shell itself loaded, so the visitor keeps the header and footer (none under /admin).
 */
function NewVersionNotice() {
  const text = useText();
  return (
    <PublicLayout>
      <section className="route-error container" aria-labelledby="route-error-title">
        <h1 id="route-error-title">{text('routeError.title')}</h1>
        <p>{text('routeError.text')}</p>
        <button type="button" className="button" onClick={reloadPage}>
          {text('routeError.reload')}
        </button>
      </section>
    </PublicLayout>
  );
}

/**
 * Any other error: the router's own screen, as the specification asks ('Unexpected Application
 * Error!' and the message; the stack only in development). Written out here because a route's
 * errorElement replaces the router's default for every error, and the default is not exported.
 */
function UnexpectedError({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : JSON.stringify(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <>
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
      {stack ? <pre className="route-error__stack">{stack}</pre> : null}
    </>
  );
}

/** The errorElement of the top-level routes. */
export function RouteError() {
  const error = useRouteError();
  return isChunkLoadError(error) ? <NewVersionNotice /> : <UnexpectedError error={error} />;
}
