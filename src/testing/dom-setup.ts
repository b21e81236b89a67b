/** Component tests: what jsdom lacks, patience for a busy machine, and a clean document and storage after every test. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out, so it has no scrolling to do, and no pointer to capture.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

// findBy… and waitFor wait for a signal: a generous limit costs nothing when things are fast.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
