import { leadImagePainted } from './app/lead-image';

// The app's code is fetched once the page's lead picture is on screen (app/lead-image.ts).
void leadImagePainted()
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp());
