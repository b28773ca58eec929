import { expect, test, type FrameLocator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * architecture.md §4: the wire format must be the platform's own. A page running the real
 * iframe-message-proxy 1.2.0 is framed by the host simulator (frame=… override, loaded
 * from the module origin) and must get its answers through the simulator's server.
 */
const CHILD_PATH = '/__compat/child.html';
const LIBRARY_FILES = ['utils/promises', 'utils/string', 'EventActions', 'IframeMessageProxy', 'index'];

function childPage(): string {
  const libDir = dirname(createRequire(import.meta.url).resolve('iframe-message-proxy'));
  const modules = LIBRARY_FILES.map((name) => {
    const source = readFileSync(join(libDir, `${name}.js`), 'utf8').replace(/<\/script/gi, '<\\/script');
    return `__defineLibraryModule(${JSON.stringify(name)}, function (exports, require, module) {\n${source}\n});`;
  }).join('\n');
  const template = readFileSync(new URL('./fixtures/compat-child.html', import.meta.url), 'utf8');
  return template.replace('/* @@IFRAME_MESSAGE_PROXY_LIB@@ */', () => modules);
}

async function answer(
  frame: FrameLocator,
  id: string,
): Promise<{ ok: boolean; response?: unknown; error?: unknown }> {
  const output = frame.locator(`#${id}`);
  await expect(output).not.toHaveText('pending');
  return JSON.parse((await output.textContent()) ?? 'null') as {
    ok: boolean;
    response?: unknown;
    error?: unknown;
  };
}

interface Entry {
  readonly direction: 'in' | 'out' | 'dropped';
  readonly action?: string;
  readonly payload: unknown;
}

test.describe('wire compatibility with iframe-message-proxy 1.2.0 (architecture.md §4)', () => {
  test('architecture.md §4: the real library gets language, user and command answers from the simulator', async ({
    page,
  }) => {
    const body = childPage();
    await page.route(`**${CHILD_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
    );
    await page.goto(`/?lang=en&frame=${encodeURIComponent(CHILD_PATH)}`);

    const iframe = page.locator('iframe').first();
    await expect(iframe).toHaveAttribute('src', /\/__compat\/child\.html$/);
    const frame = page.frameLocator('iframe').first();
    await expect(frame.locator('#status')).toHaveText('done');

    expect(await answer(frame, 'language')).toMatchObject({ ok: true, response: 'en' });

    const user = await answer(frame, 'user');
    expect(user.ok).toBe(true);
    expect(user.response).toMatchObject({ identity: expect.any(String), email: expect.any(String) });

    const command = await answer(frame, 'command');
    expect(command.ok).toBe(true);
    const envelope = command.response as { status?: string; resource?: unknown };
    const resource = (envelope?.status === 'success' ? envelope.resource : envelope) as { items?: unknown[] };
    expect(Array.isArray(resource.items)).toBe(true);
    expect(resource.items?.length ?? 0).toBeGreaterThan(0);

    // spec 1 §8: a failed command reaches the library as the nested-JSON error string.
    const failing = await answer(frame, 'failing-command');
    expect(failing.ok).toBe(false);
    expect(typeof failing.error).toBe('string');
    const inner = JSON.parse((JSON.parse(failing.error as string) as { message: string }).message) as {
      status: string;
      reason: { code: number };
    };
    expect(inner.status).toBe('failure');
    expect(typeof inner.reason.code).toBe('number');

    // Fire-and-forget reached the portal and got no reply; the caller is the frame's name.
    await expect.poll(() => page.evaluate(() => window.simulator?.heights() ?? [])).toContain(777);
    const log = (await page.evaluate(() => window.simulator?.protocol() ?? [])) as readonly Entry[];
    const frameName = await iframe.getAttribute('name');
    const incoming = log.filter((entry) => entry.direction === 'in');
    expect(incoming.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['heightChange', 'getCurrentLanguage', 'getUserContext', 'sendCommand']),
    );
    for (const entry of incoming) {
      expect((entry.payload as { message: { caller: unknown } }).message.caller).toBe(frameName ?? '');
    }
    expect(log.filter((entry) => entry.direction === 'out' && entry.action === 'heightChange')).toEqual([]);
    expect(log.filter((entry) => entry.direction === 'out')).toHaveLength(4);
    expect(log.filter((entry) => entry.direction === 'dropped')).toEqual([]);
  });
});
