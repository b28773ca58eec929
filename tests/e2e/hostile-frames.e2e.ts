import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bridgeCounters, moduleFrame, openSimulator, sentCommands, text } from './simulator.helpers';

/**
 * Issue 13 §2, issue 19 §1: look-alike replies posted to the framed module while one of its
 * requests is really pending (the leave alert, which the portal holds until it is clicked), each
 * carrying that request's id: by sibling frames (the host's origin and an opaque one), by the
 * module itself, and by the parent with a bad shape. So each is refused by the source, origin or
 * shape check itself, not because no request waits. The forged answer is 'confirm': had one got
 * through, the user would have left the contract.
 */

type Sender = 'parent' | 'sibling-same-origin' | 'sibling-opaque' | 'self';

interface Case {
  readonly name: string;
  readonly from: Sender;
  readonly data: unknown;
}

function hostileCases(id: string): readonly Case[] {
  const forged = { response: true, trackingProperties: { id } };
  const request = {
    message: { action: 'blipEvent:toast', content: { type: 'danger', message: 'pwned' }, caller: 'x' },
    trackingProperties: { id },
  };
  return [
    { name: "sibling at the host's origin: a reply", from: 'sibling-same-origin', data: forged },
    { name: "sibling at the host's origin: a request", from: 'sibling-same-origin', data: request },
    { name: 'sibling with an opaque origin: a reply', from: 'sibling-opaque', data: forged },
    { name: 'sibling with an opaque origin: a request', from: 'sibling-opaque', data: request },
    { name: 'the module to itself: a reply', from: 'self', data: forged },
    { name: 'parent: null', from: 'parent', data: null },
    { name: 'parent: a JSON string of a reply', from: 'parent', data: JSON.stringify(forged) },
    { name: 'parent: an array', from: 'parent', data: [forged] },
    { name: 'parent: the id outside trackingProperties', from: 'parent', data: { response: true, id } },
    {
      name: 'parent: trackingProperties as the bare id',
      from: 'parent',
      data: { ...forged, trackingProperties: id },
    },
    {
      name: 'parent: the id in a list',
      from: 'parent',
      data: { ...forged, trackingProperties: { id: [id] } },
    },
    { name: 'parent: a request sent to the module', from: 'parent', data: request },
  ];
}

