import type { RoleId } from '../../../src/domain/access/role';
import { FakeBackend } from '../../../simulator/fake-host/backend/fake-backend';
import { FakeHostError } from '../../../simulator/fake-host/backend/fake-host.error';
import {
  SCENARIO_COUNTS,
  type ScenarioCounts,
  type ScenarioName,
} from '../../../simulator/fake-host/backend/dataset/scenarios';
import { appSettings, REFERENCE_DATE } from './memory-host';

export function fakeBackend(
  options: {
    scenario?: ScenarioName;
    role?: RoleId;
    seed?: number;
    counts?: Partial<ScenarioCounts>;
    uploadKbps?: number;
    uploadRedirect?: string | null;
  } = {},
): FakeBackend {
  const scenario = options.scenario ?? 'default';
  return new FakeBackend({
    seed: options.seed ?? 1,
    scenario,
    role: options.role ?? 'admin',
    culture: 'pt-BR',
    counts: { ...SCENARIO_COUNTS[scenario], ...options.counts },
    domains: appSettings,
    clock: () => REFERENCE_DATE,
    uploadKbps: options.uploadKbps ?? 0,
    uploadRedirect: options.uploadRedirect ?? null,
  });
}

/** The FakeHostError a command is answered with. */
export function failureOf(action: () => unknown): FakeHostError {
  try {
    action();
  } catch (error) {
    if (error instanceof FakeHostError) return error;
    throw error;
  }
  throw new Error('expected the command to fail');
}
