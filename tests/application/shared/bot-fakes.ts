import type { CallsGateway } from '../../../src/application/calls/calls.port';
import type { CopilotGateway } from '../../../src/application/copilot/copilot.port';
import type { Application } from '../../../src/application/shared/host.port';
import type {
  CallingChange,
  PhoneNumberSettings,
} from '../../../src/domain/calls/phone-number-settings.entity';
import { COPILOT_ENABLED_KEY, type ConfigurationItem } from '../../../src/domain/copilot/copilot-bot.entity';
import { CommandFailure } from '../../../src/domain/shared/command-failure';

export const application = (shortName: string, overrides: Partial<Application> = {}): Application => ({
  shortName,
  name: shortName.toUpperCase(),
  hasPermission: true,
  ...overrides,
});

export const failure = (code: number, description = 'failed'): CommandFailure =>
  new CommandFailure('command', 'failure', code, description);

/**
 * Issue 34: per-bot reads held until the test lets them through (`holding`), so what a page
 * shows while its reads run is checked without any timing.
 */
export class HeldReads {
  holding = false;
  private readonly waiting = new Map<string, () => void>();

  /** Resolves at once unless holding; then when `release` names the key. */
  async pass(key: string): Promise<void> {
    if (!this.holding) return;
    await new Promise<void>((resolve) => this.waiting.set(key, resolve));
  }

  /** Lets the named reads answer (and every later one, with no name: holding stops). */
  async release(...keys: string[]): Promise<void> {
    if (keys.length === 0) this.holding = false;
    for (const [key, resolve] of this.waiting) {
      if (keys.length > 0 && !keys.includes(key)) continue;
      this.waiting.delete(key);
      resolve();
    }
    // An answer passes a dozen promise hops (gateway, use case, reads queue) before the next
    // read goes out; microtasks only, so this works under fake timers too.
    for (let hop = 0; hop < 20; hop += 1) await Promise.resolve();
  }

  get waitingKeys(): string[] {
    return [...this.waiting.keys()];
  }
}

/** Copilot configuration per bot; `failing` bots reject; every command is recorded. */
export class FakeCopilotGateway implements CopilotGateway {
  readonly held = new HeldReads();
  readonly enabled = new Map<string, boolean>();
  readonly failing = new Set<string>();
  readonly reads: string[] = [];
  readonly writes: {
    form: 'one' | 'configuration';
    shortName: string;
    enabled: boolean;
    localNode?: string;
  }[] = [];
  inFlight = 0;
  maxInFlight = 0;

  async getConfiguration(shortName: string): Promise<ConfigurationItem[]> {
    this.reads.push(shortName);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    await Promise.resolve();
    await this.held.pass(shortName);
    this.inFlight -= 1;
    if (this.failing.has(shortName)) throw failure(1);
    const value = this.enabled.get(shortName);
    return value === undefined ? [] : [{ name: COPILOT_ENABLED_KEY, value: value ? 'True' : 'False' }];
  }

  setEnabled(shortName: string, enabled: boolean): Promise<void> {
    this.writes.push({ form: 'one', shortName, enabled });
    return this.save(shortName, enabled);
  }

  configureEnabled(shortName: string, enabled: boolean, localNode: string): Promise<void> {
    this.writes.push({ form: 'configuration', shortName, enabled, localNode });
    return this.save(shortName, enabled);
  }

  private save(shortName: string, enabled: boolean): Promise<void> {
    if (this.failing.has(shortName)) return Promise.reject(failure(1));
    this.enabled.set(shortName, enabled);
    return Promise.resolve();
  }
}

/** Calls terms and settings per bot; `errors` makes a bot's write fail with that failure. */
export class FakeCallsGateway implements CallsGateway {
  accepted: boolean | Error = true;
  readonly settings = new Map<string, PhoneNumberSettings>();
  readonly failingReads = new Set<string>();
  readonly errors = new Map<string, unknown>();
  readonly writes: { tenantId: string; identity: string; change: CallingChange }[] = [];
  readonly reads: string[] = [];
  readonly held = new HeldReads();

  areTermsAccepted(): Promise<boolean> {
    return this.accepted instanceof Error ? Promise.reject(this.accepted) : Promise.resolve(this.accepted);
  }

  async getPhoneNumberSettings(shortName: string): Promise<PhoneNumberSettings | undefined> {
    this.reads.push(shortName);
    await this.held.pass(shortName);
    if (this.failingReads.has(shortName)) throw failure(1);
    return this.settings.get(shortName);
  }

  changeCalling(tenantId: string, identity: string, change: CallingChange): Promise<void> {
    this.writes.push({ tenantId, identity, change });
    const error = this.errors.get(identity);
    if (error !== undefined) return Promise.reject(error);
    const shortName = identity.split('@')[0] ?? identity;
    const before = this.settings.get(shortName);
    this.settings.set(shortName, {
      phoneNumber: before?.phoneNumber ?? '',
      calling: {
        status: 'NOT_SET',
        callIconVisibility: 'NOT_SET',
        callbackPermissionStatus: 'NOT_SET',
        ...before?.calling,
        ...change,
      },
    });
    return Promise.resolve();
  }
}

export const phoneSettings = (
  status: 'ENABLED' | 'DISABLED' | 'NOT_SET',
  phoneNumber = '+55 11 90000-0001',
): PhoneNumberSettings => ({
  phoneNumber,
  calling: { status, callIconVisibility: 'DEFAULT', callbackPermissionStatus: 'NOT_SET' },
});
