import { loadResources } from '../../../src/presentation/i18n/i18n';

/** Every text of the three languages, loaded once, so tests can render synchronously. */
export const TEST_RESOURCES = await loadResources();
