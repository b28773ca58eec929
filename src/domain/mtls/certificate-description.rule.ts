import { characterCount } from './text-length';

/** Spec 1 §5/§9: the description is required and has at most 50 characters. */
export const DESCRIPTION_MAX_LENGTH = 50;

/** 'required' → 'Enter a valid description for the certificate'; 'tooLong' → the 50-character message. */
export type DescriptionError = 'required' | 'tooLong';

/** Judged on the trimmed text, which is what is saved. */
export function validateDescription(value: string): DescriptionError | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (characterCount(text) > DESCRIPTION_MAX_LENGTH) return 'tooLong';
  return null;
}
