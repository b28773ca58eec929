import type {
  CommandChannel,
  CommandOptions,
  LimeCommand,
} from '../../src/application/shared/command-channel.port';
import type { Logger } from '../../src/application/shared/logger.port';
import type { AgentRecord } from '../../src/domain/agents/agent.entity';
import type { Member } from '../../src/domain/members/member.entity';
import { CommandFailure, RESOURCE_NOT_FOUND_CODE } from '../../src/domain/shared/command-failure';
import { AgentPlanCommandGateway } from '../../src/infrastructure/access/agent-plan.adapter';
import { UserRoleCommandGateway } from '../../src/infrastructure/access/user-role.adapter';
import { AgentConsumptionCommandGateway } from '../../src/infrastructure/agents/agent-consumption.adapter';
import { AgentOwnersCommandGateway } from '../../src/infrastructure/agents/agent-owners.adapter';
import { AgentsCommandGateway } from '../../src/infrastructure/agents/agents.adapter';
import { InviteAgentHostModal } from '../../src/infrastructure/agents/invite-agent-modal.adapter';
import { SubscriptionCommandGateway } from '../../src/infrastructure/billing/subscription.adapter';
import { CallsGatewayAdapter } from '../../src/infrastructure/calls/calls.adapter';
import { CopilotCommandGateway } from '../../src/infrastructure/copilot/copilot.adapter';
import { HostCommandChannel } from '../../src/infrastructure/host/command-channel.adapter';
import { HostGatewayAdapter } from '../../src/infrastructure/host/host.adapter';
import type { HostRequestOptions, HostTransport } from '../../src/infrastructure/host/host-transport';
import { CatalogsCommandGateway } from '../../src/infrastructure/knowledge-base/catalogs.adapter';
import { DocumentsCommandGateway } from '../../src/infrastructure/knowledge-base/documents.adapter';
import { KnowledgeMediaGateway } from '../../src/infrastructure/knowledge-base/knowledge-media.adapter';
import { MembersCommandGateway } from '../../src/infrastructure/members/members.adapter';
import { CertificateStorageHttpGateway } from '../../src/infrastructure/mtls/certificate-storage.adapter';
import { MtlsCommandGateway } from '../../src/infrastructure/mtls/mtls.adapter';
import { PipelinesCommandGateway } from '../../src/infrastructure/pipelines/pipelines.adapter';
import { ConversationReportsCommandGateway } from '../../src/infrastructure/reports/conversation-reports.adapter';
import { RevenueCommandGateway } from '../../src/infrastructure/reports/revenue.adapter';
import { UsageReportsCommandGateway } from '../../src/infrastructure/reports/usage-reports.adapter';
import { loadAppSettings } from '../../src/infrastructure/shared/app-settings.loader';
import { MediaCommandGateway } from '../../src/infrastructure/tenant/media.adapter';
import { HttpMediaUploader } from '../../src/infrastructure/tenant/media-upload.adapter';
import { TenantCommandGateway } from '../../src/infrastructure/tenant/tenant.adapter';
import { appSettings, REFERENCE_DATE } from '../infrastructure/support/memory-host';
import { ScriptedXhr } from '../support/fake-xhr';

/**
 * What every gateway method sends (issue 37 §18), recorded as it leaves the module: each method
 * of each gateway is called once or more (each variant of its URI), against a command channel,
 * a host transport, an XMLHttpRequest and a fetch that record what they are given. The channel
 * answers every command with 'resource not found' (67), which ends every paging and sends
 * nothing more; the transport answers `undefined`, and refuses `redirectTopWindow` so that its
 * fallback is sent too.
 */

/** One command as the gateway gave it to the channel, and which gateway method sent it. */
export interface SentCommand {
  readonly by: string;
  readonly command: LimeCommand;
  readonly options: CommandOptions | undefined;
}

export type HostMessageKind = 'request' | 'fire and forget';

