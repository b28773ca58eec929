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
  type SettingsParser,
} from '../../deploy/serve.mjs';
import { moduleContentSecurityPolicy } from '../../deploy/module-csp.mjs';

const TEMPLATE = readFileSync('deploy/nginx.conf.template', 'utf8');
const SETTINGS_TEMPLATE = readFileSync('module/public/appSettings.json', 'utf8');
const VALUES = {
  PREFIX: '/srv/module',
  LISTEN: '127.0.0.1:8080',
  CSP: "default-src 'none'; frame-ancestors https://p.example",
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
    expect(plan.csp).toBe(
      moduleContentSecurityPolicy({ portal: [PORTAL], storage: [STORAGE], settings: [] }),
    );
    expect(plan.csp).toContain(`connect-src 'self' ${STORAGE};`);
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
