import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDisplayDate,
  formatDotDate,
  formatIsoDay,
  type DisplayLanguage,
} from '../../../src/domain/shared/date-display.rule';

const PROPERTY_RUNS = { numRuns: 1000, seed: 20240105 } as const;
const languages = fc.constantFrom<DisplayLanguage>('pt', 'en', 'es');
// Years 1000–9999 keep the year part to four digits, so the shape can be asserted exactly.
const sensibleDate = fc.date({
  min: new Date(Date.UTC(1000, 0, 1)),
  max: new Date(Date.UTC(9999, 11, 31, 23, 59, 59)),
  noInvalidDate: true,
});

describe('formatDisplayDate (spec 1 §9, spec 3 §9 Dates)', () => {
  it('spec 1 §9: en-US shows numeric (unpadded) month and day, then the year', () => {
    expect(formatDisplayDate('2024-01-05', 'en')).toBe('1/5/2024');
    expect(formatDisplayDate(new Date(Date.UTC(2023, 10, 21)), 'en')).toBe('11/21/2023');
  });

  it('spec 1 §9: pt-BR and es-ES show 2-digit day and month, then the year', () => {
    expect(formatDisplayDate('2024-01-05', 'pt')).toBe('05/01/2024');
    expect(formatDisplayDate('2024-01-05', 'es')).toBe('05/01/2024');
  });

  it('spec 1 §9: the time zone is UTC, whatever the instant', () => {
    // 23:30 on 5 Jan in UTC is already 6 Jan in UTC+1 and still 5 Jan in UTC-3.
    const instant = Date.UTC(2024, 0, 5, 23, 30);
    expect(formatDisplayDate(instant, 'pt')).toBe('05/01/2024');
    expect(formatDisplayDate('2024-01-05T23:30:00-03:00', 'pt')).toBe('06/01/2024');
  });

  it('spec 1 §9: a date-time without offset is read as UTC', () => {
    expect(formatDisplayDate('2024-01-05T23:30:00', 'pt', { time: true })).toBe('05/01/2024 23:30');
  });

  it('spec 1 §9: time is 24-hour when asked', () => {
    const value = new Date(Date.UTC(2024, 6, 9, 15, 7));
    expect(formatDisplayDate(value, 'en', { time: true })).toBe('7/9/2024 15:07');
    expect(formatDisplayDate(value, 'pt', { time: true })).toBe('09/07/2024 15:07');
    expect(formatDisplayDate(new Date(Date.UTC(2024, 6, 9, 0, 5)), 'es', { time: true })).toBe(
      '09/07/2024 00:05',
    );
  });

  it('spec 1 §9: invalid input displays as an empty text', () => {
    expect(formatDisplayDate('not a date', 'pt')).toBe('');
    expect(formatDisplayDate('', 'en')).toBe('');
    expect(formatDisplayDate(Number.NaN, 'es')).toBe('');
    expect(formatDisplayDate(new Date('x'), 'pt')).toBe('');
  });

  it('accepts another separator', () => {
    expect(formatDisplayDate('2024-12-31', 'pt', { separator: '-' })).toBe('31-12-2024');
  });

  it('property: never throws for any input and language', () => {
    const anyValue = fc.oneof(fc.date(), fc.string(), fc.double(), fc.integer({ min: -9e15, max: 9e15 }));
    fc.assert(
      fc.property(anyValue, languages, fc.boolean(), (value, language, time) => {
        expect(typeof formatDisplayDate(value, language, { time })).toBe('string');
      }),
      PROPERTY_RUNS,
    );
  });

  it('property: output is three numeric parts joined by the separator, plus HH:mm when asked', () => {
    fc.assert(
      fc.property(
        sensibleDate,
        languages,
        fc.boolean(),
        fc.constantFrom('/', '.', '-'),
        (date, language, time, separator) => {
          const text = formatDisplayDate(date, language, { time, separator });
          const [datePart, timePart, ...rest] = text.split(' ');
          expect(rest).toEqual([]);
          expect(datePart?.split(separator)).toHaveLength(3);
          expect(datePart).toMatch(/^\d{1,2}\D\d{1,2}\D\d{4}$/);
          if (time) expect(timePart).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          else expect(timePart).toBeUndefined();
        },
      ),
      PROPERTY_RUNS,
    );
  });

  it('property: en day and month are unpadded, pt and es padded, and all match the UTC calendar', () => {
    fc.assert(
      fc.property(sensibleDate, (date) => {
        const day = date.getUTCDate();
        const month = date.getUTCMonth() + 1;
        const year = date.getUTCFullYear();
        const pad = (n: number) => String(n).padStart(2, '0');
        expect(formatDisplayDate(date, 'en')).toBe(`${month}/${day}/${year}`);
        expect(formatDisplayDate(date, 'pt')).toBe(`${pad(day)}/${pad(month)}/${year}`);
        expect(formatDisplayDate(date, 'es')).toBe(`${pad(day)}/${pad(month)}/${year}`);
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('formatDotDate (spec 1 §2 Contract card: creation date with dots)', () => {
  it('spec 1 §2: creation date as a locale date with separators replaced by dots', () => {
    expect(formatDotDate('2021-03-04T10:00:00Z', 'pt')).toBe('04.03.2021');
    expect(formatDotDate('2021-03-04T10:00:00Z', 'en')).toBe('3.4.2021');
    expect(formatDotDate('2021-03-04T10:00:00Z', 'es')).toBe('04.03.2021');
  });

  it('property: never contains a slash and is empty only for invalid dates', () => {
    fc.assert(
      fc.property(sensibleDate, languages, (date, language) => {
        const text = formatDotDate(date, language);
        expect(text).not.toContain('/');
        expect(text.split('.')).toHaveLength(3);
      }),
      PROPERTY_RUNS,
    );
    expect(formatDotDate('garbage', 'pt')).toBe('');
  });
});

describe('formatIsoDay (issue 14: dates in a CSV export are the UTC day in ISO 8601)', () => {
  it('the UTC calendar day, whatever the time or the input form', () => {
    expect(formatIsoDay('2026-10-01T00:00:00.000Z')).toBe('2026-10-01');
    expect(formatIsoDay('2026-10-31T23:59:00-03:00')).toBe('2026-11-01');
    expect(formatIsoDay(new Date(Date.UTC(2026, 0, 5, 12)))).toBe('2026-01-05');
    expect(formatIsoDay('2026-02-03 10:00')).toBe('2026-02-03');
  });

  it('an invalid or missing date gives an empty cell', () => {
    expect(formatIsoDay('not a date')).toBe('');
    expect(formatIsoDay('')).toBe('');
    expect(formatIsoDay(undefined)).toBe('');
  });
});
