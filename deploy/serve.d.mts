export function originList(raw: string | undefined, name: string): string[];
export function renderNginxConfig(template: string, values: Readonly<Record<string, string>>): string;
export function deploymentSettings(templateText: string, hostOrigins: readonly string[]): string;
