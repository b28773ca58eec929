import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isCommandFailure } from '../../../src/domain/shared/command-failure';
import {
  acceptedItems,
  count,
  fields,
  filledText,
  itemsOfAnswer,
  linkAnswer,
  optionalText,
  readAnswer,
  requiredText,
  validItems,
} from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

/** One field read as a schema reads it: `field` of `{ field: value }`, or of `{}` when absent. */
function readField<const TSchema extends v.GenericSchema>(schema: TSchema, ...value: [unknown?]) {
  const answer = value.length === 0 ? {} : { field: value[0] };
  return readAnswer(fields({ field: schema }), answer, 'test').field;
}

describe('answer schema pieces (issue 21 §3)', () => {
  it('spec 3 §3.4: a number is read as sent, a numeric text as its number, anything else as the default', () => {
    expect(readField(count(), 12.5)).toBe(12.5);
    expect(readField(count(), -1)).toBe(-1);
    expect(readField(count(), ' 42 ')).toBe(42);
    expect(readField(count(), '-1')).toBe(-1);
    expect(readField(count(), '1e3')).toBe(1000);
    for (const unreadable of [
      '',
      '  ',
      'n/a',
      '12px',
      Number.NaN,
      Infinity,
      '-Infinity',
      true,
      null,
      [],
      {},
    ]) {
      expect(readField(count(), unreadable)).toBe(0);
    }
    expect(readField(count())).toBe(0);
    expect(readField(count(7), 'n/a')).toBe(7);
  });

  it('texts: required fails on a blank, optional reads it as absent, filled as ""; none trims', () => {
    expect(readField(requiredText, ' Ana ')).toBe(' Ana ');
    expect(readField(optionalText, ' Ana ')).toBe(' Ana ');
    expect(readField(filledText, ' Ana ')).toBe(' Ana ');
    for (const blank of ['', '   ', 3, null, { text: 'x' }]) {
      expect(malformedAnswerOf(() => readField(requiredText, blank))).toMatchObject({
        kind: 'malformed',
        field: 'field',
      });
      expect(readField(optionalText, blank)).toBeUndefined();
      expect(readField(filledText, blank)).toBe('');
    }
    expect(malformedAnswerOf(() => readField(requiredText))).toMatchObject({ field: 'field' });
    expect(readField(optionalText)).toBeUndefined();
    expect(readField(filledText)).toBe('');
  });

  it('lists: accepted items are kept, others dropped; not a list fails (acceptedItems) or reads as [] (validItems)', () => {
    const list = [{ id: 'a' }, 'junk', { id: ' ' }, { id: 'b' }, null];
    const item = fields({ id: requiredText });
    expect(readField(acceptedItems(item), list)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(readField(validItems(item), list)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(malformedAnswerOf(() => readField(acceptedItems(item), { id: 'a' }))).toMatchObject({
      field: 'field',
    });
    expect(readField(validItems(item), { id: 'a' })).toEqual([]);
    expect(readField(validItems(item))).toEqual([]);
  });

  it('spec 1 §5: a LIME collection gives its items as sent; without items it is a MalformedAnswer naming the field', () => {
    expect(itemsOfAnswer({ items: [1, 'a', null], total: 3 }, 'test')).toEqual([1, 'a', null]);
    expect(itemsOfAnswer({ items: [] }, 'test')).toEqual([]);
    const error = malformedAnswerOf(() => itemsOfAnswer({ items: 'none' }, 'tenant users'));
    expect(isCommandFailure(error) && error.kind).toBe('malformed');
    expect(error).toMatchObject({ what: 'tenant users', field: 'items' });
    expect(error.message).toContain('tenant users: items');
    for (const answer of [[1, 2], 'items', null, undefined]) {
      expect(malformedAnswerOf(() => itemsOfAnswer(answer, 'test'))).toMatchObject({ field: '' });
    }
  });

  it('a link answer: the text itself or the first key holding one, trimmed; anything else is malformed', () => {
    const link = linkAnswer('uri', 'url');
    expect(readAnswer(link, ' https://s.example.com/u ', 'test')).toBe('https://s.example.com/u');
    expect(readAnswer(link, { uri: 'https://a.example.com', url: 'https://b.example.com' }, 'test')).toBe(
      'https://a.example.com',
    );
    expect(readAnswer(link, { uri: ' ', url: 'https://b.example.com' }, 'test')).toBe(
      'https://b.example.com',
    );
    for (const answer of [
      '',
      '  ',
      { nothing: true },
      { uri: 3 },
      { uploadUri: 'https://c.example.com' },
      7,
      null,
    ]) {
      expect(malformedAnswerOf(() => readAnswer(link, answer, 'upload media uri'))).toMatchObject({
        kind: 'malformed',
        what: 'upload media uri',
      });
    }
  });
});
