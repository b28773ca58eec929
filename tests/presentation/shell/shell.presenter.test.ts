import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { normalizeLanguage } from '../../../src/domain/shared/language.rule';
import { describe, expect, it, vi } from 'vitest';
import type { BootstrapUseCase } from '../../../src/application/access/bootstrap.use-case';
import type {
  LateAnswerListener,
  LateAnswers,
  LateOutcome,
} from '../../../src/application/shared/late-answers.port';
import { AdoptLateContractSaveUseCase } from '../../../src/application/tenant/adopt-late-contract-save.use-case';
import { SaveContractUseCase } from '../../../src/application/tenant/save-contract.use-case';
import { FakeTenantGateway } from '../../application/tenant/tenant-fakes';
import type { Session } from '../../../src/domain/access/session';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { HeaderStore } from '../../../src/presentation/shell/header.store';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { ShellPresenter } from '../../../src/presentation/shell/shell.presenter';
import { makeSession, makeTenant, metric, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

function build(execute: () => Promise<Session>, toggles: readonly string[] = [], hostLanguage = 'en') {
  const host = new FakeHostGateway();
  host.language = hostLanguage;
  const logger = new RecordingLogger();
  const sessionStore = new SessionStore(new StaticToggles(toggles));
  const headerStore = new HeaderStore();
  const i18n = createI18n('pt', TEST_RESOURCES);
  // The bootstrap's language: the host's, resolved once (issue 20 §4).
  const language = () => Promise.resolve(normalizeLanguage(hostLanguage));
  const bootstrap = { execute, language } as unknown as BootstrapUseCase;
  const late = new ManualLateAnswers();
  const tenants = new FakeTenantGateway();
  const lateContractSave = new AdoptLateContractSaveUseCase(
    tenants,
    new SaveContractUseCase(tenants, host, logger),
  );
  const shell = new ShellPresenter(
    bootstrap,
    host,
    hostFeedback(host),
    logger,
    sessionStore,
    headerStore,
    i18n,
    late,
    lateContractSave,
  );
  return { shell, host, logger, sessionStore, headerStore, i18n, late, tenants };
}

/** Late answers announced by the test. */
class ManualLateAnswers implements LateAnswers {
  private readonly listeners = new Set<LateAnswerListener>();
  private unheard: Parameters<LateAnswerListener>[] = [];
  subscribe(listener: LateAnswerListener): () => void {
    this.listeners.add(listener);
    for (const answer of this.unheard.splice(0)) listener(...answer);
    return () => this.listeners.delete(listener);
  }
  announce(action: string, content: unknown = {}, outcome: LateOutcome = 'answered'): void {
    if (this.listeners.size === 0) this.unheard.push([action, content, outcome]);
    for (const listener of this.listeners) listener(action, content, outcome);
  }
}

const AGENT_SUBSCRIPTION = [metric('Agent', 5), metric('DailyActiveUser'), metric('Session')];

describe('ShellPresenter bootstrap', () => {
  it('spec 1 §7: bootstrap runs between startLoading and stopLoading', async () => {
    const { shell, host } = build(() => Promise.resolve(makeSession()));
    expect(shell.status).toBe('loading');
    await shell.start();
    expect(host.loading).toEqual(['start', 'stop']);
  });

  it('success: ready, session kept, UI language follows the session', async () => {
    const session = makeSession({ roleId: 'admin', language: 'es' });
    const { shell, i18n, sessionStore } = build(() => Promise.resolve(session));
    await shell.start();
    expect(shell.status).toBe('ready');
    expect(shell.session).toBe(session);
    expect(sessionStore.session).toBe(session);
    expect(shell.language).toBe('es');
    expect(i18n.language).toBe('es');
  });

  it("spec 1 §8: a bootstrap failure shows the danger toast 'Failed to load contract' and a failed state", async () => {
    const { shell, host, logger } = build(() => Promise.reject(new Error('user unavailable')));
    await shell.start();
    expect(shell.status).toBe('failed');
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failed to load contract' }]);
    expect(host.loading).toEqual(['start', 'stop']);
    expect(logger.errors[0]?.message).toBe('Bootstrap failed');
  });

  it('spec 1 §8: the failure toast speaks the host language (pt)', async () => {
    const { shell, host } = build(() => Promise.reject(new Error('tenant unavailable')), [], 'pt-BR');
    await shell.start();
    expect(host.toasts[0]?.message).toBe('Falha ao carregar contrato');
  });

  it("'Try again' re-runs the bootstrap and opens the shell when it succeeds", async () => {
    let calls = 0;
    const { shell, host } = build(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('timeout')) : Promise.resolve(makeSession());
    });
    await shell.start();
    expect(shell.status).toBe('failed');
    const retry = shell.retryClicked();
    expect(shell.status).toBe('loading');
    await retry;
    expect(shell.status).toBe('ready');
    expect(calls).toBe(2);
    expect(host.loading).toEqual(['start', 'stop', 'start', 'stop']);
    expect(host.toasts).toHaveLength(1);
  });

  it('start is idempotent (a second mount does not bootstrap twice)', async () => {
    let calls = 0;
    const { shell } = build(() => {
      calls += 1;
      return Promise.resolve(makeSession());
    });
    await Promise.all([shell.start(), shell.start()]);
    expect(calls).toBe(1);
  });
});

