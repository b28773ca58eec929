/**
 * The module's Content-Security-Policy (docs/security.md): one function for the nginx
 * configuration that production serves (deploy/serve.mjs) and for the simulator's preview
 * server, so every end-to-end test runs under the same policy. Plain JavaScript so that the
 * deploy step runs on Node alone; its types are in module-csp.d.mts.
 */

/** @param {readonly string[]} origins */
const unique = (origins) => [...new Set(origins)];

/** The Reporting API's name for the CSP's endpoint: `report-to` names it, Reporting-Endpoints defines it. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * @param {import('./module-csp.d.mts').ModuleCspOrigins} origins
 * @param {import('./module-csp.d.mts').ModuleCspReporting} [reporting] where browsers report violations
 * @returns {string} the header value, one line
 */
export function moduleContentSecurityPolicy(origins, reporting) {
  /** @type {Record<string, readonly string[]>} */
  const directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    // The bundle's stylesheets; React and ECharts set styles through the CSSOM, which CSP allows.
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...unique(origins.storage)],
    'connect-src': ["'self'", ...unique([...origins.storage, ...origins.settings])],
    'frame-ancestors': unique(origins.portal),
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'object-src': ["'none'"],
    // Violations are reported when an endpoint is given (docs/deploy.md): report-to for browsers
    // with the Reporting API (with the Reporting-Endpoints header), report-uri for the others.
    ...(reporting === undefined
      ? {}
      : { 'report-uri': [reporting.endpoint], 'report-to': [CSP_REPORT_GROUP] }),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.length > 0 ? values.join(' ') : "'none'"}`)
    .join('; ');
}

/**
 * The Reporting-Endpoints header that defines the group `report-to` names; '' without an endpoint
 * (nginx then sends no header).
 * @param {import('./module-csp.d.mts').ModuleCspReporting} [reporting]
 * @returns {string}
 */
export function reportingEndpoints(reporting) {
  return reporting === undefined ? '' : `${CSP_REPORT_GROUP}="${reporting.endpoint}"`;
}

/**
 * A CSP report endpoint as given to the deploy step: an absolute https URL (plain http only for a
 * loopback host, to try it on one machine), no user or password, no fragment, and none of the
 * characters that would end a CSP directive, a header parameter or an nginx string.
 * @param {string | undefined} raw
 * @returns {import('./module-csp.d.mts').ModuleCspReporting | undefined} undefined when none is given
 */
export function cspReporting(raw, { loopbackHttp = false } = {}) {
  const value = (raw ?? '').trim();
  if (value === '') return undefined;
  const refuse = (why) => {
    throw new Error(`--csp-report-uri: '${value}' ${why}`);
  };
  if (/[\s;,"'\\${}]/.test(value)) refuse('holds a blank, quote, ; , \\ $ { or }');
  let url;
  try {
    url = new URL(value);
  } catch {
    return refuse('is not an absolute URL such as https://reports.example.com/csp');
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  // One rule with the origins (issue 35 §6): plain http only to a loopback host in a local run.
  if (url.protocol === 'http:' && loopback && !loopbackHttp)
    refuse('is plain http: only with --allow-loopback-http (a run on this machine)');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    refuse('must be https (plain http only on a loopback host)');
  if (url.username !== '' || url.password !== '') refuse('must not carry a user name or password');
  if (url.hash !== '') refuse('must not have a fragment');
  return { endpoint: url.href };
}
