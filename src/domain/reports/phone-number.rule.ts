/**
 * Spec 3 §3.7 and §5.1: every phone number gets a leading '+' if missing. Surrounding spaces
 * go; an empty number stays empty (there is nothing to prefix).
 */
export function withLeadingPlus(raw: string): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '' || text.startsWith('+')) return text;
  return `+${text}`;
}

/**
 * The phone number as displayed (spec 3 §3.7 'formatted for display'). Kept simple:
 * - Brazilian numbers (country code 55): 13 digits (mobile) read '+55 31 99999-9999',
 *   12 digits (landline) '+55 31 3333-4444';
 * - anything else is '+' and its digits, ungrouped (E.164): country codes have 1 to 3 digits
 *   and national groupings vary, so without a numbering-plan table any grouping would be a
 *   guess, and the E.164 form is unambiguous.
 * Non-digits are dropped; a number without digits displays as ''.
 */
export function formatPhoneNumber(raw: string): string {
  const digits = withLeadingPlus(raw).replace(/\D/g, '');
  if (digits === '') return '';
  const brazil = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (brazil) return `+55 ${brazil[1] ?? ''} ${brazil[2] ?? ''}-${brazil[3] ?? ''}`;
  return `+${digits}`;
}
