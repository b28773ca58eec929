import { describe, expect, it } from 'vitest';
import { DAILY_ROWS, SESSION_SUMMARY, WABAS } from '../../../src/infrastructure/reports/conversation.schema';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf as failureOf } from '../support/malformed-answer';

const toWabaList = (answer: unknown) => readAnswer(WABAS, answer, 'wabas');
const toSessionSummary = (answer: unknown) => readAnswer(SESSION_SUMMARY, answer, 'session summary');
const toDailyRows = (answer: unknown) => readAnswer(DAILY_ROWS, answer, 'daily conversations');

describe('issue 36 §3: conversation answer schemas (spec 3 §7.1)', () => {
  it('a collection without items is one typed error naming the field', () => {
    const failure = failureOf(() => toDailyRows({ item: [] }));
    expect(failure).toMatchObject({ kind: 'malformed', what: 'daily conversations', field: 'items' });
    expect(failure.message).toContain('daily conversations: items');
  });

  it('a summary that is not an object names the answer itself', () => {
    expect(failureOf(() => toSessionSummary([]))).toMatchObject({ what: 'session summary', field: '' });
    expect(failureOf(() => toWabaList('x'))).toMatchObject({ what: 'wabas', field: '' });
  });

  it('stays lenient inside: numeric texts read, unreadable numbers 0, weeks numbered by position', () => {
    const summary = toSessionSummary({
      total: '12',
      totalRegular: 'many',
      weekItems: [{ total: 3 }, 'junk', { weekNumber: 7, startDateReference: 20250301 }],
    });
    expect(summary.total).toBe(12);
    expect(summary.totalRegular).toBe(0);
    expect(summary.weekItems.map((week) => [week.weekNumber, week.startDateReference, week.total])).toEqual([
      [0, '', 3],
      [7, '20250301', 0],
    ]);
  });

  it('WABA ids are trimmed texts; blanks and non-texts are dropped', () => {
    expect(toWabaList({ items: [' 123 ', 456, '', null, { id: 1 }] })).toEqual(['123', '456']);
  });
});
