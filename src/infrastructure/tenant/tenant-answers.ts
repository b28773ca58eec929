import { lazyImport } from '../shared/lazy-import';

/** The contract's answer schemas, loaded beside the first request (they carry valibot: lazy-import.ts). */
export const tenantAnswers = lazyImport(() => import('./tenant.mapper'));
