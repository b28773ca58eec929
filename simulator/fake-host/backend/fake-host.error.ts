import { LimeReason } from './lime-reason';

/**
 * A failure the fake host answers with. `wireError` is exactly what the real portal puts
 * in `{ error }` (spec 1 §8): a JSON string whose `message` is itself a JSON string with
 * `status` and `reason: { code, description }`. The simulator relays it as is.
 */
export class FakeHostError extends Error {
  readonly status = 'failure';
  readonly wireError: string;

  constructor(
    readonly code: number,
    readonly description: string,
    commandEcho: { readonly id?: string | undefined; readonly method?: string | undefined } = {},
  ) {
    super(`${code} ${description}`);
    this.name = 'FakeHostError';
    this.wireError = toWireError(code, description, commandEcho);
  }
}

export function toWireError(
  code: number,
  description: string,
  commandEcho: { readonly id?: string | undefined; readonly method?: string | undefined } = {},
): string {
  const body: Record<string, unknown> = {};
  if (commandEcho.id !== undefined) body['id'] = commandEcho.id;
  if (commandEcho.method !== undefined) body['method'] = commandEcho.method;
  body['status'] = 'failure';
  body['reason'] = { code, description };
  return JSON.stringify({ message: JSON.stringify(body) });
}

export function isFakeHostError(error: unknown): error is FakeHostError {
  return error instanceof FakeHostError;
}

export const notFound = (what: string): FakeHostError =>
  new FakeHostError(LimeReason.RESOURCE_NOT_FOUND, `Resource not found: ${what}`);

export const invalidArgument = (why: string): FakeHostError =>
  new FakeHostError(LimeReason.INVALID_ARGUMENT, `Invalid argument: ${why}`);

export const notAllowed = (why: string): FakeHostError =>
  new FakeHostError(LimeReason.NOT_ALLOWED, `Command not allowed: ${why}`);
