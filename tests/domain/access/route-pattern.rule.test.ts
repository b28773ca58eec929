import { describe, expect, it } from 'vitest';
import { matchesPattern } from '../../../src/domain/access/route-pattern.rule';

describe('route pattern matcher', () => {
  it('matches static paths, ignoring a trailing slash and letter case', () => {
    expect(matchesPattern('/agent', '/agent')).toBe(true);
    expect(matchesPattern('/agent', '/agent/')).toBe(true);
    expect(matchesPattern('/agent', '/Agent')).toBe(true);
    expect(matchesPattern('/agent', '/agents')).toBe(false);
    expect(matchesPattern('/agent', '/agent-consumption')).toBe(false);
  });

  it('matches the root only to the root', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '')).toBe(true);
    expect(matchesPattern('/', '/members')).toBe(false);
  });

  it('a :param matches exactly one non-empty segment', () => {
    const pattern = '/knowledge-base/:catalogId/documents';
    expect(matchesPattern(pattern, '/knowledge-base/cat-1/documents')).toBe(true);
    expect(matchesPattern(pattern, '/knowledge-base//documents')).toBe(false);
    expect(matchesPattern(pattern, '/knowledge-base/a/b/documents')).toBe(false);
  });

  it('ignores the query string and the hash', () => {
    expect(matchesPattern('/revenue', '/revenue?month=2024-01')).toBe(true);
    expect(matchesPattern('/revenue', '/revenue#top')).toBe(true);
  });
});
