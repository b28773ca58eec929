import * as v from 'valibot';
import type { ConfigurationItem } from '../../domain/copilot/copilot-bot.entity';
import { acceptedCollection, fields, requiredText } from '../shared/answer-schema';

/** The answer of spec 1 §7 'Copilot', its shape declared once with its mapping (issue 36 §3). */

/** Items without a name are unreadable; values are text ('True'), whatever type they came as. */
const CONFIGURATION_ITEM = fields({
  name: requiredText,
  value: v.union([
    v.string(),
    v.pipe(
      v.boolean(),
      v.transform((value) => String(value)),
    ),
  ]),
});

/** The bot's configuration (a collection): the readable items. */
export const CONFIGURATION = v.pipe(
  acceptedCollection(CONFIGURATION_ITEM),
  v.transform((items): ConfigurationItem[] => items),
);
