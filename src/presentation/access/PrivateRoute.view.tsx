import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteId } from '../../domain/access/private-routes';
import { usePresenter } from '../shared/use-presenter';
import { Spinner } from '../ui';
import { RouteGatePresenter } from './route-gate.presenter';
import './PrivateRoute.css';

/** Nothing for an instant decision; a spinner while the agent plan or late toggles are awaited. */
function GatePending({ waits }: { readonly waits: boolean }) {
  const { t } = useTranslation('access');
  if (!waits) return null;
  return (
    <div className="access-gate__pending">
      <Spinner label={t('gate.checking')} />
    </div>
  );
}

/**
 * Renders `children` only when the gate of `routeId` allows the current path
 * (spec 1 §6). Denied: nothing of the page renders, the host gets unauthorizedAccess
 * and the user lands on the home.
 */
export const PrivateRoute = observer(function PrivateRoute({
  routeId,
  children,
}: {
  readonly routeId: RouteId;
  readonly children: ReactNode;
}) {
  const gate = usePresenter(RouteGatePresenter);
  const { pathname } = useLocation();
  useEffect(() => {
    void gate.check(pathname, routeId);
  }, [gate, pathname, routeId]);

  if (gate.decision === 'pending')
    return <GatePending waits={gate.waitsForAgentPlan || gate.waitsForToggles} />;
  if (gate.decision !== 'allowed') return <Navigate to="/" replace />;
  if (gate.maxContentWidth === undefined) return <>{children}</>;
  return (
    <div className="access-gate__page" style={{ maxWidth: gate.maxContentWidth }}>
      {children}
    </div>
  );
});

/**
 * Every path without a page of its own (spec 1 §2: unknown paths → '/'). A known
 * private route still goes through its gate first, so a forbidden one is reported.
 */
export const UnknownRoute = observer(function UnknownRoute() {
  const gate = usePresenter(RouteGatePresenter);
  const { pathname } = useLocation();
  useEffect(() => {
    void gate.check(pathname);
  }, [gate, pathname]);

  if (gate.decision === 'pending')
    return <GatePending waits={gate.waitsForAgentPlan || gate.waitsForToggles} />;
  return <Navigate to="/" replace />;
});
