import type { Language } from '../shared/language.rule';

function englishSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (n % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/**
 * Spec 3 §5.2 'Ordinal week labels': en uses st/nd/rd/th (11th, 12th, 13th, 21st…); es
 * appends 'a' ('1a'); pt appends 'ª' ('1ª'). The number is 1-based; the word 'week' is
 * the i18n file's.
 */
export function weekOrdinal(n: number, language: Language): string {
  if (language === 'en') return `${n}${englishSuffix(n)}`;
  return language === 'es' ? `${n}a` : `${n}ª`;
}

/**
 * The 'top week' tile (spec 3 §2.3). We read topWeekNumber as 1-based, the week as the
 * user counts it ('2nd week'): the consolidated defaults are 0 (§3.4), and a 0-based reading
 * would label "no data" as '1st week'. So 0, negatives and non-integers have no label, and
 * the week's index in weekItems (whose weekNumber starts at 0) is topWeekNumber - 1.
 */
export function topWeekOrdinal(topWeekNumber: number, language: Language): string | undefined {
  return isWeekNumber(topWeekNumber) ? weekOrdinal(topWeekNumber, language) : undefined;
}

export function topWeekIndex(topWeekNumber: number): number | undefined {
  return isWeekNumber(topWeekNumber) ? topWeekNumber - 1 : undefined;
}

function isWeekNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1;
}
