/** Joins the truthy class names; keeps the components' className lines readable. */
export function classNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
