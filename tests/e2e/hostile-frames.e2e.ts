import { expect, test, type Frame, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { moduleFrame } from './members.helpers';
import { openSimulator } from './simulator.helpers';

/**
 * Issue 13 §2: look-alike messages posted to the framed module by its parent with a bad shape, by
 * sibling frames (the host's origin and an opaque one), by the module itself and by a page of
 * another origin that frames it: none is acted on, and each is counted as refused.
 */

const FORGED_ID = '5f0c2a7e-1d3b-4c8e-9a61-7b2d4e6f8a90';
const reply = { response: { identity: 'attacker@evil.test' }, trackingProperties: { id: FORGED_ID } };
const request = {
  message: { action: 'blipEvent:toast', content: { type: 'danger', message: 'pwned' }, caller: 'x' },
  trackingProperties: { id: FORGED_ID },
};

type Sender = 'parent' | 'sibling-same-origin' | 'sibling-opaque' | 'self';

interface Case {
  readonly name: string;
  readonly from: Sender;
  readonly data: unknown;
}

const CASES: readonly Case[] = [
  { name: 'parent: null', from: 'parent', data: null },
  { name: 'parent: a JSON string of a reply', from: 'parent', data: JSON.stringify(reply) },
  { name: 'parent: an array', from: 'parent', data: [reply] },
  { name: 'parent: a reply without trackingProperties', from: 'parent', data: { response: 1 } },
  { name: 'parent: a numeric id', from: 'parent', data: { response: 1, trackingProperties: { id: 42 } } },
  { name: 'parent: a reply nobody waits for', from: 'parent', data: reply },
  {
    name: 'parent: an error reply nobody waits for',
    from: 'parent',
    data: { error: 'x', trackingProperties: { id: FORGED_ID } },
  },
  { name: 'parent: a request sent to the module', from: 'parent', data: request },
  {
    name: 'parent: a prototype-polluting reply',
    from: 'parent',
    data: JSON.parse(
      `{"__proto__":{"polluted":true},"response":1,"trackingProperties":{"id":"${FORGED_ID}"}}`,
    ),
  },
  { name: "sibling at the host's origin: a reply", from: 'sibling-same-origin', data: reply },
  { name: "sibling at the host's origin: a request", from: 'sibling-same-origin', data: request },
  { name: 'sibling with an opaque origin: a reply', from: 'sibling-opaque', data: reply },
  { name: 'sibling with an opaque origin: a request', from: 'sibling-opaque', data: request },
  { name: 'the module to itself: a reply', from: 'self', data: reply },
];

interface Bridge {
  readonly pending: number;
  readonly dropped: number;
}

function bridge(frame: Frame): Promise<Bridge> {
  return frame.evaluate(() => {
    const diagnostics = (window as unknown as { tenantAdminBridge: Bridge }).tenantAdminBridge;
    return { pending: diagnostics.pending, dropped: diagnostics.dropped };
  });
}

/** A frame beside the module in the simulator page, which posts `data` to the module. */
async function postFromSibling(page: Page, data: unknown, opaque: boolean): Promise<void> {
  await page.evaluate(
    ({ data, opaque }) =>
      new Promise<void>((resolve) => {
        const sibling = document.createElement('iframe');
        if (opaque) sibling.setAttribute('sandbox', 'allow-scripts');
        // The module is the page's first frame; the sibling reaches it through its parent.
        sibling.srcdoc = `<script>parent.frames[0].postMessage(${JSON.stringify(data)}, '*');</script>`;
        sibling.addEventListener('load', () => resolve());
        document.body.append(sibling);
      }),
    { data, opaque },
  );
}

async function post(page: Page, module: Frame, { from, data }: Case): Promise<void> {
  if (from === 'parent') {
    await page.evaluate(
      ({ data, origin }) => document.querySelector('iframe')!.contentWindow!.postMessage(data, origin),
      { data, origin: new URL(module.url()).origin },
    );
  } else if (from === 'self') {
    await module.evaluate((data) => window.postMessage(data, '*'), data);
  } else {
    await postFromSibling(page, data, from === 'sibling-opaque');
  }
}

test(`issue 13 §2: ${CASES.length} look-alike messages from the parent, siblings and itself — each refused, none acted on`, async ({
  page,
}) => {
  const frame = await openSimulator(page, { lang: 'en' });
  await expect(frame.locator('.home__card').first()).toBeVisible();
  const module = moduleFrame(page);
  await expect.poll(async () => (await bridge(module)).pending).toBe(0);
  const toastsBefore = await page.evaluate(() => window.simulator!.toasts().length);

  for (const hostileCase of CASES) {
    const before = await bridge(module);
    await post(page, module, hostileCase);
    await expect
      .poll(async () => (await bridge(module)).dropped, { message: hostileCase.name })
      .toBe(before.dropped + 1);
    expect((await bridge(module)).pending, hostileCase.name).toBe(0);
  }

  expect(await module.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  expect(await page.evaluate(() => window.simulator!.toasts().length)).toBe(toastsBefore);
  await expect(module.locator('.home__card').first()).toBeVisible();
});

test('issue 13 §2, §5: a page of another origin cannot frame the module (frame-ancestors), and gets no message from it', async ({
  page,
  baseURL,
}) => {
  const moduleUrl = `${new URL(baseURL!).protocol}//localhost:${new URL(baseURL!).port}/module/`;
  // A real page of another origin, served on another loopback address (Chromium lets no page it
  // takes for public, such as an intercepted one, frame a local address).
  const html = `<!doctype html><title>attacker</title><script>
        window.received = [];
        addEventListener('message', (event) => window.received.push(event.data));
      </script><iframe src="${moduleUrl}"></iframe>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const moduleResponse = page.waitForResponse((response) => response.url().startsWith(moduleUrl));
    await page.goto(`http://127.0.0.2:${port}/`);
    expect((await moduleResponse).headers()['content-security-policy']).toContain('frame-ancestors');
    await page.waitForTimeout(1000);
    // The browser shows its own error page in the frame: the module's code never ran there.
    const framed = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(framed).toHaveLength(1);
    expect(framed[0]!.url()).not.toContain('/module');
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
