import { expect, test } from '@playwright/test';
import { MEASURED_ROUTES } from './perf/bench-suite';
import { loadRoute } from './perf/startup.measure';

/**
 * Issue 12: ECharts only on report routes, and each route downloads the texts of its language
 * only. A cold load each (every test has a fresh context). Nothing here is timed, so these run
 * with the feature tests, a route per test, rather than alone with the scale tests.
 */
for (const { route, report } of MEASURED_ROUTES) {
  for (const lang of route === '/' ? ['en', 'pt', 'es'] : ['en']) {
    test(`issue 12: ${route} (${lang}) loads ECharts only if it is a report route, and the texts of ${lang} only`, async ({
      page,
    }) => {
      // The overview's charts mount once its data is in, and on a busy machine the frame can
      // be quiet for a moment before: its load is read once a chart is drawn.
      const load = await loadRoute(page, route, lang, async (frame) => {
        if (route === '/data-consumption') {
          await expect(frame.locator('.report-chart__surface svg').first()).toBeVisible();
        }
      });
      if (!report) expect.soft(load.charts, `ECharts on ${route}`).toBe(false);
      // issue 23 §2: the home's usage alerts read the report data, not the report pages.
      if (route === '/') expect.soft(load.reportPages, 'report pages or data tables on the home').toBe(false);
      if (route === '/data-consumption') expect.soft(load.charts, 'ECharts on the overview').toBe(true);
      expect(load.languages, `texts downloaded on ${route} (${lang})`).toEqual([lang]);
    });
  }
}