describe('ShellPresenter header', () => {
  it('spec 1 §2 Header bar: no buttons before the session exists', () => {
    const { shell } = build(() => Promise.resolve(makeSession()));
    expect(shell.headerActions('/agent-consumption')).toEqual({
      manageAgentsPath: null,
      consumptionDataPath: null,
    });
  });

  it("spec 1 §2 Header bar: 'Manage agents' on the four agent-consumption pages only", async () => {
    const { shell } = build(() => Promise.resolve(makeSession({ subscription: AGENT_SUBSCRIPTION })));
    await shell.start();
    for (const path of [
      '/agent-consumption',
      '/agent-consumption/monthly',
      '/old-agent-consumption',
      '/old-agent-consumption/monthly',
    ]) {
      expect(shell.headerActions(path).manageAgentsPath).toBe('/agent');
    }
    expect(shell.headerActions('/Agent-Consumption/').manageAgentsPath).toBe('/agent');
    expect(shell.headerActions('/').manageAgentsPath).toBeNull();
    expect(shell.headerActions('/members').manageAgentsPath).toBeNull();
    expect(shell.headerActions('/agent-consumption/daily').manageAgentsPath).toBeNull();
  });

  it("spec 1 §2 Header bar: 'Consumption data' on /agent links by the toggle, only with the billing check", async () => {
    const withToggle = build(
      () => Promise.resolve(makeSession({ subscription: AGENT_SUBSCRIPTION })),
      ['billing-data-consumption'],
    );
    await withToggle.shell.start();
    expect(withToggle.shell.headerActions('/agent').consumptionDataPath).toBe('/agent-consumption');

    const withoutToggle = build(() => Promise.resolve(makeSession({ subscription: AGENT_SUBSCRIPTION })));
    await withoutToggle.shell.start();
    expect(withoutToggle.shell.headerActions('/agent').consumptionDataPath).toBe('/old-agent-consumption');

    const member = build(() =>
      Promise.resolve(makeSession({ roleId: 'member', subscription: AGENT_SUBSCRIPTION })),
    );
    await member.shell.start();
    expect(member.shell.headerActions('/agent').consumptionDataPath).toBeNull();

    const noAgentMetric = build(() => Promise.resolve(makeSession({ subscription: [metric('Session')] })));
    await noAgentMetric.shell.start();
    expect(noAgentMetric.shell.headerActions('/agent').consumptionDataPath).toBeNull();
  });

  it('spec 1 §2 Header bar: header content is set by a page and cleared back to the breadcrumb', () => {
    const { shell, headerStore } = build(() => Promise.resolve(makeSession()));
    expect(shell.headerContent).toBeNull();
    shell.setHeaderContent({ backTo: '/data-consumption', text: 'Usage report: Agents' });
    expect(shell.headerContent).toEqual({ backTo: '/data-consumption', text: 'Usage report: Agents' });
    expect(headerStore.headerContent).toEqual(shell.headerContent);
    shell.setHeaderContent(null);
    expect(shell.headerContent).toBeNull();
  });

  it('spec 1 §2 Header bar: a page breadcrumb with an editable last item replaces the default', () => {
    const { shell } = build(() => Promise.resolve(makeSession()));
    expect(shell.breadcrumb).toBeNull();
    const saved: string[] = [];
    shell.setBreadcrumb({
      items: [{ label: 'Contract panel', to: '/' }],
      editableLast: { value: 'Acme', label: 'Contract name', onSave: (value) => void saved.push(value) },
    });
    void shell.breadcrumb?.editableLast?.onSave('Acme 2');
    expect(saved).toEqual(['Acme 2']);
    shell.setBreadcrumb(null);
    expect(shell.breadcrumb).toBeNull();
  });

  it('spec 1 §7: navigations go to the host as stateChangeSuccess, heights as heightChange', () => {
    const { shell, host } = build(() => Promise.resolve(makeSession()));
    shell.locationChanged('/mtls');
    shell.contentHeightChanged(812);
    expect(host.navigations).toEqual(['/mtls']);
    expect(host.heights).toEqual([812]);
  });
});

