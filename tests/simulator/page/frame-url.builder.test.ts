import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildFrameUrl,
  isSafeAbsolutePath,
  moduleOriginFor,
  sanitizeFramePath,
  sanitizeModuleOrigin,
  sanitizeRoute,
} from '../../../simulator/page/frame-url.builder';

describe('module origin', () => {
  it('architecture.md §6: frames the module from the other loopback name, 127.0.0.1 → localhost', () => {
    expect(moduleOriginFor(new URL('http://127.0.0.1:5173/?role=admin'))).toBe('http://localhost:5173');
  });

  it('architecture.md §6: localhost → 127.0.0.1, keeping scheme and port', () => {
    expect(moduleOriginFor(new URL('http://localhost:4173/'))).toBe('http://127.0.0.1:4173');
    expect(moduleOriginFor(new URL('https://localhost/'))).toBe('https://127.0.0.1');
  });

  it('never gives the simulator its own origin', () => {
    for (const href of ['http://127.0.0.1:5173/', 'http://localhost:5173/', 'http://[::1]:5173/']) {
      const url = new URL(href);
      expect(moduleOriginFor(url)).not.toBe(url.origin);
    }
  });
});

describe('route validation', () => {
  it('keeps a module path such as /agent or a deep knowledge-base path', () => {
    expect(sanitizeRoute('/agent')).toBe('/agent');
    expect(sanitizeRoute('/knowledge-base/c1/documents?page=2')).toBe('/knowledge-base/c1/documents?page=2');
  });

  it('falls back to / for a missing, relative, protocol-relative or scheme route', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'agent',
      '//evil.example',
      '/a//b',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '/a b',
      '/a\nb',
    ]) {
      expect(sanitizeRoute(bad)).toBe('/');
    }
  });

  it('property: whatever is typed, the frame URL stays on the module origin', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (route, frame) => {
        const url = new URL(buildFrameUrl('http://localhost:5173', route, sanitizeFramePath(frame)));
        expect(url.origin).toBe('http://localhost:5173');
      }),
    );
  });
});

describe('frame URL', () => {
  it('architecture.md §6: src is {moduleOrigin}/module{route}', () => {
    expect(buildFrameUrl('http://localhost:5173', '/agent', null)).toBe('http://localhost:5173/module/agent');
    expect(buildFrameUrl('http://localhost:5173', '/', null)).toBe('http://localhost:5173/module/');
  });

  it('an unsafe route opens the module home', () => {
    expect(buildFrameUrl('http://127.0.0.1:5173', '//evil.example/x', null)).toBe(
      'http://127.0.0.1:5173/module/',
    );
  });

  it('frame= replaces /module/ for a safe path: a folder still gets the route, a file is framed as is', () => {
    expect(buildFrameUrl('http://localhost:5173', '/agent', sanitizeFramePath('/wire/'))).toBe(
      'http://localhost:5173/wire/agent',
    );
    expect(
      buildFrameUrl('http://localhost:5173', '/agent', sanitizeFramePath('/tests/e2e/fixtures/wire.html')),
    ).toBe('http://localhost:5173/tests/e2e/fixtures/wire.html');
  });

  it('frame= is ignored unless it is a plain same-origin path', () => {
    for (const bad of [
      'wire.html',
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/ok//x',
      'javascript:alert(1)',
      '',
    ]) {
      expect(sanitizeFramePath(bad)).toBeNull();
      expect(isSafeAbsolutePath(bad)).toBe(false);
    }
    expect(sanitizeFramePath(null)).toBeNull();
  });

  it('issue 20 §2: module= frames a module served elsewhere on this machine, and nothing else', () => {
    const simulator = 'http://127.0.0.1:4173';
    expect(sanitizeModuleOrigin('http://127.0.0.1:8443', simulator)).toBe('http://127.0.0.1:8443');
    expect(sanitizeModuleOrigin('https://localhost:9443', simulator)).toBe('https://localhost:9443');
    for (const bad of [
      'https://evil.example',
      'http://127.0.0.1:8443/module/',
      'http://127.0.0.1.evil.example:8443',
      'javascript:alert(1)',
      simulator,
      '',
    ]) {
      expect(sanitizeModuleOrigin(bad, simulator)).toBeNull();
    }
    expect(sanitizeModuleOrigin(null, simulator)).toBeNull();
  });
});
