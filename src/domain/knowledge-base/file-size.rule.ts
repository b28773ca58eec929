import { type DisplayLanguage } from '../shared/date-display.rule';
import { formatDisplayNumber } from '../shared/number-display.rule';

/** Spec 2 §2.5/§9: file sizes in B, KB, MB, GB with base 1024. */
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];
export const FILE_SIZE_BASE = 1024;

/** A size ready to display: `value` already rounded to the digits it is shown with. */
export interface FileSizeParts {
  readonly value: number;
  readonly unit: FileSizeUnit;
  /** 0 for bytes (there is no fraction of a byte), 1 for KB, MB and GB (spec 2 §9: 1 decimal). */
  readonly fractionDigits: 0 | 1;
}

/**
 * The largest unit whose value is at least 1, rounded to one decimal (docs/decisions/knowledge-base.md):
 * - 0, a negative or a non-number size reads '0 B' (content_size_bytes defaults to 0);
 * - bytes are whole: '512 B', never '512.0 B';
 * - KB and above always show one decimal, '1.0 KB', so a column of sizes lines up;
 * - a value that rounds up to 1024 moves to the next unit (1,048,575 B is '1.0 MB', not
 *   '1024.0 KB'); GB is the last unit, so larger sizes stay in GB ('2,048.0 GB' in English).
 */
export function fileSizeParts(bytes: number): FileSizeParts {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 1) {
    return { value: 0, unit: 'B', fractionDigits: 0 };
  }
  if (bytes < FILE_SIZE_BASE) return { value: Math.floor(bytes), unit: 'B', fractionDigits: 0 };
  let index = 1;
  let value = bytes / FILE_SIZE_BASE;
  while (index < FILE_SIZE_UNITS.length - 1 && roundToTenth(value) >= FILE_SIZE_BASE) {
    value /= FILE_SIZE_BASE;
    index += 1;
  }
  return { value: roundToTenth(value), unit: FILE_SIZE_UNITS[index] ?? 'GB', fractionDigits: 1 };
}

/**
 * The size under a document's name, with the language's decimal separator: '1.5 MB' in
 * English, '1,5 MB' in Portuguese and Spanish. Pure: Intl formats the number, nothing else.
 */
export function formatFileSize(bytes: number, language: DisplayLanguage): string {
  const parts = fileSizeParts(bytes);
  return `${formatDisplayNumber(parts.value, language, { fractionDigits: parts.fractionDigits })} ${parts.unit}`;
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
