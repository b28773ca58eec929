export { FEATURE_TOGGLE_NAMES, type FeatureToggleName } from '../../domain/access/feature-toggle-names';
