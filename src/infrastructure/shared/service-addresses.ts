import type { AppSettings } from '../../application/shared/app-settings.port';

/** The two platform domains every service address is built from. */
export type ServiceDomains = Pick<AppSettings, 'BLIP_DOMAIN' | 'MSGING_DOMAIN'>;

/**
 * Where each service of spec 1 §7 / spec 3 §7 lives. One place, so the gateways and the
 * fake backend (which routes on these same addresses) cannot drift apart.
 */
export interface ServiceAddresses {
  readonly portal: string;
  readonly accounts: string;
  readonly billing: string;
  readonly ai: string;
  readonly media: string;
  readonly mtls: string;
  readonly desk: string;
  /** The messaging server itself: commands sent without a `to`. */
  readonly messaging: string;
}

export function serviceAddresses(domains: ServiceDomains): ServiceAddresses {
  const platform = (service: string): string => `postmaster@${service}.${domains.BLIP_DOMAIN}`;
  return {
    portal: platform('portal'),
    accounts: platform('account'),
    billing: platform('billing'),
    ai: platform('ai'),
    media: platform('media'),
    mtls: platform('mtls'),
    desk: `postmaster@desk.${domains.MSGING_DOMAIN}`,
    messaging: `postmaster@${domains.MSGING_DOMAIN}`,
  };
}

/** A bot's address: '{shortName}@{messaging domain}' (spec 1 §3 Calls bot identity). */
export function applicationIdentity(shortName: string, domains: ServiceDomains): string {
  return `${shortName}@${domains.MSGING_DOMAIN}`;
}
