import { describe, expect, it } from 'vitest';
import {
  LoadPipelinesUseCase,
  PIPELINE_CONFIGURATION_CONCURRENCY,
} from '../../../src/application/pipelines/load-pipelines.use-case';
import { PipelineActionsUseCase } from '../../../src/application/pipelines/pipeline-actions.use-case';
import type { Pipeline } from '../../../src/domain/pipelines/pipeline.entity';
import { RecordingLogger } from '../../presentation/shared/fakes';
import { FakePipelinesGateway, pipelineApp } from './pipeline-fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

const caller = { email: 'ana@example.com', localNode: 'ana%40example.com@blip.ai/portal-1' };

describe('LoadPipelinesUseCase (spec 2 §3, §7, §8)', () => {
  it("spec 2 §1, §9: only applications with template 'pipeline' are listed", async () => {
    const gateway = new FakePipelinesGateway();
    gateway.applications = [pipelineApp('p1'), pipelineApp('bot', { template: 'builder' })];
    const pipelines = await new LoadPipelinesUseCase(gateway, new RecordingLogger()).listPipelines('t');
    expect(pipelines.map((p) => p.id)).toEqual(['p1']);
  });

  it('architecture.md §8: configurations are read with bounded concurrency, permitted pipelines only', async () => {
    const gateway = new FakePipelinesGateway();
    const apps = Array.from({ length: 20 }, (_, i) => pipelineApp(`p${i}`, { hasPermission: i !== 3 }));
    const arrived: Pipeline[] = [];
    await new LoadPipelinesUseCase(gateway, new RecordingLogger()).loadConfigurations(apps, caller, (p) =>
      arrived.push(p),
    );
    expect(gateway.maxInFlight).toBe(PIPELINE_CONFIGURATION_CONCURRENCY);
    expect(arrived).toHaveLength(19);
    expect(arrived.some((p) => p.id === 'p3')).toBe(false);
    expect(gateway.callers.every((c) => c === caller)).toBe(true);
  });

  it('spec 2 §8: a failed configuration fetch gives tasks 0 and unpublished (logged)', async () => {
    const gateway = new FakePipelinesGateway();
    gateway.configurations.set('ok', { statesCount: '7', statesPublish: 'Published' });
    gateway.configurations.set('bad', { statesCount: '7', statesPublish: 'Published' });
    gateway.failing.add('bad');
    const logger = new RecordingLogger();
    const arrived = new Map<string, Pipeline>();
    await new LoadPipelinesUseCase(gateway, logger).loadConfigurations(
      [pipelineApp('ok'), pipelineApp('bad')],
      caller,
      (p) => arrived.set(p.id, p),
    );
    expect(arrived.get('ok')).toMatchObject({ tasksCount: 7, status: 'published' });
    expect(arrived.get('bad')).toMatchObject({ tasksCount: 0, status: 'unpublished' });
  });
});

describe('PipelineActionsUseCase (spec 2 §2.13)', () => {
  it('spec 2 §2.13: navigates the top window to {tenant base URL}{path}', async () => {
    const host = new FakeHostGateway({ topWindowAnswer: 'redirected' });
    const actions = new PipelineActionsUseCase(host, new FakePipelinesGateway());
    expect(await actions.navigate('acme', 'create')).toBe(true);
    expect(await actions.navigate('acme', 'logs', 'p1')).toBe(true);
    expect(host.topRedirects).toEqual([
      'https://acme.example.com/application/create/pipelinename/',
      'https://acme.example.com/application/detail/p1/builder-observability/builder-monitoring',
    ]);
  });

  it('architecture.md §4: a base URL that is not https is not followed', async () => {
    const host = new FakeHostGateway({ topWindowAnswer: 'redirected' });
    host.tenantUrl = 'http://acme.example.com';
    expect(
      await new PipelineActionsUseCase(host, new FakePipelinesGateway()).navigate('acme', 'team', 'p'),
    ).toBe(false);
    expect(host.topRedirects).toEqual([]);
  });

  it('spec 2 §7: delete goes to the gateway', async () => {
    const gateway = new FakePipelinesGateway();
    await new PipelineActionsUseCase(new FakeHostGateway(), gateway).delete('p1');
    expect(gateway.deleted).toEqual(['p1']);
  });
});
