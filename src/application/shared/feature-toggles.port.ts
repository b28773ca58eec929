export interface FeatureToggleContext {
  readonly userIdentity: string;
  readonly email: string;
  readonly tenantId: string;
}

/** Feature toggles, evaluated synchronously after `initialize` (OpenFeature underneath). */
export const FeatureToggles = Symbol.for('FeatureToggles');
export interface FeatureToggles {
  initialize(context: FeatureToggleContext): Promise<void>;
  isEnabled(name: string): boolean;
}
