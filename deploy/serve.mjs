// Serves the module build (dist/module/) with nginx, as production does (issue 20 §2):
//
//   node deploy/serve.mjs --host-origins https://portal.example.com --storage-origins https://storage.example.com
//                         [--listen 127.0.0.1:8080] [--module dist/module] [--prefix .nginx]
//                         [--settings my-appSettings.json] [--allow-loopback-http]
//                         [--csp-report-uri https://reports.example.com/csp]
//
// It writes the deployment into the prefix (nginx.conf from deploy/nginx.conf.template, the
// deployment's appSettings.json, a link to the build) and runs nginx in the foreground until it
// is stopped (Ctrl-C or SIGTERM). The portal origins are both the CSP's frame-ancestors and the
// settings' HOST_ORIGINS, the storage origins both the CSP's connect-src and img-src and the
// settings' STORAGE_ORIGINS: one list each, so the header and the module cannot disagree.
// Issue 35 §6: origins are https only (plain http only for a loopback host, with
// --allow-loopback-http), the storage origins are required, and the settings written are checked
// with the module's own parser before anything is written or started.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cspReporting, moduleContentSecurityPolicy, reportingEndpoints } from './module-csp.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** The module's settings parser, in TypeScript under src/: loaded through Vite's module runner. */
const SETTINGS_PARSER = resolve(here, '../src/infrastructure/shared/app-settings.validation.ts');

/** The loopback hosts a local run may reach over plain http (the simulator, an e2e run). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * 'a,b c' → ['a', 'b', 'c']; each must be an exact https origin (https://host[:port], no path, no
 * wildcard). Plain http only for a loopback host, and only with `loopbackHttp` (issue 35 §6).
 */
export function originList(raw, name, { loopbackHttp = false } = {}) {
  const origins = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    let url = null;
    try {
      // A host name of letters, digits, dots and dashes (no wildcard), an optional port.
      const parsed = new URL(origin);
      if (parsed.origin === origin && /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) url = parsed;
    } catch {
      url = null;
    }
    if (url === null)
      throw new Error(`--${name}: '${origin}' is not an exact origin such as https://portal.example.com`);
    if (url.protocol === 'https:') continue;
    if (!LOOPBACK_HOSTS.has(url.hostname))
      throw new Error(`--${name}: '${origin}' is not https (plain http only for 127.0.0.1 or localhost)`);
    if (!loopbackHttp)
      throw new Error(
        `--${name}: '${origin}' is plain http: only with --allow-loopback-http (a run on this machine)`,
      );
  }
  return origins;
}

/**
 * What each value may not hold. The CSP sits in a double-quoted string, the Reporting-Endpoints
 * value (which has double quotes of its own) in a single-quoted one: neither may hold its quote,
 * a backslash, a '$' (an nginx variable) or a line break. The unquoted ones (paths, the listen
 * address) no quote, blank, ';', brace or '$' either: a value must never end a directive early or
 * add one.
 */
const UNSAFE_IN = {
  CSP: /["\\$\r\n]/,
  REPORTINGENDPOINTS: /['\\$\r\n]/,
};
const UNSAFE_UNQUOTED = /["'\s;{}$\\]/;

/** The nginx configuration: the template with every {{NAME}} filled in (all must be given). */
export function renderNginxConfig(template, values) {
  return template.replace(/\{\{([A-Z]+)\}\}/g, (_, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
    const unsafe = UNSAFE_IN[name] ?? UNSAFE_UNQUOTED;
    if (unsafe.test(value)) throw new Error(`{{${name}}} holds a character nginx would misread: ${value}`);
    return value;
  });
}

/**
 * The template's security-header values: the CSP (with its report endpoint, when one is given)
 * and the Reporting-Endpoints header that names that endpoint ('' without one: no header).
 */
export function securityHeaderValues({ hostOrigins, storageOrigins, reporting }) {
  return {
    CSP: moduleContentSecurityPolicy(
      { portal: hostOrigins, storage: storageOrigins, settings: [] },
      reporting,
    ),
    REPORTINGENDPOINTS: reportingEndpoints(reporting),
  };
}

/** The deployment's settings from the build's template: its other keys, the deployment's origins. */
export function deploymentSettings(templateText, hostOrigins, storageOrigins) {
  const settings = JSON.parse(templateText);
  return `${JSON.stringify({ ...settings, HOST_ORIGINS: hostOrigins, STORAGE_ORIGINS: storageOrigins }, null, 2)}\n`;
}

/** The module's own parseAppSettings (src/infrastructure/shared/app-settings.validation.ts). */
export async function loadSettingsParser() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(SETTINGS_PARSER, { configFile: false, logLevel: 'silent' });
  return module.parseAppSettings;
}

const sameOrigins = (a, b) =>
  JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...new Set(b)].sort());

/**
 * Issue 35 §6: the settings the deployment serves, checked as the module will check them (with
 * its parser; a local run only with --allow-loopback-http), and with the same origins as the
 * headers: a file the module would refuse, or whose HOST_ORIGINS or STORAGE_ORIGINS are not the
 * deployment's, stops the deploy instead of showing the misconfigured page to users.
 */
