import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildUrlDocumentRequest,
  escapeRegex,
  isUrlInputEmpty,
  toCrawlRequest,
  validateDocumentUrl,
} from '../../../src/domain/knowledge-base/url-document.rule';

const RUNS = { numRuns: 1000, seed: 20260206 };

const request = (value: string) => {
  const check = buildUrlDocumentRequest(value);
  if (!check.ok) throw new Error(`expected a request for ${value}, got ${check.error}`);
  return check.request;
};

describe("URL document request (spec 2 §3 'URL document request', §5, §9)", () => {
  it('spec 2 §3: name is scheme + host; path filter .*{path}.*; reprocess true; generate_qa false', () => {
    expect(request('https://example.com/docs/help')).toEqual({
      name: 'https://example.com',
      url: 'https://example.com/docs/help',
      reprocess: true,
      url_regex_filters: ['.*/docs/help.*'],
      generate_qa: false,
    });
  });

  it("spec 2 §3: no path filter when the path is '/'", () => {
    expect(request('https://example.com').url_regex_filters).toEqual([]);
    expect(request('https://example.com/').url_regex_filters).toEqual([]);
    expect(request('http://example.com/?q=1#top').url_regex_filters).toEqual([]);
  });

  it('spec 2 §3: the query string and fragment are not part of the path filter (decision)', () => {
    expect(request('https://example.com/blog?page=2#intro').url_regex_filters).toEqual(['.*/blog.*']);
  });

  it('spec 2 §3: regex metacharacters of the path are escaped (decision)', () => {
    expect(request('https://example.com/docs/v1.2/index.html').url_regex_filters).toEqual([
      '.*/docs/v1\\.2/index\\.html.*',
    ]);
    expect(request('https://example.com/c++/(beta)$').url_regex_filters).toEqual([
      '.*/c\\+\\+/\\(beta\\)\\$.*',
    ]);
  });

  it('spec 2 §3: the name keeps a non-default port and drops credentials-free defaults', () => {
    expect(request('http://Example.COM:8080/a').name).toBe('http://example.com:8080');
    expect(request('https://example.com:443/a').name).toBe('https://example.com');
  });

  it('spec 2 §3: url is what the user typed, trimmed', () => {
    expect(request('  https://example.com/Docs  ').url).toBe('https://example.com/Docs');
  });

  it('spec 2 §3: the crawl variant adds get_urls_with_cloud_scraper: true', () => {
    const plain = request('https://example.com/docs');
    expect(toCrawlRequest(plain)).toEqual({ ...plain, get_urls_with_cloud_scraper: true });
  });

  it("spec 2 §5: 'required' while the trimmed value is empty", () => {
    expect(validateDocumentUrl('')).toBe('required');
    expect(validateDocumentUrl('   ')).toBe('required');
    expect(buildUrlDocumentRequest(' \t ')).toEqual({ ok: false, error: 'required' });
    expect(isUrlInputEmpty('  ')).toBe(true);
    expect(isUrlInputEmpty(' a ')).toBe(false);
  });

  it("spec 2 §5: 'invalid' when it does not parse, is not http(s) or carries credentials", () => {
    for (const value of [
      'example.com',
      'www.example.com/docs',
      'https://',
      'ftp://example.com/file',
      'javascript:alert(1)',
      'mailto:a@b.com',
      'file:///etc/passwd',
      'https://user:secret@example.com/',
      'http://exa mple.com',
    ]) {
      expect(validateDocumentUrl(value), value).toBe('invalid');
    }
    expect(validateDocumentUrl('http://localhost:3000/x')).toBeNull();
  });

  it('spec 2 §3: every valid http(s) URL builds the request of its parsed parts (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (value) => {
        const parsed = new URL(value);
        const built = request(value);
        expect(built.name).toBe(parsed.origin);
        expect(built.url).toBe(value);
        expect(built.reprocess).toBe(true);
        expect(built.generate_qa).toBe(false);
        if (parsed.pathname === '/') {
          expect(built.url_regex_filters).toEqual([]);
        } else {
          expect(built.url_regex_filters).toEqual([`.*${escapeRegex(parsed.pathname)}.*`]);
          // The filter is a valid pattern that matches the page itself.
          expect(new RegExp(`^${built.url_regex_filters[0]}$`).test(parsed.href)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('spec 2 §5: any text is either a request or one of the two codes; never throws (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl().map((url) => ` ${url} `),
        ),
        (value) => {
          const check = buildUrlDocumentRequest(value);
          if (value.trim() === '') expect(check).toEqual({ ok: false, error: 'required' });
          else if (!check.ok) expect(check.error).toBe('invalid');
          else expect(check.request.name).toMatch(/^https?:\/\/[^/]+$/);
          expect(validateDocumentUrl(value)).toBe(check.ok ? null : check.error);
        },
      ),
      RUNS,
    );
  });

  it('spec 2 §3: an escaped path matches itself literally and nothing it merely resembles (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (text, other) => {
        const pattern = new RegExp(`^${escapeRegex(text)}$`);
        expect(pattern.test(text)).toBe(true);
        if (other !== text) expect(pattern.test(other)).toBe(false);
      }),
      RUNS,
    );
  });
});
