import type { TextKey } from '../../i18n/texts';

/** A text of the 'planOverview' namespace. */
export type Translate = (
  key: TextKey<'planOverview'>,
  values?: Readonly<Record<string, string | number>>,
) => string;
