import { describe, expect, it } from 'vitest';
import { detectParentOrigin, resolveHostOrigin } from '../../../src/infrastructure/host-bridge/parent-origin';
import { fakeModuleWindow, HOST_ORIGIN } from './fake-windows';

/** Which parent the module talks to (architecture.md §4): read from the browser, never guessed. */
describe('detectParentOrigin and resolveHostOrigin', () => {
  it("architecture.md §4: a referrer with an opaque origin gives no parent origin, not the text 'null'", () => {
    const win = fakeModuleWindow({ ancestorOrigins: undefined, referrer: 'about:blank' });
    expect(detectParentOrigin(win)).toBeNull();
  });

  it("architecture.md §4: an opaque parent is refused even when the allow-list holds 'null'", () => {
    const win = fakeModuleWindow({ ancestorOrigins: ['null'] });
    expect(resolveHostOrigin(win, ['null'])).toBeNull();
  });

  it('architecture.md §4: a window without a parent, or its own parent, is not framed, whatever its ancestors say', () => {
    expect(
      resolveHostOrigin(fakeModuleWindow({ parent: null, ancestorOrigins: [HOST_ORIGIN] }), [HOST_ORIGIN]),
    ).toBeNull();
    const top = fakeModuleWindow({ ancestorOrigins: [HOST_ORIGIN] });
    Object.assign(top, { parent: top });
    expect(resolveHostOrigin(top, [HOST_ORIGIN])).toBeNull();
  });

  const ATTACKER = 'https://attacker.example.net';

  it("issue 35 §9: an attacker in ancestorOrigins with the portal in the referrer: the parent is the attacker's, refused", () => {
    // E.g. a page that frames the module and had the portal start the frame's navigation.
    const win = fakeModuleWindow({
      ancestorOrigins: [ATTACKER, HOST_ORIGIN],
      referrer: `${HOST_ORIGIN}/application`,
    });
    expect(detectParentOrigin(win)).toBe(ATTACKER);
    expect(resolveHostOrigin(win, [HOST_ORIGIN])).toBeNull();
  });

  it('issue 35 §9: where the browser has ancestorOrigins, an empty list is no parent, whatever the referrer says', () => {
    const win = fakeModuleWindow({ ancestorOrigins: [], referrer: `${HOST_ORIGIN}/application` });
    expect(detectParentOrigin(win)).toBeNull();
    expect(resolveHostOrigin(win, [HOST_ORIGIN])).toBeNull();
  });

  it('issue 35 §9: without ancestorOrigins (Firefox) the referrer decides: the portal is accepted, anything else or none is not', () => {
    const firefox = (referrer: string) => fakeModuleWindow({ ancestorOrigins: undefined, referrer });
    expect(resolveHostOrigin(firefox(`${HOST_ORIGIN}/application/x?y=1`), [HOST_ORIGIN])).toBe(HOST_ORIGIN);
    // The portal's origin alone (Referrer-Policy origin or strict-origin-when-cross-origin) is enough.
    expect(resolveHostOrigin(firefox(`${HOST_ORIGIN}/`), [HOST_ORIGIN])).toBe(HOST_ORIGIN);
    expect(resolveHostOrigin(firefox(`${ATTACKER}/`), [HOST_ORIGIN])).toBeNull();
    // A portal that sends no referrer (no-referrer, same-origin) cannot be told from an attacker.
    expect(resolveHostOrigin(firefox(''), [HOST_ORIGIN])).toBeNull();
  });
});