export interface SentHostMessage {
  readonly by: string;
  readonly action: string;
  readonly kind: HostMessageKind;
  readonly content: unknown;
  readonly timeoutMs: number | undefined;
}

export interface SentHttp {
  readonly by: string;
  readonly method: string;
  /** `Content-Type` when the code sets it; for a form, `multipart/form-data` and its fields. */
  readonly body: readonly string[];
}

export interface Wire {
  readonly commands: readonly SentCommand[];
  readonly host: readonly SentHostMessage[];
  readonly http: readonly SentHttp[];
  /** Files whose code was driven, with the helper files they send through. */
  readonly files: ReadonlySet<string>;
  /** Per class: the methods driven and the helpers that send nothing of their own. */
  readonly coverage: readonly MethodCoverage[];
}

export interface MethodCoverage {
  readonly file: string;
  readonly methods: readonly string[];
  readonly driven: readonly string[];
  readonly helpers: readonly string[];
}

interface Ports {
  readonly channel: CommandChannel;
  readonly transport: HostTransport;
  readonly fetchFn: (url: string, init?: RequestInit) => Promise<never>;
}

interface Driver {
  /** The file that sends (its base name, as the table's 'Sent by' column gives it). */
  readonly file: string;
  /** The class whose methods are listed, so a new method cannot go undriven unnoticed. */
  readonly type?: { readonly prototype: object };
  /** Methods that send nothing themselves (private helpers, readings of what was sent). */
  readonly helpers?: readonly string[];
  /** Files it sends through (their own sends are its). */
  readonly through?: readonly string[];
  readonly calls: (ports: Ports) => Readonly<Record<string, () => unknown>>;
}

const TENANT = 'acme';
const CATALOG = 'cat-1';
const USER = 'ana%40acme.com@blip.ai';
const MONTH = '2025-03';
const STORAGE = `${appSettings.STORAGE_ORIGINS[0] ?? ''}/fake-storage/upload`;
const DOCUMENT = { tenantId: TENANT, catalogId: CATALOG, documentId: 'doc-1' };
const URL_REQUEST = {
  name: 'Site',
  url: 'https://acme.example/faq',
  reprocess: true,
  url_regex_filters: [],
  generate_qa: false,
} as const;
const CRAWL_REQUEST = { ...URL_REQUEST, get_urls_with_cloud_scraper: true } as const;
const FILE_PAYLOAD = {
  name: 'faq.pdf',
  url: 'https://storage.example/faq.pdf',
  extension: 'pdf',
  content_size_bytes: 10,
};
const MEMBER: Member = {
  userIdentity: USER,
  fullName: 'Ana',
  email: 'ana@acme.com',
  roleId: 'member',
  userStatus: 'Accepted',
};
const AGENT: AgentRecord = {
  tenantId: TENANT,
  userIdentity: USER,
  fullName: 'Ana',
  email: 'ana@acme.com',
  roleId: 'member',
  userStatus: 'Accepted',
  isEnabled: true,
  enabled: true,
  creationDate: undefined,
  applications: [],
  portalRecord: { userIdentity: USER, isEnabled: false },
};
const TENANT_INFO = {
  id: TENANT,
  name: 'Acme',
  photoUri: undefined,
  creationDate: '2024-01-01T00:00:00.000Z',
  ownerIdentity: USER,
  plan: undefined,
};
const QUIET: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined };
const CLOCK = { now: () => REFERENCE_DATE };
const FLAG = { useSubscriptionReferenceDate: () => Promise.resolve(false) };
const LOCAL_RUN = true;

