import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The tests wait for states, not durations: on a busy machine a lazy chunk or a real server can take seconds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  delete document.documentElement.dataset.colorMode;
});