/** The module's bridge counters (see `bridgeCounters`); its document stays up for the whole test. */
async function bridge(frame: Frame): Promise<{ pending: number; dropped: number }> {
  const counters = await bridgeCounters(frame);
  if (counters === null) throw new Error('the module frame has no bridge');
  return counters;
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

/** The parent (the simulator page) posts JSON `text`, parsed there, to the module at its origin. */
async function postFromParent(page: Page, module: Frame, text: string): Promise<void> {
  await page.evaluate(
    ({ text, origin }) =>
      document.querySelector('iframe')!.contentWindow!.postMessage(JSON.parse(text), origin),
    { text, origin: new URL(module.url()).origin },
  );
}

async function post(page: Page, module: Frame, { from, data }: Case): Promise<void> {
  if (from === 'parent') await postFromParent(page, module, JSON.stringify(data));
  else if (from === 'self') await module.evaluate((data) => window.postMessage(data, '*'), data);
  else await postFromSibling(page, data, from === 'sibling-opaque');
}

/** Opens the leave alert, which the portal holds until it is clicked; the id of its request. */
async function holdLeaveAlert(page: Page, card: Locator, alertsBefore: number): Promise<string> {
  await card.getByRole('button', { name: text('en', 'tenant', 'leave.link') }).click();
  const ids = () =>
    page.evaluate(() =>
      window
        .simulator!.protocol()
        .filter((entry) => entry.direction === 'in' && entry.action === 'showAlert')
        .map((entry) => entry.id ?? ''),
    );
  await expect.poll(async () => (await ids()).length).toBe(alertsBefore + 1);
  return (await ids()).at(-1)!;
}

const sentDeletes = async (page: Page) =>
  (await sentCommands(page)).filter((command) => command.method === 'delete').length;

test('issue 19 §1: forged replies for a really pending request from siblings, itself and the parent with a bad shape — each refused, the real answer still gets through', async ({
  page,
}) => {
  const frame = await openSimulator(page, { lang: 'en' });
  const card = frame.getByRole('article', { name: text('en', 'tenant', 'card.label') });
  await expect(card).toBeVisible();
  const module = moduleFrame(page);
  await expect.poll(async () => (await bridge(module)).pending).toBe(0);
  const toastsBefore = await page.evaluate(() => window.simulator!.toasts().length);

  // The home may still be loading its usage alerts: other requests can come and go meanwhile, so
  // the checks count dropped messages, never pending requests.
  const id = await holdLeaveAlert(page, card, 0);
  for (const hostileCase of hostileCases(id)) {
    const before = await bridge(module);
    await post(page, module, hostileCase);
    // Refused: a forged reply taken for the answer would settle the request, not be dropped.
    await expect
      .poll(async () => (await bridge(module)).dropped, { message: hostileCase.name })
      .toBe(before.dropped + 1);
  }

  // The portal's real answer: the user cancels. It is taken, not dropped, so the request was still
  // waiting for it: none of the forged replies had settled it.
  const droppedBefore = (await bridge(module)).dropped;
  await page.locator('dialog.sim-alert').getByRole('button').first().click();
  await expect.poll(async () => (await bridge(module)).pending).toBe(0);
  expect((await bridge(module)).dropped).toBe(droppedBefore);
  expect(await page.evaluate(() => window.simulator!.alerts().map((entry) => entry.answer))).toEqual([false]);
  expect(await page.evaluate(() => window.simulator!.redirects())).toEqual([]);
  expect(await sentDeletes(page)).toBe(0);
  expect(await page.evaluate(() => window.simulator!.toasts().length)).toBe(toastsBefore);
  // The page's sibling frames are there now: the module is found by its frame, not the first iframe.
  await expect(module.getByRole('article', { name: text('en', 'tenant', 'card.label') })).toBeVisible();
});

test('issue 19 §1: a reply from the parent for a pending request with a __proto__ key is read as data — its answer used, nothing polluted', async ({
  page,
}) => {
  const frame = await openSimulator(page, { lang: 'en', role: 'member' });
  const card = frame.getByRole('article', { name: text('en', 'tenant', 'card.label') });
  await expect(card).toBeVisible();
  const module = moduleFrame(page);
  const id = await holdLeaveAlert(page, card, 0);
  const before = await bridge(module);

  // An own "__proto__" key (JSON.parse and structured clone keep it as one), with an error in it:
  // a parser that copied the reply with Object.assign would take it for an error reply.
  await postFromParent(
    page,
    module,
    `{"__proto__":{"error":"forged","polluted":true},"response":true,"trackingProperties":{"id":"${id}"}}`,
  );

  // Accepted as the reply it is: the answer 'confirm' is used, so the user leaves the contract.
  await expect.poll(async () => (await page.evaluate(() => window.simulator!.redirects())).length).toBe(1);
  expect((await bridge(module)).dropped).toBe(before.dropped);
  expect(await sentDeletes(page)).toBe(1);
  expect(await module.evaluate(() => (({}) as Record<string, unknown>)['polluted'])).toBeUndefined();
  expect(await module.evaluate(() => (({}) as Record<string, unknown>)['error'])).toBeUndefined();
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
    // The browser shows its own error page in the frame: the module's code never ran there.
    const framed = () => page.frames().filter((frame) => frame !== page.mainFrame());
    await expect
      .poll(() => framed().map((frame) => frame.url()))
      .toEqual([expect.stringMatching(/^chrome-error:/)]);
    expect(framed()[0]!.url()).not.toContain('/module');
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
