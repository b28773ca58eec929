import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deploymentSettings, originList, renderNginxConfig } from '../../deploy/serve.mjs';

const TEMPLATE = readFileSync('deploy/nginx.conf.template', 'utf8');
const VALUES = {
  PREFIX: '/srv/module',
  LISTEN: '127.0.0.1:8080',
  CSP: "default-src 'none'; frame-ancestors https://p.example",
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
