import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { parseCommandError } from '../../../src/infrastructure/host/command-error.parser';

const RUNS = { numRuns: 1000, seed: 20240611 };

/** The spec's wire form: a JSON string whose `message` is itself JSON with status and reason. */
function specError(status: string, code: number, description: string): string {
  return JSON.stringify({ message: JSON.stringify({ status, reason: { code, description } }) });
}

describe('parseCommandError (spec 1 §8)', () => {
  it('spec 1 §8: parses the nested JSON string into status, reason.code and description', () => {
    const failure = parseCommandError(specError('failure', 67, 'Resource not found'));
    expect(failure).toBeInstanceOf(CommandFailure);
    expect(failure).toMatchObject({
      kind: 'command',
      status: 'failure',
      code: 67,
      description: 'Resource not found',
    });
    expect(failure.isNotFound).toBe(true);
  });

  it('spec 1 §8: reason.code 21 (calls channel not configured) is kept as a number', () => {
    expect(parseCommandError(specError('failure', 21, 'channel not configured')).code).toBe(21);
  });

  it('spec 1 §8: accepts the layers already parsed (object with message, the body, an Error)', () => {
    const body = { status: 'failure', reason: { code: 61, description: 'Invalid' } };
    expect(parseCommandError({ message: JSON.stringify(body) })).toMatchObject({ kind: 'command', code: 61 });
    expect(parseCommandError({ message: body })).toMatchObject({ kind: 'command', code: 61 });
    expect(parseCommandError(body)).toMatchObject({ kind: 'command', status: 'failure', code: 61 });
    expect(parseCommandError(new Error(JSON.stringify(body)))).toMatchObject({ kind: 'command', code: 61 });
    expect(parseCommandError(JSON.stringify(body))).toMatchObject({ kind: 'command', code: 61 });
  });

  it('spec 1 §8: a numeric-string code is read as a number; a missing description is empty', () => {
    expect(parseCommandError({ status: 'failure', reason: { code: '67' } })).toMatchObject({
      code: 67,
      description: '',
    });
    expect(parseCommandError({ status: 'failure' })).toMatchObject({ kind: 'command', code: undefined });
  });

  it.each([
    ['a non-JSON string', 'Internal Server Error'],
    ['JSON without status or reason', '{"message":"{\\"foo\\":1}"}'],
    ['a message that is not JSON', '{"message":"gateway timeout"}'],
    ['a number', 500],
    ['null', null],
    ['undefined', undefined],
    ['an array', [1, 2]],
  ])('spec 1 §8: %s is a malformed failure', (_name, raw) => {
    expect(parseCommandError(raw)).toMatchObject({ kind: 'malformed', status: 'malformed', code: undefined });
  });

  it('spec 1 §8: a malformed string is kept, cut short, as the description', () => {
    expect(parseCommandError('Bad gateway').description).toBe('Bad gateway');
    expect(parseCommandError('x'.repeat(500)).description.length).toBeLessThanOrEqual(201);
  });

  it('spec 1 §8: hostile objects (throwing getters, deep nesting) do not throw', () => {
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        has() {
          throw new Error('trap');
        },
      },
    );
    expect(parseCommandError(trap).kind).toBe('malformed');
    let deep: unknown = { status: 'failure', reason: { code: 67 } };
    for (let i = 0; i < 10_000; i += 1) deep = { message: deep };
    expect(parseCommandError(deep).kind).toBe('malformed');
  });

  it('spec 1 §8: never throws and always returns a CommandFailure, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), fc.string()), (raw) => {
        const failure = parseCommandError(raw);
        expect(failure).toBeInstanceOf(CommandFailure);
        expect(['command', 'malformed']).toContain(failure.kind);
      }),
      RUNS,
    );
  });

  it('spec 1 §8: any well-formed spec error round-trips its status, code and description (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer(), fc.string(), (status, code, description) => {
        expect(parseCommandError(specError(status, code, description))).toMatchObject({
          kind: 'command',
          status,
          code,
          description,
        });
      }),
      RUNS,
    );
  });
});
