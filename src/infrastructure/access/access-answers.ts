import { lazyImport } from '../shared/lazy-import';

/** The access answer schemas, loaded beside the first request (they carry valibot: lazy-import.ts). */
export const accessAnswers = lazyImport(() => import('./access.mapper'));
