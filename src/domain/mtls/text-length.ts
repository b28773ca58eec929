/** Characters as a person counts them: an emoji or an accented letter is one, not two code units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}
