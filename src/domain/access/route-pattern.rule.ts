/**
 * A tiny matcher for react-router style patterns ('/a/:id/b'),
 * so the domain needs no router. Static segments compare case-insensitively, as
 * react-router does by default; a ':param' segment matches any one non-empty segment.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(stripSearchAndHash(pathname));
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => {
    const candidate = actual[index];
    if (candidate === undefined) return false;
    if (segment.startsWith(':')) return candidate !== '';
    return segment.toLowerCase() === candidate.toLowerCase();
  });
}

function stripSearchAndHash(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  return cut === -1 ? pathname : pathname.slice(0, cut);
}

/** Leading, trailing and doubled slashes carry no meaning. */
function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
