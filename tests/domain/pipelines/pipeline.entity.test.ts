import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPipelineApplication,
  pipelineDisplayId,
  pipelineStatus,
  tasksCount,
  toPipeline,
  type Pipeline,
  type TenantApplication,
} from '../../../src/domain/pipelines/pipeline.entity';
import { matchesPipelineSearch, searchPipelines } from '../../../src/domain/pipelines/pipeline-search.rule';
import { portalPath, portalUrl } from '../../../src/domain/pipelines/portal-paths.rule';

const application = (overrides: Partial<TenantApplication> = {}): TenantApplication => ({
  id: 'leadqualification1234',
  name: 'Lead qualification',
  template: 'pipeline',
  pipelineId: undefined,
  created: '2026-01-01T00:00:00Z',
  updated: undefined,
  emailOwner: 'owner@example.com',
  hasPermission: true,
  ...overrides,
});

describe('pipeline entity (spec 2 §3 Pipeline, §4 Pipeline status, §9)', () => {
  it("spec 2 §9: only template 'pipeline' applications are pipelines", () => {
    expect(isPipelineApplication(application())).toBe(true);
    expect(isPipelineApplication(application({ template: 'builder' }))).toBe(false);
    expect(isPipelineApplication(application({ template: undefined }))).toBe(false);
  });

  it("spec 2 §2.13, §9: ID is pipeline_id, else 'Pipe-' + the last 7 characters of the id", () => {
    expect(pipelineDisplayId('PL-1234', 'whatever')).toBe('PL-1234');
    expect(pipelineDisplayId(undefined, 'leadqualification1234')).toBe('Pipe-ion1234');
    expect(pipelineDisplayId('  ', 'abc')).toBe('Pipe-abc');
  });

  it('spec 2 §9 (property): the fallback is always the prefix and at most 7 trailing characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const shown = pipelineDisplayId(undefined, id);
        expect(shown.startsWith('Pipe-')).toBe(true);
        expect(shown.slice(5)).toBe(id.slice(-7));
        expect(id.endsWith(shown.slice(5))).toBe(true);
      }),
    );
  });

  it("spec 2 §4: published only with permission and statesPublish 'Published'", () => {
    expect(pipelineStatus(true, 'Published')).toBe('published');
    expect(pipelineStatus(true, 'Draft')).toBe('unpublished');
    expect(pipelineStatus(true, undefined)).toBe('unpublished');
    expect(pipelineStatus(false, 'Published')).toBe('unpublished');
  });

  it('spec 2 §3: statesCount is a numeric string; anything else is 0 tasks', () => {
    expect(tasksCount('12')).toBe(12);
    expect(tasksCount(' 3 ')).toBe(3);
    expect(tasksCount('x')).toBe(0);
    expect(tasksCount('-2')).toBe(0);
    expect(tasksCount(undefined)).toBe(0);
  });

  it('spec 2 §3, §8: defaults tasks 0 and unpublished; no permission reads as 0 tasks, unpublished', () => {
    const empty = toPipeline(application());
    expect(empty).toMatchObject({ tasksCount: 0, status: 'unpublished', updatedAt: '2026-01-01T00:00:00Z' });
    const locked = toPipeline(application({ hasPermission: false }), {
      statesCount: '9',
      statesPublish: 'Published',
    });
    expect(locked).toMatchObject({ tasksCount: 0, status: 'unpublished', hasPermission: false });
    const full = toPipeline(application({ pipelineId: 'PL-1' }), {
      statesCount: '9',
      statesPublish: 'Published',
    });
    expect(full).toMatchObject({
      pipelineId: 'PL-1',
      tasksCount: 9,
      status: 'published',
      updatedBy: 'owner@example.com',
    });
  });
});

describe('pipeline search (spec 2 §5)', () => {
  const rows: Pipeline[] = [
    toPipeline(application({ id: 'a1', name: 'Lead Qualification', pipelineId: 'PL-0001' })),
    toPipeline(application({ id: 'ordertracking7654321', name: 'Order tracking' })),
  ];

  it('spec 2 §5: case-insensitive substring on name or pipeline_id (fallback included)', () => {
    expect(searchPipelines(rows, 'qualif').map((row) => row.id)).toEqual(['a1']);
    expect(searchPipelines(rows, 'pl-000').map((row) => row.id)).toEqual(['a1']);
    expect(searchPipelines(rows, 'PIPE-7654').map((row) => row.id)).toEqual(['ordertracking7654321']);
    expect(searchPipelines(rows, '  ')).toHaveLength(2);
    expect(searchPipelines(rows, 'zzz')).toEqual([]);
  });

  it('spec 2 §5 (property): any substring of the name, in any case, finds the row', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), fc.nat(), fc.boolean(), (name, a, b, upper) => {
        const pipeline = toPipeline(application({ name }));
        const [from, to] = [a % (name.length + 1), b % (name.length + 1)].sort((x, y) => x - y);
        const part = name.slice(from, to);
        const term = upper ? part.toUpperCase() : part.toLowerCase();
        fc.pre(term.toLowerCase() === part.toLowerCase());
        expect(matchesPipelineSearch(pipeline, term)).toBe(true);
      }),
    );
  });
});

describe('portal paths (spec 2 §2.13)', () => {
  it('spec 2 §2.13: the four host-portal paths', () => {
    expect(portalPath('create')).toBe('/application/create/pipelinename/');
    expect(portalPath('open', 'p1')).toBe('/application/detail/p1/templates/pipeline');
    expect(portalPath('team', 'p1')).toBe('/application/detail/p1/team');
    expect(portalPath('logs', 'p1')).toBe('/application/detail/p1/builder-observability/builder-monitoring');
  });

  it('spec 2 §2.13: resolved against an https base URL only', () => {
    expect(portalUrl('https://acme.blip.ai/', '/application/detail/p1/team')).toBe(
      'https://acme.blip.ai/application/detail/p1/team',
    );
    expect(portalUrl('https://portal.example.com/org', '/x')).toBe('https://portal.example.com/org/x');
    expect(portalUrl('http://acme.blip.ai', '/x')).toBeNull();
    expect(portalUrl('javascript:alert(1)', '/x')).toBeNull();
    expect(portalUrl('not a url', '/x')).toBeNull();
  });
});
