import { HYDRATION_SCRIPT_ID } from './app/hydration';

// The app starts once a served page has been drawn: its controls already work without it (HTML
// and CSS), and it adds the specification's behaviours to them. Until that first frame, the
// network and the main thread are the page's own: on a slow phone the lead picture and the
// language's font arrive, and the text is laid out, without the app's 90 KB competing for them.
// The admin shell has nothing to draw but its loading state: its app starts at once. The entry
// itself stays tiny and imports the app. (A served page opened in a background tab starts its app
// when it is first shown: it has no frame to draw before then.)
const startApp = () => void import('./app/start-app').then((app) => app.startApp());
if (document.getElementById(HYDRATION_SCRIPT_ID)) requestAnimationFrame(() => setTimeout(startApp, 0));
else startApp();
