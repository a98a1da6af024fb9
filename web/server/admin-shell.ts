/** What /admin shows from its first paint until the admin app has rendered over it. */
export const ADMIN_LOADING_MESSAGE = 'Loading the admin screens...';

/**
 * The admin screens' served page: the app renders in the browser only (they show an editor's own
 * data), but the page is never blank meanwhile. It carries a visible loading state (the site's
 * LoadingState markup, styled by the stylesheet every page links) and preloads the admin app's
 * code, its stylesheet and the login form's code, so the browser fetches them with the page. Its
 * scripts at the default priority: here the app is all there is to show.
 */
export function adminShellHtml(template: string, modulePreloads: string): string {
  const loading =
    `<main><div role="status" class="loading-state">` +
    `<span class="loading-state__spinner" aria-hidden="true"></span><span>${ADMIN_LOADING_MESSAGE}</span>` +
    `</div></main>`;
  return template
    .replace(/ fetchpriority="low"/g, '')
    .replace('</head>', () =>
      modulePreloads ? `  ${modulePreloads.replace(/ fetchpriority="low"/g, '')}\n  </head>` : '</head>',
    )
    .replace('<!--page-body-->', () => loading);
}
