import { startApp } from './app/start-app';

// The app starts as soon as its code has arrived: the served page's controls already work without
// it (HTML and CSS), and it adds the specification's behaviours to them.
void startApp();
