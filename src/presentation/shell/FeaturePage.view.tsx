import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureModules, type LazyFeature } from '../../application/shared/feature-modules.port';
import type { LoadStatus } from '../shared/async-load';
import { useService } from '../shared/use-presenter';
import { FailedState, Spinner } from '../ui';

/**
 * A lazy page whose feature code (presenters, use cases, gateways) also arrives on demand:
 * the view chunk and the feature's modules load in parallel; the page renders once both are in.
 */
export function FeaturePage({
  feature,
  Page,
  preload,
}: {
  readonly feature: LazyFeature | undefined;
  readonly Page: LazyExoticComponent<ComponentType>;
  readonly preload: () => Promise<unknown>;
}) {
  const features = useService<FeatureModules>(FeatureModules);
  const { t } = useTranslation('shell');
  const [state, setState] = useState<LoadStatus>(() =>
    feature === undefined || features.isLoaded(feature) ? 'ready' : 'loading',
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (feature === undefined || features.isLoaded(feature)) return;
    let current = true;
    void preload().catch(() => undefined);
    features.load(feature).then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [feature, features, preload, attempt]);

  if (state === 'failed') {
    return (
      <FailedState
        message={t('page.loadFailed')}
        retry={{
          label: t('errors.retry'),
          onClick: () => {
            setState('loading');
            setAttempt((value) => value + 1);
          },
        }}
      />
    );
  }
  if (state === 'loading') return <Spinner label={t('loading')} />;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Page />
    </Suspense>
  );
}
