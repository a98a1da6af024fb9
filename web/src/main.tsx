import { firstViewPainted } from './app/first-view';

// The app's code is fetched once the page's first view is on screen (app/first-view.ts).
void firstViewPainted()
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp());
