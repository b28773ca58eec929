/**
 * Paths handed to in-app navigation (card targets, back links) must stay inside the
 * module: a leading single slash, no scheme, no protocol-relative '//' form, no
 * backslashes or control characters that browsers would reinterpret.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\\\s\u0000-\u001f\u007f]/;

export function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path) && !path.includes(':');
}
