// The app starts as soon as its code has arrived: the served page's controls already work without
// it (HTML and CSS), and it adds the specification's behaviours to them. The entry itself stays
// tiny and imports the app: a module script runs once the page has been read, so the app's bytes
// do not share a slow network with the page's own (the server preloads them at the page's end).
void import('./app/start-app').then(({ startApp }) => startApp());
