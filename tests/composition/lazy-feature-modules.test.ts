import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { createContainer } from '../../simulator/composition/container';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../simulator/fake-host/fake-host.options';
import { HeadlessHostUi } from '../../simulator/fake-host/headless-host.ui';
import {
  FeatureModules,
  LAZY_FEATURES,
  type LazyFeature,
} from '../../src/application/shared/feature-modules.port';
import { FeatureToggles } from '../../src/application/shared/feature-toggles.port';
import { UsageAlertsPresenter } from '../../src/presentation/home/usage-alerts/usage-alerts.presenter';
import { testSettings } from '../presentation/shared/render-module';
import {
  ContainerFeatureModules,
  FEATURE_LOADERS,
  FEATURE_NEEDS,
} from '../../src/composition/lazy-feature-modules';

const MARKER = Symbol.for('LazyMarker');

function loaders(
  load: () => Promise<ContainerModule[]>,
): Record<LazyFeature, () => Promise<ContainerModule[]>> {
  return Object.fromEntries(LAZY_FEATURES.map((feature) => [feature, load])) as Record<
    LazyFeature,
    () => Promise<ContainerModule[]>
  >;
}

describe('lazy feature modules (architecture.md §8: only the home route in the first load)', () => {
  it('loads a feature once, binds its modules, and shares the pending promise', async () => {
    const container = new Container();
    let calls = 0;
    const features = new ContainerFeatureModules(
      container,
      loaders(async () => {
        calls += 1;
        return [
          new ContainerModule((options) => {
            options.bind(MARKER).toConstantValue('bound');
          }),
        ];
      }),
    );
    expect(features.isLoaded('mtls')).toBe(false);
    await Promise.all([features.load('mtls'), features.load('mtls')]);
    await features.load('mtls');
    expect(calls).toBe(1);
    expect(features.isLoaded('mtls')).toBe(true);
    expect(container.get(MARKER)).toBe('bound');
  });

  it('a failed load can be tried again', async () => {
    const container = new Container();
    let fail = true;
    const features = new ContainerFeatureModules(
      container,
      loaders(async () => {
        if (fail) throw new Error('chunk failed');
        return [];
      }),
    );
    await expect(features.load('agents')).rejects.toThrow('chunk failed');
    expect(features.isLoaded('agents')).toBe(false);
    fail = false;
    await features.load('agents');
    expect(features.isLoaded('agents')).toBe(true);
  });

  it("issue 23 §2: a feature's needs are loaded into the container before it, once, their chunks side by side", async () => {
    const container = new Container();
    const order: string[] = [];
    const bindingOf = (feature: LazyFeature) => async () => {
      order.push(`fetch ${feature}`);
      return [
        new ContainerModule((options) => {
          order.push(`bind ${feature}`);
          options.bind(Symbol.for(feature)).toConstantValue(feature);
        }),
      ];
    };
    const all = loaders(async () => []);
    const features = new ContainerFeatureModules(
      container,
      {
        ...all,
        reportData: bindingOf('reportData'),
        reports: bindingOf('reports'),
        usageAlerts: bindingOf('usageAlerts'),
      },
      { reports: ['reportData'], usageAlerts: ['reportData'] },
    );
    await Promise.all([features.load('usageAlerts'), features.load('reports')]);
    expect(order.filter((step) => step === 'bind reportData')).toHaveLength(1);
    expect(order.indexOf('bind reportData')).toBeLessThan(order.indexOf('bind usageAlerts'));
    expect(order.indexOf('bind reportData')).toBeLessThan(order.indexOf('bind reports'));
    // Both chunks were asked for before either was bound: no waterfall.
    expect(order.indexOf('fetch usageAlerts')).toBeLessThan(order.indexOf('bind reportData'));
    expect(features.isLoaded('reportData')).toBe(true);
    expect(container.get(Symbol.for('reports'))).toBe('reports');
  });

  it('issue 23 §2: the report pages and the usage alerts need the report data, and the home loads no report page', () => {
    expect(FEATURE_NEEDS.reports).toEqual(['reportData']);
    expect(FEATURE_NEEDS.usageAlerts).toEqual(['reportData']);
  });

  it('every lazy feature has a loader that yields container modules', async () => {
    for (const feature of LAZY_FEATURES) {
      const modules = await FEATURE_LOADERS[feature]();
      expect(modules.length).toBeGreaterThan(0);
      expect(modules.every((module) => module instanceof ContainerModule)).toBe(true);
    }
  });
});

describe('the home’s usage alerts over the whole module (issue 23 §2)', () => {
  it('resolve with the report data alone: no report page is loaded for them', async () => {
    const container = createContainer('memory', testSettings, {
      fakeHost: { ...DEFAULT_FAKE_HOST_OPTIONS, lang: 'en' },
      fakeHostUi: new HeadlessHostUi(),
    });
    // The toggles' OpenFeature session is a process-wide singleton that other files' tests own
    // (the files share a module registry): the presenter's graph gets plain toggles here.
    container.rebind<FeatureToggles>(FeatureToggles).toConstantValue({
      initialize: () => Promise.resolve(),
      isEnabled: () => true,
    });
    const features = container.get<FeatureModules>(FeatureModules);
    await features.load('usageAlerts');
    expect(container.get(UsageAlertsPresenter)).toBeInstanceOf(UsageAlertsPresenter);
    expect(features.isLoaded('reportData')).toBe(true);
    expect(features.isLoaded('reports')).toBe(false);
  });
});
