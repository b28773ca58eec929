import type { AgentPlanStatus } from '../../src/domain/access/agent-plan.entity';
import { copilotSnapshot } from './backend/dataset/copilot-configuration';
import type {
  FakeAgentRecord,
  FakeBotRecord,
  FakeCallsTerms,
  FakeLoggedUser,
  FakeMemberRecord,
  FakePhoneNumberSettings,
  FakeSubscription,
  FakeTenantRecord,
} from './backend/dataset/fake-data';
import { phoneNumberSettingsSnapshot } from './backend/dataset/phone-number-settings';
import { pipelineRecords, type FakePipelineRecord } from './backend/dataset/seed-pipelines';
import { catalogsSlice, type FakeCatalogRecord } from './backend/dataset/seed-catalogs';
import { catalogAsAnswered } from './backend/routes/knowledge-base.routes';
import { certificatesSlice, type FakeCertificateRecord } from './backend/routes/mtls.routes';
import { documentsSlice, type FakeDocumentRecord } from './backend/dataset/seed-documents';
import type { FakeBackend } from './backend/fake-backend';
import type { FakeHostRuntime } from './fake-host.runtime';

/**
 * Read access to the platform behind the fake portal, for the simulator's
 * `window.simulator` and for tests. Every getter returns a copy taken now.
 */
export class FakeHostState {
  constructor(private readonly runtime: FakeHostRuntime) {}

  private get backend(): FakeBackend {
    return this.runtime.backend;
  }

  get loggedUser(): FakeLoggedUser {
    return structuredClone(this.backend.data.loggedUser);
  }

  get tenant(): FakeTenantRecord {
    return structuredClone(this.backend.data.tenant);
  }

  /** The tenant as the portal holds it (after setCurrentTenant), with its cluster. */
  get currentTenant(): Record<string, unknown> {
    const base = this.runtime.portalTenant ?? { ...this.backend.data.tenant };
    return structuredClone({ ...base, clusterName: this.backend.data.clusterName });
  }

  get otherTenants(): FakeTenantRecord[] {
    return structuredClone(this.backend.data.otherTenants);
  }

  /** Every member record, rejected requests included. */
  get members(): FakeMemberRecord[] {
    return structuredClone(this.backend.data.members);
  }

  get bots(): FakeBotRecord[] {
    return structuredClone(this.backend.data.bots);
  }

  get agents(): FakeAgentRecord[] {
    return structuredClone(this.backend.data.agents);
  }

  get subscription(): FakeSubscription {
    return structuredClone(this.backend.data.subscription);
  }

  get agentPlan(): AgentPlanStatus {
    return structuredClone(this.backend.data.agentPlan);
  }

  get callsTerms(): FakeCallsTerms {
    return structuredClone(this.backend.data.callsTerms);
  }

  /** Each bot's TenantBotBlipCopilotEnabled by shortName: 'True', 'False', or null when unset. */
  get copilot(): Record<string, string | null> {
    return copilotSnapshot(this.backend);
  }

  /** Each bot's Calls phone number settings by shortName; null without a WhatsApp channel. */
  get phoneNumberSettings(): Record<string, FakePhoneNumberSettings | null> {
    return phoneNumberSettingsSnapshot(this.backend);
  }

  /** The knowledge-base catalogs in the service's order (newest change first). */
  get catalogs(): FakeCatalogRecord[] {
    return catalogsSlice(this.backend).catalogs.map((catalog) => catalogAsAnswered(this.backend, catalog));
  }

  /** The knowledge-base documents of every catalog (versions and URL pages inside), newest first. */
  get documents(): FakeDocumentRecord[] {
    return structuredClone(documentsSlice(this.backend).documents);
  }

  /** The contract's mTLS certificates now, with their hosts. */
  get certificates(): FakeCertificateRecord[] {
    return structuredClone(certificatesSlice(this.backend).certificates);
  }

  /** The contract's pipeline applications now (deletions included), with their builder state. */
  get pipelines(): FakePipelineRecord[] {
    return structuredClone(pipelineRecords(this.backend));
  }

  get toggles(): Record<string, boolean> {
    return this.runtime.toggles.snapshot();
  }

  get faults(): { latencyMs: number; failRate: number; timeoutRate: number } {
    return { ...this.runtime.faults.current };
  }

  get scenario(): string {
    return this.backend.scenario;
  }

  get seed(): number {
    return this.backend.seed;
  }
}
