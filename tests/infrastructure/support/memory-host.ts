import type { AppSettings } from '../../../src/application/shared/app-settings.port';
import {
  createFakeHost,
  type FakeHost,
  type FakeHostEnvironment,
} from '../../../simulator/fake-host/fake-host';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../simulator/fake-host/fake-host.options';
import { HeadlessHostUi } from '../../../simulator/fake-host/headless-host.ui';
import { InProcessTransport } from '../../../simulator/fake-host/in-process.transport';
import { HostCommandChannel } from '../../../src/infrastructure/host/command-channel.adapter';
import { parseAppSettings } from '../../../src/infrastructure/shared/app-settings.validation';
import settingsJson from '../../../simulator/module-settings.json';

/** The shipped settings file, validated as a local run loads it: tests run against what the app loads. */
export const appSettings: AppSettings = parseAppSettings(settingsJson, { localRun: true });

/** A fixed reference instant, so datasets are comparable across runs. */
export const REFERENCE_DATE = new Date('2025-03-18T12:00:00.000Z');

export interface MemoryHost {
  readonly host: FakeHost;
  readonly ui: HeadlessHostUi;
  readonly transport: InProcessTransport;
  readonly channel: HostCommandChannel;
}

/** FakeHost → InProcessTransport → the real HostCommandChannel, as in the memory profile. */
export function memoryHost(
  overrides: Partial<FakeHostOptions> = {},
  env: FakeHostEnvironment = {},
): MemoryHost {
  const ui = new HeadlessHostUi();
  const host = createFakeHost({ ...DEFAULT_FAKE_HOST_OPTIONS, ...overrides }, ui, {
    clock: () => REFERENCE_DATE,
    domains: appSettings,
    ...env,
  });
  const transport = new InProcessTransport(host, appSettings.HOST_REQUEST_TIMEOUT_MS);
  return { host, ui, transport, channel: new HostCommandChannel(transport) };
}

/** Parses the spec's nested error: a JSON string whose `message` is a JSON string. */
export function readWireError(wireError: string): {
  status: string;
  reason: { code: number; description: string };
} {
  const outer = JSON.parse(wireError) as { message: string };
  return JSON.parse(outer.message) as { status: string; reason: { code: number; description: string } };
}
