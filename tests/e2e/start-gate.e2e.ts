import { expect, test } from '@playwright/test';
import { moduleFrame, protocol, text } from './simulator.helpers';

/**
 * Issue 20: the production module runs only inside the portal, and only with valid settings.
 * Otherwise it shows one short page in the browser's language and sends nothing.
 */

test.describe('opened outside a frame', () => {
  test.use({ locale: 'es-ES' });

  test('issue 20: /module/ opened on its own shows "open it from the portal" in Spanish and fetches no settings', async ({
    page,
  }) => {
    const settingsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('appSettings.json')) settingsRequests.push(request.url());
    });
    await page.goto('/module/agent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'gate', 'outsidePortal.title'),
    );
    await expect(page.getByText(text('es', 'gate', 'outsidePortal.body'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(settingsRequests).toEqual([]);
  });
});

test.describe('framed by the portal with a bad settings file', () => {
  test.use({ locale: 'pt-BR' });

  test('issue 20 §3: the misconfigured page names the keys at fault, and the portal hears nothing', async ({
    page,
  }) => {
    // The module's own file, served wrong: two keys at fault (the frame's requests go through
    // the page's routes too).
    await page.route('**/appSettings.json', async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...settings, PORTAL_URL: 'http://portal.blip.ai', HOST_REQUEST_TIMEOUT_MS: 0 },
      });
    });
    await page.goto('/?lang=pt');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
      text('pt', 'gate', 'misconfigured.title'),
    );
    const keys = frame.getByRole('list', { name: text('pt', 'gate', 'misconfigured.keys') });
    await expect(keys.getByRole('listitem')).toHaveText(['PORTAL_URL', 'HOST_REQUEST_TIMEOUT_MS']);
    // Nothing the module posted reached the portal, accepted or dropped.
    const fromModule = (await protocol(page)).filter((entry) => entry.direction !== 'out');
    expect(fromModule).toEqual([]);
    expect(moduleFrame(page).url()).toContain('/module');
  });
});
