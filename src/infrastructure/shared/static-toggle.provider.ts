import { StandardResolutionReasons } from '@openfeature/web-sdk';
import { BooleanToggleProvider } from './boolean-toggle.provider';

/** OpenFeature provider over AppSettings.FEATURE_TOGGLES (FEATURE_TOGGLE_SOURCE 'static'). */
export class StaticToggleProvider extends BooleanToggleProvider {
  readonly metadata = { name: 'static-feature-toggles' } as const;
  private readonly values: Readonly<Record<string, boolean>>;

  constructor(values: Readonly<Record<string, boolean>>) {
    super(StandardResolutionReasons.STATIC);
    this.values = { ...values };
  }

  protected toggleValues(): Readonly<Record<string, boolean>> {
    return this.values;
  }
}
