import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetContactDesk } from './handlers';
import { server } from './server';

// A request no handler knows is a test bug, not a silent pass.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetContactDesk();
  localStorage.clear();
  document.body.style.overflow = '';
});
afterAll(() => server.close());
