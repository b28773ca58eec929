/**
 * A command that did not succeed, parsed once from the wire into a typed value
 * (architecture.md §4). `kind` separates a backend answer from transport problems.
 */
export type CommandFailureKind = 'command' | 'timeout' | 'malformed' | 'host';

/** reason.code 67: "resource not found" (spec 3 §8). */
export const RESOURCE_NOT_FOUND_CODE = 67;

export class CommandFailure extends Error {
  constructor(
    readonly kind: CommandFailureKind,
    readonly status: string,
    readonly code: number | undefined,
    readonly description: string,
  ) {
    super(`${kind}: ${status}${code === undefined ? '' : ` (${code})`} ${description}`.trim());
    this.name = 'CommandFailure';
  }

  get isNotFound(): boolean {
    return this.code === RESOURCE_NOT_FOUND_CODE;
  }
}

export function isCommandFailure(error: unknown): error is CommandFailure {
  return error instanceof CommandFailure;
}