export function checkSettings(text, { source, hostOrigins, storageOrigins, loopbackHttp, parse }) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  let settings;
  try {
    settings = parse(raw, { localRun: loopbackHttp, source });
  } catch (error) {
    const problems = Array.isArray(error?.problems) ? error.problems : [String(error)];
    throw new Error(`${source} would show the misconfigured page:\n  ${problems.join('\n  ')}`);
  }
  if (!sameOrigins(settings.HOST_ORIGINS, hostOrigins))
    throw new Error(`${source}: HOST_ORIGINS ${settings.HOST_ORIGINS.join(', ')} are not --host-origins`);
  if (!sameOrigins(settings.STORAGE_ORIGINS, storageOrigins))
    throw new Error(
      `${source}: STORAGE_ORIGINS ${settings.STORAGE_ORIGINS.join(', ')} are not --storage-origins`,
    );
  return settings;
}

/**
 * Everything the deployment writes, computed and checked before anything is written: the origins,
 * the settings text and the CSP. `parse` is the module's settings parser.
 */
export function planDeployment(options, parse) {
  const moduleDir = resolve(options.module);
  if (!existsSync(resolve(moduleDir, 'index.html'))) {
    throw new Error(`${moduleDir} holds no module build: run npm run build first`);
  }
  const loopbackHttp = options['allow-loopback-http'] === true;
  const hostOrigins = originList(options['host-origins'], 'host-origins', { loopbackHttp });
  if (hostOrigins.length === 0)
    throw new Error('--host-origins: name the portal origins that may frame the module');
  const storageOrigins = originList(options['storage-origins'], 'storage-origins', { loopbackHttp });
  if (storageOrigins.length === 0)
    throw new Error('--storage-origins: name the storage origins uploads go to (the only ones allowed)');
  const source = options.settings === undefined ? 'the deployment settings' : resolve(options.settings);
  const settingsText =
    options.settings === undefined
      ? deploymentSettings(
          readFileSync(resolve(moduleDir, 'appSettings.json'), 'utf8'),
          hostOrigins,
          storageOrigins,
        )
      : readFileSync(source, 'utf8');
  checkSettings(settingsText, { source, hostOrigins, storageOrigins, loopbackHttp, parse });
  const reporting = cspReporting(options['csp-report-uri'], { loopbackHttp });
  const headers = securityHeaderValues({ hostOrigins, storageOrigins, reporting });
  return { moduleDir, settingsText, headers };
}

async function prepare(options) {
  const { moduleDir, settingsText, headers } = planDeployment(options, await loadSettingsParser());
  const prefix = resolve(options.prefix);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(resolve(prefix, 'tmp'), { recursive: true });
  mkdirSync(resolve(prefix, 'www'));
  symlinkSync(moduleDir, resolve(prefix, 'www/module'), 'dir');
  writeFileSync(resolve(prefix, 'appSettings.json'), settingsText);
  const template = readFileSync(resolve(here, 'nginx.conf.template'), 'utf8');
  const config = renderNginxConfig(template, { PREFIX: prefix, LISTEN: options.listen, ...headers });
  writeFileSync(resolve(prefix, 'nginx.conf'), config);
  return prefix;
}

/** A user name for nginx's `user` directive: letters, digits, '.', '_' and '-' only. */
function safeName(name) {
  if (!/^[a-z_][a-z0-9._-]*$/i.test(name)) throw new Error(`--user: '${name}' is not a user name`);
  return name;
}

/** nginx from the PATH, else where Debian installs it (/usr/sbin is not on every user's PATH). */
function nginxBinary() {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path)) ?? 'nginx';
}

async function main() {
  const { values } = parseArgs({
    options: {
      'host-origins': { type: 'string' },
      'storage-origins': { type: 'string' },
      'allow-loopback-http': { type: 'boolean', default: false },
      listen: { type: 'string', default: '127.0.0.1:8080' },
      module: { type: 'string', default: 'dist/module' },
      prefix: { type: 'string', default: '.nginx' },
      settings: { type: 'string' },
      user: { type: 'string' },
      'csp-report-uri': { type: 'string' },
    },
  });
  const prefix = await prepare(values);
  // Started by root, nginx runs its worker as 'nobody', who may not reach a build under a private
  // home; --user names the worker's user instead (a test run as root passes its own).
  const globals = values.user === undefined ? 'daemon off;' : `daemon off; user ${safeName(values.user)};`;
  const nginx = spawn(nginxBinary(), ['-p', prefix, '-c', resolve(prefix, 'nginx.conf'), '-g', globals], {
    stdio: 'inherit',
  });
  console.log(`nginx serves ${resolve(values.module)} at http://${values.listen}/module/ (pid ${nginx.pid})`);
  // Stopping this script stops nginx (its master stops the worker).
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
  nginx.on('error', (error) => {
    console.error(`nginx could not start: ${error.message}`);
    process.exit(1);
  });
  nginx.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
