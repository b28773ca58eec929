import type { FakeHost } from '../../../simulator/fake-host/fake-host';

/** The portal's member listing (spec 1 §7: GET /tenants/{id}/users?$skip&$take). */
const MEMBER_PAGE = /^\/tenants\/[^/]+\/users\?\$skip=/;

function uriOf(action: string, content: unknown): string {
  if (action !== 'sendCommand') return '';
  return (content as { readonly command?: { readonly uri?: string } }).command?.uri ?? '';
}

/**
 * Render with these settings: a held page must not time out however long the test takes to
 * release it (the tests' own request timeout is 2 s).
 */
export const HOLDING_SETTINGS = { HOST_REQUEST_TIMEOUT_MS: 3_600_000 } as const;

/**
 * Issue 34 §5: the fake host holds every member page unanswered until the test releases them,
 * so what shows while a contract's members are still being paged can be checked without timing.
 */
export function holdMemberPages(host: FakeHost) {
  const held: (() => void)[] = [];
  const asked: string[] = [];
  let holding = true;
  const handle = host.handle.bind(host);
  host.handle = (action, content) => {
    const uri = uriOf(action, content);
    if (!MEMBER_PAGE.test(uri)) return handle(action, content);
    asked.push(uri);
    if (!holding) return handle(action, content);
    return new Promise((resolve, reject) =>
      held.push(() => void handle(action, content).then(resolve, reject)),
    );
  };
  return {
    /** The member pages asked so far, held or not. */
    asked,
    /** Answers the page held longest (the first page, before any other is asked). */
    releaseNext(): void {
      held.shift()?.();
    },
    /** Answers the pages held so far and every later one. */
    releaseAll(): void {
      holding = false;
      for (const release of held.splice(0)) release();
    },
  };
}
