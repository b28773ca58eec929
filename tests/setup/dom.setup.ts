import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor and findBy give up after 1 s by default: on a busy two-core machine a page that is
// right can take longer to render. Waiting longer costs nothing when it is (they return as soon
// as the check passes); a hang is still caught by the test's own timeout.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
