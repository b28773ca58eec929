// Serves the module build (dist/module/) with nginx, as production does (issue 20 §2):
//
//   node deploy/serve.mjs --host-origins https://portal.example.com [--storage-origins …]
//                         [--listen 127.0.0.1:8080] [--module dist/module] [--prefix .nginx]
//                         [--settings my-appSettings.json]
//                         [--csp-report-uri https://reports.example.com/csp]
//
// It writes the deployment into the prefix (nginx.conf from deploy/nginx.conf.template, the
// deployment's appSettings.json, a link to the build) and runs nginx in the foreground until it
// is stopped (Ctrl-C or SIGTERM). The portal origins are both the CSP's frame-ancestors and the
// settings' HOST_ORIGINS: one list, so the header and the bridge's allow-list cannot disagree.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cspReporting, moduleContentSecurityPolicy, reportingEndpoints } from './module-csp.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** 'a,b c' → ['a', 'b', 'c']; each must be an exact origin (scheme://host[:port], no path). */
export function originList(raw, name) {
  const origins = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    let exact = false;
    try {
      // http(s), a host name of letters, digits, dots and dashes (no wildcard), an optional port.
      exact = new URL(origin).origin === origin && /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin);
    } catch {
      exact = false;
    }
    if (!exact)
      throw new Error(`--${name}: '${origin}' is not an exact origin such as https://portal.example.com`);
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

/** The deployment's settings: its own file, else the build's template with the portal origins. */
export function deploymentSettings(templateText, hostOrigins) {
  const settings = JSON.parse(templateText);
  return `${JSON.stringify({ ...settings, HOST_ORIGINS: hostOrigins }, null, 2)}\n`;
}

function prepare(options) {
  const prefix = resolve(options.prefix);
  const moduleDir = resolve(options.module);
  if (!existsSync(resolve(moduleDir, 'index.html'))) {
    throw new Error(`${moduleDir} holds no module build: run npm run build first`);
  }
  const hostOrigins = originList(options['host-origins'], 'host-origins');
  if (hostOrigins.length === 0)
    throw new Error('--host-origins: name the portal origins that may frame the module');
  const storageOrigins = originList(options['storage-origins'], 'storage-origins');
  const reporting = cspReporting(options['csp-report-uri']);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(resolve(prefix, 'tmp'), { recursive: true });
  mkdirSync(resolve(prefix, 'www'));
  symlinkSync(moduleDir, resolve(prefix, 'www/module'), 'dir');
  const settingsText =
    options.settings === undefined
      ? deploymentSettings(readFileSync(resolve(moduleDir, 'appSettings.json'), 'utf8'), hostOrigins)
      : readFileSync(resolve(options.settings), 'utf8');
  writeFileSync(resolve(prefix, 'appSettings.json'), settingsText);
  const config = renderNginxConfig(readFileSync(resolve(here, 'nginx.conf.template'), 'utf8'), {
    PREFIX: prefix,
    LISTEN: options.listen,
    ...securityHeaderValues({ hostOrigins, storageOrigins, reporting }),
  });
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

function main() {
  const { values } = parseArgs({
    options: {
      'host-origins': { type: 'string' },
      'storage-origins': { type: 'string', default: '' },
      listen: { type: 'string', default: '127.0.0.1:8080' },
      module: { type: 'string', default: 'dist/module' },
      prefix: { type: 'string', default: '.nginx' },
      settings: { type: 'string' },
      user: { type: 'string' },
      'csp-report-uri': { type: 'string' },
    },
  });
  const prefix = prepare(values);
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
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
