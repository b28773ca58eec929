import { FEATURE_TOGGLE_NAMES } from '../../src/infrastructure/shared/feature-toggle-names';

/** Every toggle name of spec 1 §9, in the spec's order, widened to plain strings for the panel's checks. */
export const SPEC_TOGGLE_NAMES: readonly string[] = FEATURE_TOGGLE_NAMES;
