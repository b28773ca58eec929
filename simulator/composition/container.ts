import type { Container } from 'inversify';
import type { AppSettings } from '../../src/application/shared/app-settings.port';
import type { FakeHostOptions, FakeHostUi } from '../fake-host/fake-host.contract';
import { createMemoryContainer } from './memory-container';
import { createPortalContainer } from '../../src/composition/portal-container';

/** 'portal': the real host over postMessage; 'memory': the fake host in this window. */
export type ContainerProfile = 'portal' | 'memory';

export interface CreateContainerOptions {
  /** Profile 'memory': the fake portal's controls (default: admin, pt, every toggle on). */
  readonly fakeHost?: FakeHostOptions;
  /** Profile 'memory': what shows the fake portal's UI (default: a headless recorder). */
  readonly fakeHostUi?: FakeHostUi;
  /** Profile 'portal': the window whose parent is the host (default: the global one). */
  readonly window?: Window;
  /** Language of the texts shown before the session says which (default 'pt'). */
  readonly initialLanguage?: string;
  /** Profile 'portal': a run on this machine, allowing loopback http uploads (default false). */
  readonly localRun?: boolean;
}

/**
 * The composition root (architecture.md §2): the only place that picks implementations.
 * The entry imports the two profiles separately so the fake host never ships in the
 * portal's first load; this is the one-call form for tests and tools.
 */
export function createContainer(
  profile: ContainerProfile,
  settings: AppSettings,
  options: CreateContainerOptions = {},
): Container {
  if (profile === 'portal') {
    return createPortalContainer(settings, options.window ?? window, {
      localRun: options.localRun ?? false,
      initialLanguage: options.initialLanguage,
    });
  }
  return createMemoryContainer(settings, {
    fakeHost: options.fakeHost,
    fakeHostUi: options.fakeHostUi,
    initialLanguage: options.initialLanguage,
  });
}
