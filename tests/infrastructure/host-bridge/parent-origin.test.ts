import { describe, expect, it } from 'vitest';
import { detectParentOrigin, resolveHostOrigin } from '../../../src/infrastructure/host-bridge/parent-origin';
import { fakeModuleWindow, HOST_ORIGIN } from './fake-windows';

/** Which parent the module talks to (ARCHITECTURE §4): read from the browser, never guessed. */
describe('detectParentOrigin and resolveHostOrigin', () => {
  it("ARCHITECTURE §4: a referrer with an opaque origin gives no parent origin, not the text 'null'", () => {
    const win = fakeModuleWindow({ ancestorOrigins: undefined, referrer: 'about:blank' });
    expect(detectParentOrigin(win)).toBeNull();
  });

  it("ARCHITECTURE §4: an opaque parent is refused even when the allow-list holds 'null'", () => {
    const win = fakeModuleWindow({ ancestorOrigins: ['null'] });
    expect(resolveHostOrigin(win, ['null'])).toBeNull();
  });

  it('ARCHITECTURE §4: a window without a parent, or its own parent, is not framed, whatever its ancestors say', () => {
    expect(
      resolveHostOrigin(fakeModuleWindow({ parent: null, ancestorOrigins: [HOST_ORIGIN] }), [HOST_ORIGIN]),
    ).toBeNull();
    const top = fakeModuleWindow({ ancestorOrigins: [HOST_ORIGIN] });
    Object.assign(top, { parent: top });
    expect(resolveHostOrigin(top, [HOST_ORIGIN])).toBeNull();
  });
});
