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

/** A MemoryRouter around `children`, with a handle on its location and navigation. */
export function createTestRouter(initialPath: string): {
  readonly router: TestRouter;
  readonly wrap: (children: ReactElement) => ReactElement;
} {
  const handle: { state: { location: Location }; go?: (to: string) => void } = {
    state: { location: { pathname: initialPath, search: '', hash: '', state: null, key: 'initial' } },
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
    <MemoryRouter initialEntries={[initialPath]}>
      <Probe router={handle} />
      {children}
    </MemoryRouter>
  );
  return { router, wrap };
}
