import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cspReporting, moduleContentSecurityPolicy } from '../../deploy/module-csp.mjs';
import {
  deploymentSettings,
  originList,
  renderNginxConfig,
  securityHeaderValues,
} from '../../deploy/serve.mjs';

const TEMPLATE = readFileSync('deploy/nginx.conf.template', 'utf8');
const VALUES = {
  PREFIX: '/srv/module',
  LISTEN: '127.0.0.1:8080',
  CSP: "default-src 'none'; frame-ancestors https://p.example",
  REPORTINGENDPOINTS: '',
};

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

  it("writes the portal origins into the settings, keeping the template's other keys", () => {
    const settings = JSON.parse(
      deploymentSettings(readFileSync('module/public/appSettings.json', 'utf8'), ['https://p.example']),
    ) as Record<string, unknown>;
    expect(settings['HOST_ORIGINS']).toEqual(['https://p.example']);
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

  it('takes an absolute https URL, or plain http on a loopback host; no value is no endpoint', () => {
    expect(cspReporting(undefined)).toBeUndefined();
    expect(cspReporting('  ')).toBeUndefined();
    expect(cspReporting('https://Reports.Example.com/csp')).toEqual({
      endpoint: 'https://reports.example.com/csp',
    });
    expect(cspReporting('http://127.0.0.1:4173/csp-reports')).toEqual({
      endpoint: 'http://127.0.0.1:4173/csp-reports',
    });
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
