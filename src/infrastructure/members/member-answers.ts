import { lazyImport } from '../shared/lazy-import';

/** The members' answer schemas, loaded beside the first page (they carry valibot: lazy-import.ts). */
export const memberAnswers = lazyImport(() => import('./member.mapper'));