const DRIVERS: readonly Driver[] = [
  {
    file: 'host.adapter.ts',
    type: HostGatewayAdapter,
    helpers: ['read', 'ask'],
    calls: ({ transport }) => {
      const host = new HostGatewayAdapter(transport);
      return {
        getCurrentUser: () => host.getCurrentUser(),
        getCurrentTenant: () => host.getCurrentTenant(),
        setCurrentTenant: () => host.setCurrentTenant({ ...TENANT_INFO, clusterName: 'c' }),
        getCurrentLanguage: () => host.getCurrentLanguage(),
        getApplicationsByTenant: () => host.getApplicationsByTenant(TENANT),
        showModal: () => host.showModal('InviteModal'),
        showAlert: () =>
          host.showAlert({ variant: 'info', title: 't', body: 'b', confirm: 'c', cancel: 'x' }),
        getTenantPlan: () => host.getTenantPlan(TENANT),
        getTenantUrl: () => host.getTenantUrl(TENANT),
        getFeatureToggles: () => host.getFeatureToggles(['pipeline-enable']),
        toast: () => {
          host.toast({ type: 'info', message: 'm' });
          host.toast({ type: 'info', title: 't', message: 'm' });
        },
        showUploadErrorToast: () => host.showUploadErrorToast(400),
        startLoading: () => host.startLoading(),
        stopLoading: () => host.stopLoading(),
        heightChange: () => host.heightChange(10.5),
        stateChangeSuccess: () => host.stateChangeSuccess('/agent'),
        unauthorizedAccess: () => host.unauthorizedAccess('/mtls'),
        redirectToApplicationList: () => host.redirectToApplicationList(),
        redirectTopWindow: () => host.redirectTopWindow('https://acme.blip.ai/application'),
        track: () => host.track({ action: 'a', origin: 'o' }),
      };
    },
  },
  {
    file: 'command-channel.adapter.ts',
    type: HostCommandChannel,
    calls: ({ transport }) => {
      const channel = new HostCommandChannel(transport);
      return { send: () => channel.send({ method: 'get', uri: '/tenants-mine' }) };
    },
  },
  {
    file: 'invite-agent-modal.adapter.ts',
    type: InviteAgentHostModal,
    calls: ({ transport }) => {
      const modal = new InviteAgentHostModal(transport);
      return { open: () => modal.open() };
    },
  },
  {
    file: 'calls.adapter.ts',
    type: CallsGatewayAdapter,
    helpers: ['applicationRequest'],
    calls: ({ transport, channel }) => {
      const calls = new CallsGatewayAdapter(transport, channel, appSettings);
      return {
        areTermsAccepted: () => calls.areTermsAccepted(TENANT),
        getPhoneNumberSettings: () => calls.getPhoneNumberSettings('faq12'),
        changeCalling: () => calls.changeCalling(TENANT, 'faq12@msging.net', { status: 'ENABLED' }),
      };
    },
  },
  {
    file: 'user-role.adapter.ts',
    type: UserRoleCommandGateway,
    calls: ({ channel }) => {
      const gateway = new UserRoleCommandGateway(channel, appSettings);
      return { getRole: () => gateway.getRole(TENANT, USER) };
    },
  },
  {
    file: 'agent-plan.adapter.ts',
    type: AgentPlanCommandGateway,
    calls: ({ channel }) => {
      const gateway = new AgentPlanCommandGateway(channel, appSettings);
      return { getActivePlan: () => gateway.getActivePlan(TENANT) };
    },
  },
  {
    file: 'tenant.adapter.ts',
    type: TenantCommandGateway,
    helpers: ['savesContract', 'savedBy'],
    calls: ({ channel }) => {
      const gateway = new TenantCommandGateway(channel, appSettings);
      return {
        saveTenant: () => gateway.saveTenant(TENANT_INFO),
        listOwnedChatbots: () => gateway.listOwnedChatbots(TENANT, USER),
        listMyTenants: () => gateway.listMyTenants(),
        removeUser: () => gateway.removeUser(TENANT, USER),
      };
    },
  },
  {
    file: 'media.adapter.ts',
    type: MediaCommandGateway,
    calls: ({ channel }) => {
      const gateway = new MediaCommandGateway(channel, appSettings);
      return { getUploadUri: () => gateway.getUploadUri() };
    },
  },
  {
    file: 'media-upload.adapter.ts',
    type: HttpMediaUploader,
    helpers: ['answers'],
    calls: () => {
      const uploader = new HttpMediaUploader(LOCAL_RUN, appSettings);
      return { upload: () => uploader.upload(STORAGE, new Blob(['x'], { type: 'image/png' })) };
    },
  },
  {
    file: 'members.adapter.ts',
    type: MembersCommandGateway,
    helpers: ['userUri', 'fetchPage'],
    through: ['member-accounts.lookup.ts'],
    calls: ({ channel }) => {
      const gateway = new MembersCommandGateway(channel, appSettings);
      return {
        listAll: () => gateway.listAll(TENANT),
        lookupAccounts: () => gateway.lookupAccounts([MEMBER], () => undefined),
        setRole: () => gateway.setRole(TENANT, USER, 'admin'),
        setUserStatus: () => gateway.setUserStatus(TENANT, USER, 'accepted'),
        remove: () => gateway.remove(TENANT, USER),
      };
    },
  },
  {
    file: 'agents.adapter.ts',
    type: AgentsCommandGateway,
    helpers: ['fetchPage'],
    calls: ({ channel }) => {
      const gateway = new AgentsCommandGateway(channel, appSettings);
      return {
        listAll: () => gateway.listAll(TENANT),
        save: () => gateway.save(AGENT),
        remove: () => gateway.remove(TENANT, USER),
        add: () => gateway.add(TENANT, ['bia@acme.com']),
      };
    },
  },
  {
    file: 'agent-owners.adapter.ts',
    type: AgentOwnersCommandGateway,
    calls: ({ channel }) => {
      const gateway = new AgentOwnersCommandGateway(channel, appSettings, QUIET);
      return { getBots: () => gateway.getBots(TENANT, USER) };
    },
  },
  {
    file: 'agent-consumption.adapter.ts',
    type: AgentConsumptionCommandGateway,
    calls: ({ channel }) => {
      const gateway = new AgentConsumptionCommandGateway(channel, appSettings);
      return { getMonthly: () => gateway.getMonthly(TENANT, MONTH) };
    },
  },
  {
    file: 'subscription.adapter.ts',
    type: SubscriptionCommandGateway,
    calls: ({ channel }) => {
      const gateway = new SubscriptionCommandGateway(channel, appSettings);
      return {
        getPlanName: () => gateway.getPlanName(TENANT),
        getMetrics: () => gateway.getMetrics(TENANT),
      };
    },
  },
  {
    file: 'mtls.adapter.ts',
    type: MtlsCommandGateway,
    calls: ({ channel }) => {
      const gateway = new MtlsCommandGateway(channel, appSettings);
      return {
        listCertificates: () => gateway.listCertificates(TENANT),
        getUploadUrl: () => gateway.getUploadUrl(TENANT),
        saveCertificateInfo: () =>
          gateway.saveCertificateInfo({
            certificateId: 's-1:acme-cert',
            description: 'd',
            hosts: ['https://a.example'],
          }),
        deleteCertificate: () => gateway.deleteCertificate(TENANT, 'cert-1'),
        deleteHost: () => gateway.deleteHost(TENANT, 'host-1'),
      };
    },
  },
  {
    file: 'certificate-storage.adapter.ts',
    type: CertificateStorageHttpGateway,
    calls: () => {
      const storage = new CertificateStorageHttpGateway(LOCAL_RUN, appSettings);
      const file = new Blob(['pfx'], { type: 'application/x-pkcs12' });
      return { upload: () => storage.upload(STORAGE, { file, fileName: 'cert.pfx', password: 'secret' }) };
    },
  },
  {
    file: 'copilot.adapter.ts',
    type: CopilotCommandGateway,
    helpers: ['botAddress'],
    calls: ({ channel }) => {
      const gateway = new CopilotCommandGateway(channel, appSettings);
      return {
        getConfiguration: () => gateway.getConfiguration('faq12'),
        setEnabled: () =>
          Promise.allSettled([gateway.setEnabled('faq12', true), gateway.setEnabled('faq12', false)]),
        configureEnabled: () => gateway.configureEnabled('faq12', true, 'node-1'),
      };
    },
  },
  {
    file: 'catalogs.adapter.ts',
    type: CatalogsCommandGateway,
    helpers: ['catalogsUri', 'catalogUri'],
    calls: ({ channel }) => {
      const gateway = new CatalogsCommandGateway(channel, appSettings);
      return {
        list: () =>
          Promise.allSettled([
            gateway.list(TENANT, { take: 5, skip: 0 }),
            gateway.list(TENANT, { take: 5, skip: 5, name: "Rock 'n' roll" }),
          ]),
        get: () => gateway.get(TENANT, CATALOG),
        create: () => gateway.create(TENANT, 'FAQ'),
        rename: () => gateway.rename(TENANT, CATALOG, 'FAQ 2'),
        remove: () => gateway.remove(TENANT, CATALOG),
      };
    },
  },
  {
    file: 'documents.adapter.ts',
    type: DocumentsCommandGateway,
    helpers: ['listGet', 'send'],
    calls: ({ channel }) => {
      const gateway = new DocumentsCommandGateway(channel, appSettings);
      return {
        list: () =>
          Promise.allSettled([
            gateway.list(TENANT, CATALOG, { take: 10, skip: 0 }),
            gateway.list(TENANT, CATALOG, { take: 10, skip: 0, name: 'FAQ' }),
          ]),
        get: () => gateway.get(DOCUMENT),
        createFile: () => gateway.createFile(TENANT, CATALOG, FILE_PAYLOAD),
        createUrl: () => gateway.createUrl(TENANT, CATALOG, URL_REQUEST),
        createUrlCrawl: () => gateway.createUrlCrawl(TENANT, CATALOG, CRAWL_REQUEST),
        updateUrl: () => gateway.updateUrl(DOCUMENT, URL_REQUEST),
        updateUrlCrawl: () => gateway.updateUrlCrawl(DOCUMENT, CRAWL_REQUEST),
        update: () => gateway.update(DOCUMENT, { version_id: 'v-1', name: 'faq.pdf', status: 'active' }),
        createVersion: () => gateway.createVersion(DOCUMENT, FILE_PAYLOAD),
        remove: () => gateway.remove(DOCUMENT),
        listVersions: () =>
          Promise.allSettled([
            gateway.listVersions(DOCUMENT, { take: 10, skip: 0 }),
            gateway.listVersions(DOCUMENT, { take: 10, skip: 10, name: 'pricing' }),
          ]),
        updateVersion: () => gateway.updateVersion(DOCUMENT, 'v-1', { status: 'inactive' }),
        removeVersion: () => gateway.removeVersion(DOCUMENT, 'v-1'),
      };
    },
  },
  {
    file: 'knowledge-media.adapter.ts',
    type: KnowledgeMediaGateway,
    calls: ({ channel }) => {
      const uploader = { upload: () => Promise.reject(new Error('not reached')) };
      const gateway = new KnowledgeMediaGateway(channel, uploader, appSettings);
      return {
        upload: () => gateway.upload(new Blob(['x'])),
        refresh: () => gateway.refresh('https://storage.example/faq.pdf'),
      };
    },
  },
  {
    file: 'pipelines.adapter.ts',
    type: PipelinesCommandGateway,
    calls: ({ channel }) => {
      const gateway = new PipelinesCommandGateway(channel, appSettings);
      return {
        listApplications: () => gateway.listApplications(TENANT),
        getBuilderConfiguration: () =>
          gateway.getBuilderConfiguration('pipe1', { email: 'ana@acme.com', localNode: 'node-1' }),
        deleteApplication: () => gateway.deleteApplication('pipe1'),
      };
    },
  },
  {
    file: 'usage-reports.adapter.ts',
    type: UsageReportsCommandGateway,
    helpers: ['dauConsumption', 'list', 'get'],
    through: ['report-request.ts'],
    calls: ({ channel }) => {
      const gateway = new UsageReportsCommandGateway(channel, appSettings, FLAG, CLOCK, QUIET);
      const metrics = ['MonthlyActiveUser', 'ExchangedMessage'];
      return {
        dauSummary: () => gateway.dauSummary(TENANT, MONTH),
        dauTotal: () => gateway.dauTotal(TENANT, MONTH),
        dauByBot: () => Promise.all([gateway.dauByBot(TENANT, MONTH, 5), gateway.dauByBot(TENANT, MONTH, 0)]),
        dauDaily: () => Promise.all([gateway.dauDaily(TENANT, MONTH, 5), gateway.dauDaily(TENANT, MONTH, 0)]),
        deuSummary: () => gateway.deuSummary(TENANT, MONTH),
        deuByBot: () => gateway.deuByBot(TENANT, MONTH, 5),
        deuDaily: () => gateway.deuDaily(TENANT, MONTH, -1),
        agentSummary: () => gateway.agentSummary(TENANT, MONTH),
        agentTotal: () => gateway.agentTotal(TENANT, MONTH),
        agentsByAgent: () => gateway.agentsByAgent(TENANT, MONTH, 5),
        messageMetricsSummary: () => gateway.messageMetricsSummary(TENANT, MONTH, metrics),
        messageMetricsByBot: () => gateway.messageMetricsByBot(TENANT, MONTH, metrics, 5),
        messageMetricsDaily: () => gateway.messageMetricsDaily(TENANT, MONTH, metrics, -1),
      };
    },
  },
  {
    file: 'conversation-reports.adapter.ts',
    type: ConversationReportsCommandGateway,
    helpers: ['get'],
    through: ['report-request.ts'],
    calls: ({ channel }) => {
      const gateway = new ConversationReportsCommandGateway(channel, appSettings, FLAG, QUIET, CLOCK);
      const waba = 'waba-1';
      return {
        wabas: () => gateway.wabas(TENANT, MONTH),
        oldSessionTotal: () => gateway.oldSessionTotal(TENANT, MONTH, 'All', waba),
        byCategory: () => gateway.byCategory(TENANT, MONTH, waba),
        sessionSummary: () => gateway.sessionSummary(TENANT, MONTH),
        oldMonthlyByBot: () =>
          Promise.all([
            gateway.oldMonthlyByBot(TENANT, MONTH, 'Regular', waba, 5),
            gateway.oldMonthlyByBot(TENANT, MONTH, 'Regular', waba, 0),
          ]),
        monthlyByPhone: () =>
          Promise.all([
            gateway.monthlyByPhone(TENANT, MONTH, waba, 5),
            gateway.monthlyByPhone(TENANT, MONTH, waba, 0),
          ]),
        oldDaily: () =>
          Promise.all([
            gateway.oldDaily(TENANT, MONTH, 'FreeTier', waba, 5),
            gateway.oldDaily(TENANT, MONTH, 'FreeTier', waba, 0),
          ]),
        daily: () =>
          Promise.all([gateway.daily(TENANT, MONTH, waba, 5), gateway.daily(TENANT, MONTH, waba, 0)]),
      };
    },
  },
  {
    file: 'revenue.adapter.ts',
    type: RevenueCommandGateway,
    helpers: ['send'],
    calls: ({ channel }) => {
      const gateway = new RevenueCommandGateway(channel, appSettings, QUIET);
      return {
        contractRules: () => gateway.contractRules(TENANT),
        financialRules: () => gateway.financialRules(TENANT, MONTH),
        monthlyConsumption: () => gateway.monthlyConsumption(TENANT, MONTH),
        applicationConsumption: () => gateway.applicationConsumption(TENANT, MONTH, -1),
      };
    },
  },
  {
    file: 'app-settings.loader.ts',
    calls: ({ fetchFn }) => ({
      loadAppSettings: () => loadAppSettings({ localRun: LOCAL_RUN, fetchFn, baseUrl: '/module/' }),
    }),
  },
];

