import { ErrorCode, StandardResolutionReasons, type ResolutionDetails } from '@openfeature/web-sdk';

/**
 * Shared by both toggle providers: toggles are booleans looked up in a record; an
 * unknown name resolves to the caller's default with FLAG_NOT_FOUND; other flag types
 * are not served (TYPE_MISMATCH), since every toggle of spec 1 §9 is on/off.
 */
export function resolveBoolean(
  values: Readonly<Record<string, boolean>> | undefined,
  flagKey: string,
  defaultValue: boolean,
  reason: string,
): ResolutionDetails<boolean> {
  if (values === undefined) {
    return {
      value: defaultValue,
      reason: StandardResolutionReasons.ERROR,
      errorCode: ErrorCode.PROVIDER_NOT_READY,
      errorMessage: 'feature toggles not loaded',
    };
  }
  if (!Object.hasOwn(values, flagKey)) {
    return {
      value: defaultValue,
      reason: StandardResolutionReasons.DEFAULT,
      errorCode: ErrorCode.FLAG_NOT_FOUND,
      errorMessage: `unknown feature toggle '${flagKey}'`,
    };
  }
  return { value: values[flagKey] === true, reason };
}

export function notBoolean<T>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
  return {
    value: defaultValue,
    reason: StandardResolutionReasons.ERROR,
    errorCode: ErrorCode.TYPE_MISMATCH,
    errorMessage: `feature toggle '${flagKey}' is boolean`,
  };
}
