import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { FeatureModules, type LazyFeature } from '../../../src/application/shared/feature-modules.port';
import { FeaturePage } from '../../../src/presentation/shell/FeaturePage.view';
import { createContainer } from '../../../simulator/composition/container';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../simulator/fake-host/fake-host.options';
import { App } from '../../../src/presentation/shell/App.view';
import { i18nReady } from '../../../src/presentation/i18n/i18n';
import { I18nInstance } from '../../../src/presentation/shared/i18n-instance';
import { testSettings } from '../shared/render-module';

class ScriptedFeatures implements FeatureModules {
  attempts = 0;
  private ready = false;
  constructor(private readonly failures: number) {}
  isLoaded(_feature: LazyFeature): boolean {
    return this.ready;
  }
  async load(_feature: LazyFeature): Promise<void> {
    this.attempts += 1;
    if (this.attempts <= this.failures) throw new Error('offline');
    this.ready = true;
  }
}

const Page = lazy(async () => ({ default: () => <h1>Feature page</h1> }));
const preload = async () => undefined;

async function renderFeaturePage(features: FeatureModules, feature: LazyFeature) {
  const container = createContainer('memory', testSettings, {
    initialLanguage: 'en',
    // The shell's bootstrap switches to the host's language: make it English too.
    fakeHost: { ...DEFAULT_FAKE_HOST_OPTIONS, lang: 'en' },
  });
  container.rebind<FeatureModules>(FeatureModules).toConstantValue(features);
  await i18nReady(container.get<I18nInstance>(I18nInstance));
  return render(
    <App container={container}>
      <FeaturePage feature={feature} Page={Page} preload={preload} />
    </App>,
  );
}

describe('FeaturePage: a page whose feature code loads with it', () => {
  it('renders the page once its feature modules are in', async () => {
    const features = new ScriptedFeatures(0);
    await renderFeaturePage(features, 'members');
    expect(await screen.findByRole('heading', { name: 'Feature page' })).toBeInTheDocument();
    expect(features.attempts).toBe(1);
  });

  it('a failed load offers Try again, which loads again and shows the page', async () => {
    const features = new ScriptedFeatures(1);
    await renderFeaturePage(features, 'agents');
    expect(
      await screen.findByText('This page could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Feature page' })).toBeInTheDocument();
    expect(features.attempts).toBe(2);
  });
});