/** An XMLHttpRequest that records what it sends and fails at once (nothing waits for a storage). */
class RecordingXhr extends ScriptedXhr {
  override send(body: unknown): void {
    super.send(body);
    queueMicrotask(() => this.onerror?.(new Event('error') as ProgressEvent));
  }
}

function bodyOf(xhr: ScriptedXhr): string[] {
  const form = xhr.body instanceof FormData ? ['multipart/form-data', ...xhr.body.keys()] : [];
  return [...Object.keys(xhr.headers), ...form];
}

/** The own methods of a class's prototype, the constructor left out. */
function methodsOf(type: { readonly prototype: object }): string[] {
  return Object.getOwnPropertyNames(type.prototype).filter((name) => name !== 'constructor');
}

/**
 * Drives every driver's every method, one after the other, and returns what was sent. Stubs the
 * global XMLHttpRequest while it runs (the node tests have none).
 */
export async function recordWire(): Promise<Wire> {
  const commands: SentCommand[] = [];
  const host: SentHostMessage[] = [];
  const http: SentHttp[] = [];
  let by = '';
  const channel: CommandChannel = {
    send<T>(command: LimeCommand, options?: CommandOptions): Promise<T> {
      commands.push({ by, command, options });
      return Promise.reject(new CommandFailure('command', 'failure', RESOURCE_NOT_FOUND_CODE, 'not found'));
    },
  };
  const transport: HostTransport = {
    request<T>(action: string, content?: unknown, options?: HostRequestOptions): Promise<T> {
      host.push({ by, action, kind: 'request', content, timeoutMs: options?.timeoutMs });
      if (action === 'redirectTopWindow') return Promise.reject(new Error('unknown message'));
      return Promise.resolve(undefined as T);
    },
    fire(action: string, content?: unknown): void {
      host.push({ by, action, kind: 'fire and forget', content, timeoutMs: undefined });
    },
  };
  const fetchFn = (_url: string, init?: RequestInit): Promise<never> => {
    http.push({
      by,
      method: init?.method ?? 'GET',
      body: init?.body === undefined ? [] : ['unexpected body'],
    });
    return Promise.reject(new Error('offline'));
  };
  const previousXhr = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = RecordingXhr as unknown as typeof XMLHttpRequest;
  ScriptedXhr.sent = [];
  const coverage: MethodCoverage[] = [];
  const files = new Set<string>();
  try {
    for (const driver of DRIVERS) {
      files.add(driver.file);
      for (const file of driver.through ?? []) files.add(file);
      const calls = driver.calls({ channel, transport, fetchFn });
      for (const [method, call] of Object.entries(calls)) {
        by = `${driver.file} ${method}`;
        const xhrsBefore = ScriptedXhr.sent.length;
        await Promise.allSettled([Promise.resolve().then(call)]);
        for (const xhr of ScriptedXhr.sent.slice(xhrsBefore))
          http.push({ by, method: xhr.method, body: bodyOf(xhr) });
      }
      if (driver.type !== undefined) {
        coverage.push({
          file: driver.file,
          methods: methodsOf(driver.type),
          driven: Object.keys(calls),
          helpers: driver.helpers ?? [],
        });
      }
    }
  } finally {
    globalThis.XMLHttpRequest = previousXhr;
    ScriptedXhr.sent = [];
  }
  return { commands, host, http, files, coverage };
}
