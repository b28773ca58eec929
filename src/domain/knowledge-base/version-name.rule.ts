/** Spec 2 §2.10/§9: version names in the Restore modal show at most 25 characters. */
export const VERSION_NAME_MAX_LENGTH = 25;
export const VERSION_NAME_ELLIPSIS = '…';

/**
 * What counts as an extension: a final dot followed by 1 to 10 letters or digits ('.pdf',
 * '.xlsx'). Anything longer or with other characters after the dot ('v2.5 final',
 * 'example.com/page') is part of the name, so it is cut like the rest.
 */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * Spec 2 §2.10 (docs/decisions/knowledge-base.md): the WHOLE shown name, ellipsis and extension included,
 * has at most 25 characters; characters are code points, so a surrogate pair (an emoji) is
 * never split in two.
 * - a name of 25 characters or fewer is shown as it is;
 * - a longer name keeps its extension and as much of its start as fits: base + '…' + '.ext'
 *   is 25 characters ('Monthly sales report….xlsx'), fewer only when the cut lands after
 *   spaces, which are dropped ('Relatório anual de….xlsx', not 'de ….xlsx');
 * - with no extension, or one so long that no character of the base would be left, the
 *   name is cut at the end: 24 characters (spaces at the cut dropped) + '…'.
 */
export function truncateVersionName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= VERSION_NAME_MAX_LENGTH) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const extensionLength = Array.from(extension).length;
  const baseRoom = VERSION_NAME_MAX_LENGTH - VERSION_NAME_ELLIPSIS.length - extensionLength;
  if (extension === '' || baseRoom < 1) {
    return cut(characters, VERSION_NAME_MAX_LENGTH - VERSION_NAME_ELLIPSIS.length) + VERSION_NAME_ELLIPSIS;
  }
  return cut(characters, baseRoom) + VERSION_NAME_ELLIPSIS + extension;
}

function cut(characters: readonly string[], length: number): string {
  return characters.slice(0, length).join('').trimEnd();
}
