import type { ModuleCspReporting } from './module-csp.mjs';
import type { AppSettings } from '../src/application/shared/app-settings.port';

export interface OriginListOptions {
  /** Plain http for 127.0.0.1 or localhost (a run on this machine); https only without it. */
  readonly loopbackHttp?: boolean;
}

export type SettingsParser = (raw: unknown, context: { localRun: boolean; source?: string }) => AppSettings;

export interface ServeOptions {
  readonly 'host-origins'?: string | undefined;
  readonly 'storage-origins'?: string | undefined;
  readonly 'allow-loopback-http'?: boolean | undefined;
  readonly module: string;
  readonly settings?: string | undefined;
  readonly 'csp-report-uri'?: string | undefined;
}

export interface DeploymentPlan {
  readonly moduleDir: string;
  readonly settingsText: string;
  /** The template's security-header values (securityHeaderValues). */
  readonly headers: { CSP: string; REPORTINGENDPOINTS: string };
}

export function originList(raw: string | undefined, name: string, options?: OriginListOptions): string[];
export function renderNginxConfig(template: string, values: Readonly<Record<string, string>>): string;
export function securityHeaderValues(deployment: {
  readonly hostOrigins: readonly string[];
  readonly storageOrigins: readonly string[];
  readonly reporting: ModuleCspReporting | undefined;
}): { CSP: string; REPORTINGENDPOINTS: string };
export function deploymentSettings(
  templateText: string,
  hostOrigins: readonly string[],
  storageOrigins: readonly string[],
): string;
export function loadSettingsParser(): Promise<SettingsParser>;
export function checkSettings(
  text: string,
  context: {
    readonly source: string;
    readonly hostOrigins: readonly string[];
    readonly storageOrigins: readonly string[];
    readonly loopbackHttp: boolean;
    readonly parse: SettingsParser;
  },
): AppSettings;
export function planDeployment(options: ServeOptions, parse: SettingsParser): DeploymentPlan;
