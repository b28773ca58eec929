import type { ModuleCspReporting } from './module-csp.mjs';

export function originList(raw: string | undefined, name: string): string[];
export function renderNginxConfig(template: string, values: Readonly<Record<string, string>>): string;
export function securityHeaderValues(deployment: {
  readonly hostOrigins: readonly string[];
  readonly storageOrigins: readonly string[];
  readonly reporting: ModuleCspReporting | undefined;
}): { CSP: string; REPORTINGENDPOINTS: string };
export function deploymentSettings(templateText: string, hostOrigins: readonly string[]): string;
