/**
 * Body heights of the tables, in px (spec 1 §9 'Table body heights', spec 3 §9): pass one as
 * DataTable's bodyMaxHeight. Anything not listed uses the table's default.
 */
export const TABLE_BODY_HEIGHTS = {
  default: 200,
  members: 400,
  agents: 440,
  reports: 1000,
} as const;
