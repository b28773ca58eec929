import { expect, type FrameLocator, type Page } from '@playwright/test';
import { backend, fill } from './bots.helpers';
import { protocol, text, type Lang } from './simulator.helpers';

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

/**
 * The latest answer to a command whose uri `matches` (a string: contains it): the request is found
 * by its uri among the module's sendCommand messages in the simulator's protocol log, the answer
 * by its tracking id.
 */
export async function answerTo<T>(
  page: Page,
  matches: string | ((uri: string) => boolean),
): Promise<CommandAnswer<T>> {
  const match = typeof matches === 'string' ? uriWith([matches]) : matches;
  let found: CommandAnswer<T> | undefined;
  await expect
    .poll(async () => {
      const log = await protocol(page);
      const request = log
        .filter((entry) => entry.direction === 'in' && entry.action === 'sendCommand')
        .map((entry) => {
          const payload = entry.payload as {
            message?: { content?: { command?: { uri?: string } } };
            trackingProperties?: { id?: string };
          };
          return { id: payload.trackingProperties?.id, uri: payload.message?.content?.command?.uri ?? '' };
        })
        .filter((entry) => match(entry.uri))
        .at(-1);
      if (request === undefined) return false;
      const answer = log.find(
        (entry) =>
          entry.direction === 'out' &&
          (entry.payload as { trackingProperties?: { id?: string } }).trackingProperties?.id === request.id,
      );
      if (answer === undefined) return false;
      const payload = answer.payload as { response?: { resource?: unknown }; error?: unknown };
      const body = (payload.response?.resource ?? payload.response) as T | undefined;
      found = { uri: request.uri, body, error: payload.error };
      return true;
    })
    .toBe(true);
  return found!;
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
