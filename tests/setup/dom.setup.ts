import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor and findBy give up after 1 s by default. Here their limit is a hang detector, set once
// for every view test (no test sets its own), never a budget: they return as soon as the check
// passes, so a longer limit costs nothing when the page is right. In `npm test` the unit tests
// run at a lower priority than the browser tests; beside a CPU hog they got about a tenth of a
// core, and a page that renders in a second took more than 10 s (fresh-clone run 16).
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => cleanup());
