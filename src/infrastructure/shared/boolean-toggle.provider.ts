import type { JsonValue, Provider, ProviderMetadata, ResolutionDetails } from '@openfeature/web-sdk';
import { notBoolean, resolveBoolean } from './toggle-resolution';

/**
 * Both toggle providers serve on/off flags from a record; they differ only in where the
 * record comes from and in the reason a found flag reports.
 */
export abstract class BooleanToggleProvider implements Provider {
  abstract readonly metadata: ProviderMetadata;
  readonly runsOn = 'client';

  protected constructor(private readonly foundReason: string) {}

  /** `undefined` while the values are not loaded yet. */
  protected abstract toggleValues(): Readonly<Record<string, boolean>> | undefined;

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    return resolveBoolean(this.toggleValues(), flagKey, defaultValue, this.foundReason);
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
