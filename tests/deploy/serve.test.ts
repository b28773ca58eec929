import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkSettings,
  deploymentSettings,
  loadSettingsParser,
  originList,
  planDeployment,
  renderNginxConfig,
  securityHeaderValues,
  type SettingsParser,
} from '../../deploy/serve.mjs';
import { cspReporting, moduleContentSecurityPolicy } from '../../deploy/module-csp.mjs';

const TEMPLATE = readFileSync('deploy/nginx.conf.template', 'utf8');
const SETTINGS_TEMPLATE = readFileSync('module/public/appSettings.json', 'utf8');
const VALUES = {
  PREFIX: '/srv/module',
  LISTEN: '127.0.0.1:8080',
  CSP: "default-src 'none'; frame-ancestors https://p.example",
  REPORTINGENDPOINTS: '',
};
const PORTAL = 'https://p.example';
const STORAGE = 'https://s.example';

let parse: SettingsParser;
/** A stand-in module build: a page and the shipped settings template. */
let work = '';
let moduleDir = '';

beforeAll(async () => {
  parse = await loadSettingsParser();
  work = mkdtempSync(join(tmpdir(), 'serve-test-'));
  moduleDir = join(work, 'module');
  mkdirSync(moduleDir);
  writeFileSync(join(moduleDir, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(moduleDir, 'appSettings.json'), SETTINGS_TEMPLATE);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A settings file of the deployment's own, written beside the build. */
function settingsFile(name: string, settings: Record<string, unknown>): string {
  const path = join(work, name);
  writeFileSync(path, JSON.stringify(settings));
  return path;
}

const shipped = () => JSON.parse(SETTINGS_TEMPLATE) as Record<string, unknown>;

describe('issue 20 §2: the nginx deployment', () => {
  it('fills every placeholder of the template, and the CSP once, quoted', () => {
    const config = renderNginxConfig(TEMPLATE, VALUES);
    expect(config).not.toMatch(/\{\{[A-Z]+\}\}/);
    expect(config).toContain(`add_header Content-Security-Policy "${VALUES.CSP}" always;`);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('pid /srv/module/nginx.pid;');
  });

  it('the headers live on the server only: a location with add_header would drop them in nginx', () => {
    const locations = TEMPLATE.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThan(3);
    for (const location of locations) expect(location.split('}')[0]).not.toContain('add_header');
  });

  it('refuses a value that would end a directive or add one', () => {
    expect(() => renderNginxConfig(TEMPLATE, { ...VALUES, LISTEN: '8080; include /etc/passwd' })).toThrow(
      /LISTEN/,
    );
    expect(() => renderNginxConfig(TEMPLATE, { ...VALUES, CSP: 'a" always; add_header X "b' })).toThrow(
      /CSP/,
    );
    expect(() => renderNginxConfig(TEMPLATE, { PREFIX: '/srv', LISTEN: '80' })).toThrow(
      /no value for \{\{CSP\}\}/,
    );
    expect(() => renderNginxConfig(TEMPLATE, { ...VALUES, CSP: 'default-src $host' })).toThrow(/CSP/);
    expect(() =>
      renderNginxConfig(TEMPLATE, { ...VALUES, REPORTINGENDPOINTS: "a' always; add_header X 'b" }),
    ).toThrow(/REPORTINGENDPOINTS/);
    expect(() => renderNginxConfig(TEMPLATE, { ...VALUES, PREFIX: '/srv/$uri' })).toThrow(/PREFIX/);
  });

  it('takes exact origins only', () => {
    expect(originList('https://a.example, https://b.example:8443', 'host-origins')).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    for (const bad of ['https://a.example/', 'https://*.example', 'a.example']) {
      expect(() => originList(bad, 'host-origins')).toThrow(/not an exact origin/);
    }
  });

  it("writes the portal and storage origins into the settings, keeping the template's other keys", () => {
    const settings = JSON.parse(deploymentSettings(SETTINGS_TEMPLATE, [PORTAL], [STORAGE])) as Record<
      string,
      unknown
    >;
    expect(settings['HOST_ORIGINS']).toEqual([PORTAL]);
    expect(settings['STORAGE_ORIGINS']).toEqual([STORAGE]);
    expect(settings['PORTAL_URL']).toBe('https://portal.blip.ai');
  });
});

describe('issue 35 §3: a CSP reporting endpoint for the deployment (--csp-report-uri)', () => {
  const deployment = { hostOrigins: ['https://p.example'], storageOrigins: ['https://s.example'] };

  it('without one: the policy reports nowhere and nginx is given no Reporting-Endpoints value', () => {
    const values = securityHeaderValues({ ...deployment, reporting: undefined });
    expect(values.CSP).not.toMatch(/report-(uri|to)/);
    expect(values.REPORTINGENDPOINTS).toBe('');
    // An empty value: nginx sends no header at all.
    expect(renderNginxConfig(TEMPLATE, { ...VALUES, ...values })).toContain(
      "add_header Reporting-Endpoints '' always;",
    );
  });

  it('with one: report-uri and report-to in the policy, and the Reporting-Endpoints header naming the group', () => {
    const reporting = cspReporting('https://reports.example.com/csp?app=module');
    const values = securityHeaderValues({ ...deployment, reporting });
    const directives = values.CSP.split('; ');
    // The directives of the policy without an endpoint come first, unchanged.
    expect(directives.slice(0, -2).join('; ')).toBe(
      moduleContentSecurityPolicy({
        portal: ['https://p.example'],
        storage: ['https://s.example'],
        settings: [],
      }),
    );
    expect(directives.slice(-2)).toEqual([
      'report-uri https://reports.example.com/csp?app=module',
      'report-to csp-endpoint',
    ]);
    expect(values.REPORTINGENDPOINTS).toBe('csp-endpoint="https://reports.example.com/csp?app=module"');
    const config = renderNginxConfig(TEMPLATE, { ...VALUES, ...values });
    expect(config).toContain(`add_header Content-Security-Policy "${values.CSP}" always;`);
    expect(config).toContain(
      `add_header Reporting-Endpoints 'csp-endpoint="https://reports.example.com/csp?app=module"' always;`,
    );
  });

  it('takes an absolute https URL, or plain http on a loopback host in a local run; no value is no endpoint', () => {
    expect(cspReporting(undefined)).toBeUndefined();
    expect(cspReporting('  ')).toBeUndefined();
    expect(cspReporting('https://Reports.Example.com/csp')).toEqual({
      endpoint: 'https://reports.example.com/csp',
    });
    expect(cspReporting('http://127.0.0.1:4173/csp-reports', { loopbackHttp: true })).toEqual({
      endpoint: 'http://127.0.0.1:4173/csp-reports',
    });
  });

  it('issue 35 §6: plain http to a loopback host needs --allow-loopback-http, as the origins do', () => {
    expect(() => cspReporting('http://127.0.0.1:4173/csp-reports')).toThrow(/--allow-loopback-http/);
    expect(() => cspReporting('http://localhost/csp')).toThrow(/--allow-loopback-http/);
    expect(() => cspReporting('http://reports.example.com/csp', { loopbackHttp: true })).toThrow(/https/);
  });

  it('refuses what a browser would not send reports to, or what would break the header or nginx', () => {
    const refused = {
      'reports.example.com/csp': /absolute URL/,
      '/csp-reports': /absolute URL/,
      'http://reports.example.com/csp': /https/,
      'ftp://reports.example.com/csp': /https/,
      'https://user:secret@reports.example.com/csp': /user name or password/,
      'https://reports.example.com/csp#here': /fragment/,
      'https://reports.example.com/a;b': /holds/,
      'https://reports.example.com/a,b': /holds/,
      'https://reports.example.com/"a"': /holds/,
      "https://reports.example.com/a'b": /holds/,
      'https://reports.example.com/a b': /holds/,
      'https://reports.example.com/$uri': /holds/,
    };
    for (const [raw, why] of Object.entries(refused)) {
      expect(() => cspReporting(raw), raw).toThrow(why);
    }
  });
});

describe('issue 35 §6: https origins only, storage origins required, settings checked by the module', () => {
  it('issue 35 §6: plain http is refused; loopback http only with the explicit flag', () => {
    expect(() => originList('http://portal.example.com', 'host-origins', { loopbackHttp: true })).toThrow(
      /not https/,
    );
    for (const origin of ['http://127.0.0.1:4173', 'http://localhost:4173']) {
      expect(() => originList(origin, 'storage-origins')).toThrow(/--allow-loopback-http/);
      expect(originList(origin, 'storage-origins', { loopbackHttp: true })).toEqual([origin]);
    }
  });

  it('issue 35 §6: a deployment without storage origins is refused', () => {
    for (const storage of [undefined, '', ' , ']) {
      expect(() =>
        planDeployment({ module: moduleDir, 'host-origins': PORTAL, 'storage-origins': storage }, parse),
      ).toThrow(/--storage-origins/);
    }
  });

  it('issue 35 §4/§6: the settings and the CSP carry the same storage origins', () => {
    const plan = planDeployment(
      { module: moduleDir, 'host-origins': PORTAL, 'storage-origins': STORAGE },
      parse,
    );
    expect(JSON.parse(plan.settingsText)).toMatchObject({
      HOST_ORIGINS: [PORTAL],
      STORAGE_ORIGINS: [STORAGE],
    });
    expect(plan.headers.CSP).toBe(
      moduleContentSecurityPolicy({ portal: [PORTAL], storage: [STORAGE], settings: [] }),
    );
    expect(plan.headers.CSP).toContain(`connect-src 'self' ${STORAGE};`);
  });

  it("issue 35 §6: the module's own parser refuses a --settings file, naming every key at fault", () => {
    const broken = settingsFile('broken.json', {
      ...shipped(),
      HOST_ORIGINS: [PORTAL],
      STORAGE_ORIGINS: [STORAGE],
      PORTAL_URL: 'http://portal.example.com',
      TENANT_AGENTS_PAGE_SIZE: 0,
    });
    const options = {
      module: moduleDir,
      'host-origins': PORTAL,
      'storage-origins': STORAGE,
      settings: broken,
    };
    expect(() => planDeployment(options, parse)).toThrow(/TENANT_AGENTS_PAGE_SIZE[\s\S]*PORTAL_URL/);
    const notJson = join(work, 'not-json.json');
    writeFileSync(notJson, '{ nope');
    expect(() => planDeployment({ ...options, settings: notJson }, parse)).toThrow(/is not JSON/);
    const missing = settingsFile('no-storage.json', {
      ...shipped(),
      HOST_ORIGINS: [PORTAL],
      STORAGE_ORIGINS: undefined,
    });
    expect(() => planDeployment({ ...options, settings: missing }, parse)).toThrow(
      /STORAGE_ORIGINS is missing/,
    );
  });

  it('issue 35 §6: a --settings file whose origins are not the deployment’s is refused; the same ones pass', () => {
    const base = { module: moduleDir, 'host-origins': PORTAL, 'storage-origins': STORAGE };
    const other = settingsFile('other.json', {
      ...shipped(),
      HOST_ORIGINS: [PORTAL],
      STORAGE_ORIGINS: ['https://x.example'],
    });
    expect(() => planDeployment({ ...base, settings: other }, parse)).toThrow(
      /STORAGE_ORIGINS .* are not --storage-origins/,
    );
    const same = settingsFile('same.json', {
      ...shipped(),
      HOST_ORIGINS: [PORTAL],
      STORAGE_ORIGINS: [STORAGE],
    });
    expect(JSON.parse(planDeployment({ ...base, settings: same }, parse).settingsText)).toMatchObject({
      STORAGE_ORIGINS: [STORAGE],
    });
  });

  it('issue 35 §6: loopback http settings pass only as a local run (the flag), as the module decides', () => {
    const local = 'http://127.0.0.1:4173';
    const context = { source: 'x', hostOrigins: [local], storageOrigins: [local], parse };
    const text = deploymentSettings(SETTINGS_TEMPLATE, [local], [local]);
    expect(() => checkSettings(text, { ...context, loopbackHttp: false })).toThrow(
      /HOST_ORIGINS[\s\S]*STORAGE_ORIGINS/,
    );
    expect(checkSettings(text, { ...context, loopbackHttp: true }).STORAGE_ORIGINS).toEqual([local]);
  });

  it('issue 35 §6: the command refuses to start without storage origins, writing nothing', () => {
    const prefix = join(work, 'prefix');
    const run = spawnSync(
      process.execPath,
      ['deploy/serve.mjs', '--host-origins', PORTAL, '--module', moduleDir, '--prefix', prefix],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/--storage-origins/);
    expect(existsSync(prefix)).toBe(false);
  });
});
