import { CommandFailure } from '../../domain/shared/command-failure';

/**
 * What is still read by hand. Backend answers are schemas (`answer-schema.ts`, built on `isFields`);
 * `nonEmptyText` reads our own commands and inputs, and `malformed` is the failure of a host answer
 * that is one plain value (a language, a URL).
 */
export type Fields = Record<string, unknown>;

/** An object with fields: not an array, not null. */
export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-blank string as it is, else undefined. */
export function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function malformed(what: string): CommandFailure {
  return new CommandFailure('malformed', 'malformed', undefined, what);
}
