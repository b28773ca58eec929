import { observer } from 'mobx-react-lite';
import {
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureModules, type LazyFeature } from '../../application/shared/feature-modules.port';
import { AsyncLoad } from '../shared/async-load';
import { useService } from '../shared/use-presenter';
import { FailedState, Spinner } from '../ui';

/**
 * A lazy page whose feature code (presenters, use cases, gateways) also arrives on demand:
 * the view chunk and the feature's modules load in parallel; the page renders once both are in.
 */
export const FeaturePage = observer(function FeaturePage({
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
  // The one async state (issue 36 §2): a late answer after the page closed is dropped.
  const [modules] = useState(() => new AsyncLoad<void>());
  const loaded = feature === undefined || features.isLoaded(feature);
  const load = useCallback(() => {
    if (feature === undefined) return;
    void preload().catch(() => undefined);
    void modules.run(() => features.load(feature));
  }, [feature, features, preload, modules]);

  useEffect(() => {
    if (feature !== undefined && !features.isLoaded(feature)) load();
    return () => modules.drop();
  }, [feature, features, load, modules]);

  if (!loaded && modules.status === 'failed') {
    return <FailedState message={t('page.loadFailed')} retry={{ label: t('errors.retry'), onClick: load }} />;
  }
  if (!loaded && modules.status !== 'ready') return <Spinner label={t('loading')} />;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Page />
    </Suspense>
  );
});
