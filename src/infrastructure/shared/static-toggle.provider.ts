import {
  StandardResolutionReasons,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';
import { notBoolean, resolveBoolean } from './toggle-resolution';

/** OpenFeature provider over AppSettings.FEATURE_TOGGLES (FEATURE_TOGGLE_SOURCE 'static'). */
export class StaticToggleProvider implements Provider {
  readonly metadata = { name: 'static-feature-toggles' } as const;
  readonly runsOn = 'client';
  private readonly values: Readonly<Record<string, boolean>>;

  constructor(values: Readonly<Record<string, boolean>>) {
    this.values = { ...values };
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    return resolveBoolean(this.values, flagKey, defaultValue, StandardResolutionReasons.STATIC);
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): ResolutionDetails<string> {
    return notBoolean(flagKey, defaultValue);
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number): ResolutionDetails<number> {
    return notBoolean(flagKey, defaultValue);
  }

  resolveObjectEvaluation<T extends JsonValue>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return notBoolean(flagKey, defaultValue);
  }
}
