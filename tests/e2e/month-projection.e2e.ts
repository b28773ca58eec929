import { expect, type Page } from '@playwright/test';
import { formatDisplayDate } from '../../src/domain/shared/date-display.rule';
import { fill, LANGS, openRoute, test } from './bots.helpers';
import { overviewCard } from './report-answers.helpers';
import { text, type Lang } from './simulator.helpers';

// Issue 24 §1 in the framed simulator: the 'projected-overrun' scenario (daily active users on
// pace for 115–130 % of the plan while still under 80 % of it) on the 12th of this month, so the
// month has eleven days of data whatever day the suite runs.

const po = (lang: Lang, key: string) => text(lang, 'planOverview', key);
const home = (lang: Lang, key: string) => text(lang, 'home', key);
const escape = (value: string) => value.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
/** A locale text as a pattern: its words literal, each '{{value}}' the pattern given for it. */
const pattern = (template: string, values: Record<string, string>) => fill(escape(template), values);

function twelfth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 12, 12));
}

/** This month's last day as the language writes it. */
function lastDayText(lang: Lang, pinned: Date): string {
  const last = new Date(Date.UTC(pinned.getUTCFullYear(), pinned.getUTCMonth() + 1, 0));
  return formatDisplayDate(last, lang);
}

async function pinTheTwelfth(page: Page): Promise<Date> {
  const pinned = twelfth();
  // Both the simulator page (the fake backend's reference date) and the module's frame.
  await page.clock.install({ time: pinned });
  return pinned;
}

test('issue 24 §1: the overview projects daily active users over the plan, in pt, en and es', async ({
  page,
}) => {
  const pinned = await pinTheTwelfth(page);
  for (const lang of LANGS) {
    const frame = await openRoute(page, '/data-consumption', lang, {
      flags: 'all',
      scenario: 'projected-overrun',
    });
    const dau = overviewCard(frame, lang, 'dau');
    const projected = new RegExp(
      `^${pattern(po(lang, 'projection.projected'), {
        rate: '1[123]\\d%',
        date: escape(lastDayText(lang, pinned)),
      })}$`,
    );
    const line = dau.getByText(projected);
    await expect(line).toBeVisible();
    // Its tooltip (how it is computed) opens from the keyboard.
    const info = dau.getByRole('button', {
      name: fill(po(lang, 'moreInfo'), { metric: (await line.textContent()) ?? '' }),
    });
    await info.focus();
    await expect(frame.getByRole('tooltip', { name: po(lang, 'projection.how.linear') })).toBeVisible();
  }
});

test("issue 24 §1: the home lists daily active users as 'projected to exceed', in pt, en and es", async ({
  page,
}) => {
  await pinTheTwelfth(page);
  for (const lang of LANGS) {
    const frame = await openRoute(page, '/', lang, { scenario: 'projected-overrun' });
    const banner = frame.getByRole('status', { name: home(lang, 'usageAlerts.title') });
    await expect(banner).toBeVisible();
    const items = banner.getByRole('listitem');
    await expect(items).toHaveCount(1);
    const metric = text(lang, 'usageMenu', 'titles.dauConsumption');
    const line = pattern(home(lang, 'usageAlerts.projected'), {
      metric: escape(metric),
      rate: '\\d+([.,]\\d+)?%',
      date: '\\d{1,2}/\\d{1,2}/\\d{4}',
    });
    await expect(items.first()).toHaveText(new RegExp(`^${line}`));
  }
});
