import { act, type ReactElement, useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';

/** What tests read and drive of the router: where it is, and a way to go elsewhere. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: string): Promise<void>;
}

function Probe({
  router,
}: {
  readonly router: { state: { location: Location }; go?: (to: string) => void };
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state = { location };
    router.go = (to) => void navigate(to);
  }, [router, location, navigate]);
  return null;
}

/**
 * A MemoryRouter around `children`, with a handle on its location and navigation. `initialState`:
 * the entry's router state, as a reload finds it in `history.state` (issue 35 §7: searches).
 */
export function createTestRouter(
  initialPath: string,
  initialState: unknown = null,
): {
  readonly router: TestRouter;
  readonly wrap: (children: ReactElement) => ReactElement;
} {
  const handle: { state: { location: Location }; go?: (to: string) => void } = {
    state: { location: { pathname: initialPath, search: '', hash: '', state: initialState, key: 'initial' } },
  };
  const router: TestRouter = {
    get state() {
      return handle.state;
    },
    navigate: async (to) => {
      await act(async () => handle.go?.(to));
    },
  };
  const wrap = (children: ReactElement) => (
    <MemoryRouter
      initialEntries={[
        initialState === null ? initialPath : { ...splitPath(initialPath), state: initialState },
      ]}
    >
      <Probe router={handle} />
      {children}
    </MemoryRouter>
  );
  return { router, wrap };
}

function splitPath(path: string): { pathname: string; search: string } {
  const at = path.indexOf('?');
  return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) };
}
