import { validateDescription } from '../../../../src/domain/mtls/certificate-description.rule';
import { validateHosts } from '../../../../src/domain/mtls/certificate-host.rule';
import { MediaTypes } from '../../../../src/infrastructure/shared/media-types';
import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { invalidArgument, notAllowed, notFound } from '../fake-host.error';
import type { Prng } from '../prng';
import { storageUploadUrl } from './media.routes';
import { collection, isRecord, requireTenant, viewerMember } from './route-helpers';

/** A certificate as the mTLS service stores it (spec 1 §3, snake_case like the wire). */
export interface FakeCertificateRecord {
  readonly certificate_id: string;
  readonly contract_id: string;
  readonly description: string;
  /** Not only the three known ones: the page must show anything else as 'Under validation'. */
  readonly status: string;
  readonly expiration_date: string | null;
  hosts: { readonly host_id: string; readonly host: string }[];
}

interface MtlsSlice {
  readonly certificates: FakeCertificateRecord[];
  readonly newHostId: () => string;
}

/** Seeded certificates: every status, an unknown one, and one with a single host. */
const SEEDS: readonly {
  description: string;
  status: string;
  days: number;
  hosts: readonly string[];
}[] = [
  {
    description: 'Payments gateway',
    status: 'valid',
    days: 240,
    hosts: ['https://payments.acme-bank.com', 'https://payments.acme-bank.com:8443/v2/charges'],
  },
  { description: 'Legacy CRM', status: 'invalid', days: -35, hosts: ['https://crm.legacy-corp.net/api'] },
  {
    description: 'Partner API',
    status: 'underValidation',
    days: 365,
    hosts: ['https://api.partner.io', 'https://sandbox.partner.io', 'https://auth.partner.io/oauth'],
  },
  {
    description: 'Logistics webhooks',
    status: 'processing',
    days: 120,
    hosts: ['https://hooks.shiplog.com.br'],
  },
  {
    description: 'Support integration',
    status: 'valid',
    days: 30,
    hosts: ['https://desk.helpline.org:9443'],
  },
];

function hex(random: Prng, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += random.int(0, 15).toString(16);
  return text;
}

function storageId(random: Prng): string {
  return `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;
}

function createSlice(random: Prng, context: FakeBackendContext): MtlsSlice {
  const tenantId = context.data.tenant.id;
  const newHostId = () => `host-${hex(random, 10)}`;
  const seeds = context.scenario === 'default' ? SEEDS : [];
  const certificates = seeds.map((seed) => {
    const expires = new Date(context.referenceDate.getTime() + seed.days * 86_400_000);
    return {
      certificate_id: `${storageId(random)}:${tenantId}-${seed.description.toLowerCase().replace(/\s+/g, '-')}`,
      contract_id: tenantId,
      description: seed.description,
      status: seed.status,
      expiration_date: expires.toISOString(),
      hosts: seed.hosts.map((host) => ({ host_id: newHostId(), host })),
    };
  });
  return { certificates, newHostId };
}

/** Spec 1 §6: only who may edit tenant-members (admins) manages certificates. */
function requireAdmin(context: FakeBackendContext): void {
  if (viewerMember(context)?.roleId !== 'admin') throw notAllowed('only admins manage mTLS certificates');
}

/** The SET resource, checked as the service would (spec 1 §5 and §7). */
function readCertificateInfo(
  resource: unknown,
  tenantId: string,
): { certificateId: string; description: string; hosts: string[] } {
  if (!isRecord(resource)) throw invalidArgument('the certificate info must be an object');
  const { certificate_id: certificateId, description, hosts } = resource;
  const prefix = /^[^:]+:(.+)$/.exec(typeof certificateId === 'string' ? certificateId : '');
  if (
    typeof certificateId !== 'string' ||
    !prefix?.[1]?.toLowerCase().startsWith(`${tenantId.toLowerCase()}-`)
  ) {
    throw invalidArgument("certificate_id must be '{storage_id}:{tenantId}-{name}'");
  }
  if (typeof description !== 'string' || validateDescription(description) !== null) {
    throw invalidArgument('description must have 1 to 50 characters');
  }
  if (!Array.isArray(hosts) || hosts.length === 0 || !hosts.every((host) => typeof host === 'string')) {
    throw invalidArgument('hosts must be a non-empty list of host URLs');
  }
  const hostList = hosts as string[];
  if (validateHosts(hostList).some((error) => error !== null)) {
    throw invalidArgument('hosts must be distinct https URLs of at most 100 characters');
  }
  return { certificateId, description: description.trim(), hosts: hostList.map((host) => host.trim()) };
}

/** The tenant's certificates now (the simulator's state for tests). */
export function certificatesSlice(context: FakeBackendContext): MtlsSlice {
  return context.slice('mtls', createSlice);
}

/** mTLS certificates (spec 1 §7 'mTLS service'). */
export const mtlsRoutes: FakeRouteModule = {
  name: 'mtls',
  register(router, context) {
    const mtls = context.addresses.mtls;
    const slice = () => certificatesSlice(context);

    router.on(mtls, 'get', '/certificates-mtls/{tenantId}', ({ params }) => {
      requireTenant(context, params['tenantId']);
      requireAdmin(context);
      return collection(MediaTypes.certificateInfo, structuredClone(slice().certificates));
    });

    router.on(mtls, 'get', '/upload-certificate-uri/{tenantId}', ({ params }) => {
      const tenant = requireTenant(context, params['tenantId']);
      requireAdmin(context);
      return storageUploadUrl(`/fake-storage/certificates/${encodeURIComponent(tenant.id)}`, context);
    });

    router.on(mtls, 'set', '/certificates-mtls', ({ command }) => {
      requireAdmin(context);
      if (command.type !== MediaTypes.certificateInfo) {
        throw invalidArgument(`type must be ${MediaTypes.certificateInfo}`);
      }
      const tenantId = context.data.tenant.id;
      const info = readCertificateInfo(command.resource, tenantId);
      const { certificates, newHostId } = slice();
      if (certificates.some((certificate) => certificate.certificate_id === info.certificateId)) {
        throw invalidArgument(`certificate '${info.certificateId}' is already registered`);
      }
      certificates.push({
        certificate_id: info.certificateId,
        contract_id: tenantId,
        description: info.description,
        // The service validates the certificate after registering it: no expiration read yet.
        status: 'underValidation',
        expiration_date: null,
        hosts: info.hosts.map((host) => ({ host_id: newHostId(), host })),
      });
      return undefined;
    });

    router.on(mtls, 'delete', '/certificate-mtls/{tenantId}/{certificateId}', ({ params }) => {
      requireTenant(context, params['tenantId']);
      requireAdmin(context);
      const { certificates } = slice();
      const index = certificates.findIndex(
        (certificate) => certificate.certificate_id === params['certificateId'],
      );
      if (index < 0) throw notFound(`certificate '${params['certificateId'] ?? ''}'`);
      certificates.splice(index, 1);
      return undefined;
    });

    // A certificate whose last host is removed stays registered, with no hosts.
    router.on(mtls, 'delete', '/certificate-mtls/{tenantId}/host/{hostId}', ({ params }) => {
      requireTenant(context, params['tenantId']);
      requireAdmin(context);
      const owner = slice().certificates.find((certificate) =>
        certificate.hosts.some((host) => host.host_id === params['hostId']),
      );
      if (owner === undefined) throw notFound(`certificate host '${params['hostId'] ?? ''}'`);
      owner.hosts = owner.hosts.filter((host) => host.host_id !== params['hostId']);
      return undefined;
    });
  },
};
