import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { fill } from './bots.helpers';
import { backend, text, type Lang } from './simulator.helpers';

/** The display locale of each language (spec 3 §9). */
export const LOCALES: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

/** Intl puts no-break spaces in some locales; Playwright compares visible text, spaces alike. */
export const plain = (value: string) => value.replace(/\s/g, ' ');

export const count = (lang: Lang, value: number) => new Intl.NumberFormat(LOCALES[lang]).format(value);

/** A uri with every part in it and none of the `without` ones. */
export const uriWith =
  (parts: readonly string[], without: readonly string[] = []) =>
  (uri: string) =>
    parts.every((part) => uri.includes(part)) && !without.some((part) => uri.includes(part));

/** The host's answer to one of the module's commands: its resource, or the error it carried. */
export interface CommandAnswer<T> {
  readonly uri: string;
  readonly body: T | undefined;
  readonly error: unknown;
}

/** A command the module sent, by its tracking id, and how the host answered it (if it did). */
interface SentRequest {
  readonly id: string | undefined;
  readonly uri: string;
  /** No answer yet: undefined. Readable: no error, and not the wire's malformed text. */
  readonly answer: { readonly readable: boolean } | undefined;
}

/**
 * The module's sendCommand requests in the simulator's protocol log, oldest first, each with
 * whether and how it was answered. Worked out in the page: a long test's log holds every
 * answer's body, and carrying all of it over the devtools protocol on each poll cost more CPU
 * than the checks themselves.
 */
const sentRequests = (page: Page): Promise<SentRequest[]> =>
  page.evaluate(() => {
    type Payload = {
      message?: { content?: { command?: { uri?: string } } };
      trackingProperties?: { id?: string };
      response?: unknown;
      error?: unknown;
    };
    const log = window.simulator!.protocol();
    const answers = new Map<string | undefined, Payload>();
    for (const entry of log) {
      const id = (entry.payload as Payload).trackingProperties?.id;
      // The first answer counts, as the module reads it; a duplicate's copy comes after.
      if (entry.direction === 'out' && !answers.has(id)) answers.set(id, entry.payload as Payload);
    }
    return log
      .filter((entry) => entry.direction === 'in' && entry.action === 'sendCommand')
      .map((entry) => {
        const payload = entry.payload as Payload;
        const id = payload.trackingProperties?.id;
        const answer = answers.get(id);
        return {
          id,
          uri: payload.message?.content?.command?.uri ?? '',
          answer:
            answer === undefined
              ? undefined
              : {
                  readable:
                    answer.error === undefined &&
                    typeof answer.response === 'object' &&
                    answer.response !== null,
                },
        };
      });
  });

/** The first answer in the protocol log to the request with tracking id `id`. */
const answerPayload = (page: Page, id: string | undefined) =>
  page.evaluate(
    (id) =>
      window
        .simulator!.protocol()
        .find(
          (entry) =>
            entry.direction === 'out' &&
            (entry.payload as { trackingProperties?: { id?: string } }).trackingProperties?.id === id,
        )?.payload as { response?: { resource?: unknown } | string; error?: unknown } | undefined,
    id,
  );

/**
 * The latest answer to a command whose uri `matches` (a string: contains it): the request is found
 * by its uri among the module's sendCommand messages in the simulator's protocol log, the answer
 * by its tracking id. `succeeded`: the latest request answered with a readable resource, skipping
 * those that failed, were never answered or were answered malformed (what the backend holds, read
 * under fault modes).
 */
export async function answerTo<T>(
  page: Page,
  matches: string | ((uri: string) => boolean),
  { succeeded = false }: { readonly succeeded?: boolean } = {},
): Promise<CommandAnswer<T>> {
  const match = typeof matches === 'string' ? uriWith([matches]) : matches;
  let found: CommandAnswer<T> | undefined;
  await expect
    .poll(async () => {
      const request = (await sentRequests(page))
        .filter((entry) => match(entry.uri) && (!succeeded || entry.answer?.readable === true))
        .at(-1);
      if (request?.answer === undefined) return false;
      const payload = await answerPayload(page, request.id);
      if (payload === undefined) return false;
      const response = payload.response as { resource?: unknown } | undefined;
      const body = (response?.resource ?? response) as T | undefined;
      found = { uri: request.uri, body, error: payload.error };
      return true;
    })
    .toBe(true);
  return found!;
}

/** `answerTo` for a read that must have answered with a resource: its uri and that resource. */
export async function answerBody<T>(
  page: Page,
  matches: string | ((uri: string) => boolean),
): Promise<{ uri: string; body: T }> {
  const { uri, body, error } = await answerTo<T>(page, matches);
  expect(error, `the answer to ${uri}`).toBeUndefined();
  return { uri, body: body as T };
}

/** The value under a report figure's label (spec 3 §2.2 cards). */
export function figure(frame: FrameLocator, label: string) {
  return frame
    .locator('.report-figure')
    .filter({ has: frame.getByText(label, { exact: true }) })
    .locator('.report-figure__value');
}

export function table(frame: FrameLocator, caption: string) {
  return frame.getByRole('table', { name: caption, exact: true });
}

/** A report's select (the month, a filter) by its label. */
export const select = (frame: FrameLocator, label: string) =>
  frame.getByRole('combobox', { name: label, exact: true });

/**
 * 'YYYY-MM' of the month `back` months before today (UTC). The simulator serves its settings
 * relative to today: the per-phone pricing date 6 months back, the consolidated date 3 back.
 */
export function monthsBack(back: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A card of the conversations report (spec 3 §2.7): all, billed or free of charge. */
export const conversationCard = (frame: FrameLocator, lang: Lang, key: 'all' | 'billed' | 'free') =>
  frame.getByRole('region', { name: text(lang, 'conversations', `cards.${key}`), exact: true });

/** A metric's card of the Plan Overview (spec 3 §2.3). */
export function overviewCard(frame: FrameLocator, lang: Lang, metric: string): Locator {
  return frame.getByRole('article', {
    name: text(lang, 'planOverview', `cards.${metric}.title`),
    exact: true,
  });
}

/** One tile's value on a Plan Overview card (not the change against the previous month beside it). */
export function overviewTile(cardLocator: Locator, id: string): Locator {
  return cardLocator.locator(`[data-tile="${id}"] dd.plan-overview-tile__value`);
}

/** Picks the month at `index` of the period selector (1: last month; -1: the oldest); answers its value and label. */
export async function pickMonth(
  frame: FrameLocator,
  label: string,
  index: number,
): Promise<{ value: string; label: string }> {
  const period = frame.getByRole('combobox', { name: label });
  const options = period.locator('option');
  const option = index < 0 ? options.nth((await options.count()) + index) : options.nth(index);
  const value = (await option.getAttribute('value'))!;
  const text = (await option.textContent())!;
  await period.selectOption(value);
  return { value, label: text };
}

/** spec 3 §2.2: the heading 'Usage report: {metric} — {tenant}' and where its back link goes. */
export async function expectUsageHeader(
  frame: FrameLocator,
  page: Page,
  lang: Lang,
  metricName: string,
  backTo: RegExp,
): Promise<void> {
  const { tenant } = await backend(page);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    fill(text(lang, 'reports', 'header.text'), { metric: metricName, tenant: tenant.name }),
  );
  await expect(
    frame.getByRole('link', { name: text(lang, 'shell', 'header.back'), exact: true }),
  ).toHaveAttribute('href', backTo);
}
