import { CommandFailure } from '../../domain/shared/command-failure';

/** Reading command resources: data from another service, checked field by field. */
export type Fields = Record<string, unknown>;

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `resource.items` of a LIME collection; anything else is a malformed answer. */
export function itemsOf(resource: unknown, what: string): unknown[] {
  if (isFields(resource) && Array.isArray(resource['items'])) return resource['items'] as unknown[];
  throw malformed(what);
}

export function fieldsOf(resource: unknown, what: string): Fields {
  if (isFields(resource)) return resource;
  throw malformed(what);
}

export function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function finiteNumber(value: unknown, fallback = 0): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

export function malformed(what: string): CommandFailure {
  return new CommandFailure('malformed', 'malformed', undefined, what);
}