describe('ShellPresenter and late answers (issue 13 §1)', () => {
  it('a write command (set, merge, delete) answered after its timeout bumps the data version (the page reloads)', async () => {
    const { shell, late } = build(() => Promise.resolve(makeSession()));
    await shell.start();
    expect(shell.dataVersion).toBe(0);
    for (const method of ['set', 'merge', 'delete'])
      late.announce('sendCommand', { command: { method, uri: '/x' } });
    expect(shell.dataVersion).toBe(3);
  });

  it('a late write also asks the host for the contract again, so a late rename shows on the card', async () => {
    const { shell, host, sessionStore, late } = build(() => Promise.resolve(makeSession()));
    await shell.start();
    expect(sessionStore.session?.tenant.name).toBe('Acme Corp');
    host.tenant = () => Promise.resolve(makeTenant({ name: 'Renamed late' }));
    late.announce('sendCommand', { command: { method: 'set', uri: '/tenants/acme' } });
    await vi.waitFor(() => expect(sessionStore.session?.tenant.name).toBe('Renamed late'));
  });

  it('issue 13 §1: a late save of the contract itself is adopted and the portal told (its copy is the old one)', async () => {
    const { shell, host, sessionStore, late, tenants } = build(() => Promise.resolve(makeSession()));
    await shell.start();
    // The portal still answers its copy from before the save.
    host.tenant = () => Promise.resolve(makeTenant({ name: 'Acme Corp' }));
    tenants.lateSave = { name: 'Saved late', photoUri: undefined };
    late.announce('sendCommand', { command: { method: 'set', uri: '/tenants/acme' } });
    await vi.waitFor(() => expect(sessionStore.session?.tenant.name).toBe('Saved late'));
    expect(host.currentTenants.map((tenant) => tenant.name)).toEqual(['Saved late']);
    expect(shell.dataVersion).toBe(1);
  });

  it('issue 13 §1: a save answered while the reloaded module boots is adopted once the session is there', async () => {
    let finish: (session: ReturnType<typeof makeSession>) => void = () => undefined;
    const { shell, sessionStore, late, tenants, host } = build(
      () => new Promise((resolve) => (finish = resolve)),
    );
    const started = shell.start();
    tenants.lateSave = { name: 'Saved late', photoUri: undefined };
    late.announce('sendCommand', { command: { method: 'set', uri: '/tenants/acme' } });
    expect(shell.dataVersion).toBe(0);
    // The bootstrap then answers the portal's copy, from before the save landed.
    finish(makeSession());
    await started;
    await vi.waitFor(() => expect(sessionStore.session?.tenant.name).toBe('Saved late'));
    expect(host.currentTenants.map((tenant) => tenant.name)).toEqual(['Saved late']);
    expect(shell.dataVersion).toBe(1);
  });

  it('issue 13 §1: a contract save answered late with an error is not adopted; the host is asked instead', async () => {
    const { shell, host, sessionStore, late, tenants } = build(() => Promise.resolve(makeSession()));
    await shell.start();
    tenants.lateSave = { name: 'Never saved', photoUri: undefined };
    host.tenant = () => Promise.resolve(makeTenant({ name: 'From portal' }));
    late.announce('sendCommand', { command: { method: 'set', uri: '/tenants/acme' } }, 'failed');
    await vi.waitFor(() => expect(sessionStore.session?.tenant.name).toBe('From portal'));
    expect(tenants.calls).not.toContain('savedBy');
  });

  it('a contract the host cannot give again is only logged; the session keeps its copy', async () => {
    const { shell, host, logger, sessionStore, late } = build(() => Promise.resolve(makeSession()));
    await shell.start();
    host.tenant = () => Promise.reject(new Error('host gone'));
    late.announce('sendCommand', { command: { method: 'delete', uri: '/x' } });
    await vi.waitFor(() => expect(logger.warnings.length).toBeGreaterThan(0));
    expect(sessionStore.session?.tenant.name).toBe('Acme Corp');
  });

  it("a portal application request other than a 'get…' one (Calls' settings save) answered late reloads too", async () => {
    const { shell, late } = build(() => Promise.resolve(makeSession()));
    await shell.start();
    late.announce('sendApplicationRequest', { method: 'setApplicationPhoneNumberSettings', args: [] });
    expect(shell.dataVersion).toBe(1);
    late.announce('sendApplicationRequest', { method: 'getCallsTerms', args: [] });
    late.announce('sendApplicationRequest', { method: 'GetApplicationsByTenant', args: [] });
    late.announce('sendApplicationRequest', { args: [] });
    late.announce('sendApplicationRequest', null);
    expect(shell.dataVersion).toBe(1);
  });

  it("a late read, a late host question or a malformed request doesn't (no reload loop on a slow network)", async () => {
    const { shell, late } = build(() => Promise.resolve(makeSession()));
    await shell.start();
    late.announce('sendCommand', { command: { method: 'get', uri: '/x' } });
    late.announce('getFeatureToggles', { names: [] });
    late.announce('sendCommand', null);
    late.announce('sendCommand', { command: 'set' });
    expect(shell.dataVersion).toBe(0);
  });
});
