import { lazy, Suspense, useEffect, useState } from 'react';
import { FeatureModules } from '../../application/shared/feature-modules.port';
import { useService } from '../shared/use-presenter';

const loadBanner = () => import('./usage-alerts/UsageAlertsBanner.view');
const UsageAlertsBanner = lazy(loadBanner);

/**
 * Issue 14: the home's usage alerts arrive after the home has painted, never before — their
 * code (the banner, the reports' use case and gateways) and their data are not in the first
 * load, and the home's start-up waits on none of them. Any failure just leaves the slot empty.
 */
export function UsageAlertsSlot({ sessionReady }: { readonly sessionReady: boolean }) {
  const features = useService<FeatureModules>(FeatureModules);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!sessionReady) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the one that painted the home's cards.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        Promise.all([features.load('usageAlerts'), loadBanner()]).then(
          () => current && setLoaded(true),
          () => undefined,
        );
      }, 0);
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [features, sessionReady]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <UsageAlertsBanner />
    </Suspense>
  );
}
