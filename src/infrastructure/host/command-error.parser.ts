import { CommandFailure } from '../../domain/shared/command-failure';

/**
 * Parses a failed command's error, once, into a CommandFailure (spec 1 §8: "Error payloads
 * are JSON strings whose message is itself JSON with status and reason.code"). Also takes
 * the layers already parsed (an object with `message`, or the `{ status, reason }` body
 * itself, e.g. a failure envelope). Never throws: anything unreadable is 'malformed'.
 */
export function parseCommandError(raw: unknown): CommandFailure {
  try {
    return parseLayers(raw, 0) ?? malformed(raw);
  } catch {
    return malformed(undefined);
  }
}

/** Bodies nest at most twice (string → { message } → string → { status, reason }). */
const MAX_DEPTH = 4;
const MAX_DESCRIPTION_LENGTH = 200;

function parseLayers(value: unknown, depth: number): CommandFailure | null {
  if (depth > MAX_DEPTH) return null;
  if (typeof value === 'string') {
    const parsed = parseJson(value);
    return parsed === undefined ? null : parseLayers(parsed, depth + 1);
  }
  if (!isObject(value)) return null;
  // A reason here is the body itself; otherwise the body is inside `message` (the spec's form).
  if (isObject(value['reason'])) return readBody(value);
  const inner = 'message' in value ? parseLayers(value['message'], depth + 1) : null;
  return inner ?? readBody(value);
}

function readBody(value: Record<string, unknown>): CommandFailure | null {
  const status = readStatus(value['status']);
  const reason = value['reason'];
  const hasReason = isObject(reason);
  if (status === undefined && !hasReason) return null;
  const code = hasReason ? readCode(reason['code']) : undefined;
  const description = hasReason && typeof reason['description'] === 'string' ? reason['description'] : '';
  return new CommandFailure('command', status ?? 'failure', code, description);
}

function readStatus(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function readCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function malformed(raw: unknown): CommandFailure {
  return new CommandFailure('malformed', 'malformed', undefined, describe(raw));
}

function describe(raw: unknown): string {
  let text = '';
  if (typeof raw === 'string') text = raw;
  else if (raw instanceof Error) text = typeof raw.message === 'string' ? raw.message : '';
  return text.length > MAX_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_DESCRIPTION_LENGTH)}…` : text;
}
