/**
 * A tag is '<', an optional '/', a letter, then anything up to the '>' that closes it;
 * quoted attribute values may hold '>' themselves, so they are skipped whole. Comments,
 * doctypes and processing instructions ('<!…>', '<?…>') count as tags too.
 */
const TAG = /<!--[\s\S]*?-->|<[!?][^>]*>|<\/?[A-Za-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g;
const ANGLE_BRACKET = /[<>]/g;

/**
 * Every HTML tag and attribute removed (spec 1 §5 'Contract name'). Removal repeats until
 * nothing changes ('<<b>b>' would otherwise rebuild a tag), and any angle bracket left over
 * (a tag cut short, a stray '<') goes too, so the result can never open markup.
 */
export function stripHtml(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(TAG, '');
    if (next === current) break;
    current = next;
  }
  return current.replace(ANGLE_BRACKET, '');
}
