import type { Container } from 'inversify';
import type { AppSettings } from '../../src/application/shared/app-settings.port';
import type { FakeHostOptions, FakeHostUi } from '../fake-host/fake-host.contract';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../fake-host/fake-host.options';
import { memoryTransportModule } from '../fake-host/in-process.transport';
import { composeContainer } from '../../src/composition/compose';

export interface MemoryContainerOptions {
  /** The fake portal's controls (default: admin, pt, every toggle on). */
  readonly fakeHost?: FakeHostOptions | undefined;
  /** What shows the fake portal's UI (default: a headless recorder). */
  readonly fakeHostUi?: FakeHostUi | undefined;
  readonly initialLanguage?: string | undefined;
}

/** Profile 'memory': the fake host answers in this window (standalone development, tests). */
export function createMemoryContainer(
  settings: AppSettings,
  options: MemoryContainerOptions = {},
): Container {
  const transport = memoryTransportModule(options.fakeHost ?? DEFAULT_FAKE_HOST_OPTIONS, options.fakeHostUi);
  // The fake host's storages answer on loopback http: an in-process run is always a local one.
  return composeContainer(settings, transport, { localRun: true, initialLanguage: options.initialLanguage });
}
