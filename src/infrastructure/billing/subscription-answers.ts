import { lazyImport } from '../shared/lazy-import';

/** The billing answer schemas, loaded beside the first request (they carry valibot: lazy-import.ts). */
export const subscriptionAnswers = lazyImport(() => import('./subscription.mapper'));
