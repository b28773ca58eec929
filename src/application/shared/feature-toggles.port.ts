export interface FeatureToggleContext {
  readonly userIdentity: string;
  readonly email: string;
  readonly tenantId: string;
}

/**
 * Feature toggles, evaluated synchronously after `initialize` (OpenFeature underneath). They
 * fail closed: toggles that could not be read are off. A source that answers late changes them
 * once, after `initialize` (issue 35 §2): `onChange` tells whoever shows them.
 */
export const FeatureToggles = Symbol.for('FeatureToggles');
export interface FeatureToggles {
  initialize(context: FeatureToggleContext): Promise<void>;
  isEnabled(name: string): boolean;
  /**
   * Called after the values changed (a late answer applied); returns the way to stop listening.
   * A source whose values are final once `initialize` resolved may leave it out.
   */
  onChange?(listener: () => void): () => void;
  /**
   * While the toggles read off only because their source has not answered yet: settles once its
   * answer was applied or will not come. Undefined (or left out) when the values are final.
   */
  lateAnswer?(): Promise<void> | undefined;
}
