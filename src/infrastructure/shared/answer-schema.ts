import * as v from 'valibot';
import { CommandFailure } from '../../domain/shared/command-failure';
import { isFields, type Fields } from './command-resource';

/**
 * Backend answers declared once as schemas (issue 21 §3, issue 36 §3). Each gateway's answers are
 * schemas of this file's pieces in a `.schema.ts` file beside it, and each schema also maps the
 * answer to the domain's type (`v.transform`); `readAnswer` parses it and a bad answer is one
 * `MalformedAnswer` naming the field. Lenient pieces keep the spec's defaults (a missing or
 * unreadable number is 0, a text ''); only what the schema cannot do without (an object, a list
 * of items, an id) fails.
 *
 * Only lazy chunks import this file: valibot stays out of the first load. The feature gateways
 * import their schemas directly; the start-up gateways load theirs through `lazy-import.ts`.
 */

/** A backend answer without the declared shape: which answer, which field ('' is the answer). */
export class MalformedAnswer extends CommandFailure {
  constructor(
    readonly what: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super('malformed', 'malformed', undefined, `${what}: ${field === '' ? 'the answer' : field}: ${reason}`);
    this.name = 'MalformedAnswer';
  }
}

export function isMalformedAnswer(error: unknown): error is MalformedAnswer {
  return error instanceof MalformedAnswer;
}

/** Parses an answer; the first problem found is the error (with its dotted field path). */
export function readAnswer<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  answer: unknown,
  what: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, answer, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new MalformedAnswer(what, v.getDotPath(issue) ?? '', issue.message);
}

/** `readAnswer` of `schema` as a function of the answer, for a gateway that takes its reader as a value. */
export function answerReader<const TSchema extends v.GenericSchema>(schema: TSchema, what: string) {
  return (answer: unknown): v.InferOutput<TSchema> => readAnswer(schema, answer, what);
}

/** Any object (not an array, not null), every key kept. */
export const anObject = v.custom<Fields>(isFields, 'Invalid type: Expected Object');

/** An object (not an array, not null) with the given fields; other keys are dropped. */
export function fields<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(anObject, v.object(entries));
}

/** A nested object read leniently: anything but an object reads as `{}` (every field's default). */
export function section<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const schema = fields(entries);
  return v.fallback(schema, () => v.parse(schema, {}));
}

/** A list whose items that are not objects are dropped; the rest must match `item`. */
export function objects<const TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(v.array(v.unknown()), v.filterItems(isFields), v.array(item));
}

/** `objects`, and anything that is not a list reads as []. */
export function optionalObjects<const TItem extends v.GenericSchema>(item: TItem) {
  return v.fallback(objects(item), () => []);
}

/** A LIME collection (`resource.items`): the items that are objects, each read by `item`. */
export function collection<const TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    fields({ items: objects(item) }),
    v.transform((resource) => resource.items),
  );
}

/** A finite number, or a non-blank text that reads as one; anything else fails. */
const FINITE = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number), v.finite()),
]);

/** A number field: as sent (a numeric text read), else `fallback` (0: spec 3 §3.4 defaults). */
export function count(fallback = 0) {
  return v.fallback(FINITE, fallback);
}

/** A number field whose default the schema decides (e.g. a week's index): undefined if absent. */
export const optionalCount = v.fallback(v.optional(FINITE), undefined);

/** An identifier or a date as text: strings as sent, finite numbers printed, else ''. */
export const text = v.fallback(
  v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]),
  '',
);

/** A text the schema cannot do without (an id, an e-mail): a non-blank string as sent, else it fails. */
export const requiredText = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== '', 'Invalid value: Expected a non-blank text'),
);

/** A text that says something, or undefined: a non-blank string as sent; anything else is absent. */
export const optionalText = v.fallback(v.optional(requiredText), undefined);

/** A text that says something: a non-blank string as sent, else ''. */
export const filledText = v.fallback(
  v.pipe(
    v.string(),
    v.check((value) => value.trim() !== ''),
  ),
  '',
);

/** A flag that is on only when sent as `true`. */
export const strictTrue = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === true),
  ),
  false,
);

/**
 * A field read by a rule of its own (a domain normaliser that gives every odd value a meaning):
 * absent reads as the rule's answer for `undefined`.
 */
export function readWith<T>(read: (value: unknown) => T) {
  return v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((value) => read(value)),
    ),
    () => read(undefined),
  );
}

/** A list of which only the items `item` accepts are kept; anything that is not a list fails. */
export function acceptedItems<const TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.flatMap((value) => parsedOrNone(item, value))),
  );
}

/** `acceptedItems`, and anything that is not a list reads as []. */
export function validItems<const TItem extends v.GenericSchema>(item: TItem) {
  return v.fallback(acceptedItems(item), () => []);
}

/**
 * A link answer (an upload or download address): the non-blank text itself, or an object holding
 * one under the first of `keys` that has one; trimmed. Anything else fails.
 */
export function linkAnswer(...keys: readonly string[]) {
  return v.union([
    v.pipe(requiredText, v.trim()),
    v.pipe(
      anObject,
      v.transform((held) => keys.map((key) => held[key]).find((value) => v.is(requiredText, value))),
      requiredText,
      v.trim(),
    ),
  ]);
}

/** `[output]` when `value` has the shape, else []. */
export function parsedOrNone<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema>[] {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success ? [result.output] : [];
}

/** The items of a LIME collection as sent: `resource.items`, else it fails naming `items`. */
export const ITEMS = v.pipe(
  fields({ items: v.array(v.unknown()) }),
  v.transform(({ items }) => items),
);

/**
 * A LIME collection of which only the items `item` accepts are kept (the others are dropped);
 * a resource without a list of `items` fails naming the field.
 */
export function acceptedCollection<const TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    fields({ items: acceptedItems(item) }),
    v.transform(({ items }) => items),
  );
}

/** `resource.items`, or a `MalformedAnswer` naming `items` (or the answer, if not an object). */
export function itemsOfAnswer(resource: unknown, what: string): unknown[] {
  return readAnswer(ITEMS, resource, what);
}
