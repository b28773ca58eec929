import { describe, expect, it } from 'vitest';
import {
  AGENT_BOTS_CONCURRENCY,
  LoadAgentsUseCase,
} from '../../../src/application/agents/load-agents.use-case';
import type { ListAgentsOptions } from '../../../src/application/agents/agents.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { agentRecord } from '../../domain/agents/agent-fixtures';
import { fixedClock, RecordingLogger } from '../../presentation/shared/fakes';
import { FakeAgentsGateway, FakeConsumptionGateway, FakeOwnersGateway } from './agents-fakes';

function build() {
  const agents = new FakeAgentsGateway();
  const consumption = new FakeConsumptionGateway();
  const owners = new FakeOwnersGateway();
  const logger = new RecordingLogger();
  const useCase = new LoadAgentsUseCase(
    agents,
    consumption,
    owners,
    fixedClock('2025-03-18T12:00:00Z'),
    logger,
  );
  return { agents, consumption, owners, logger, useCase };
}

describe('LoadAgentsUseCase', () => {
  it("spec 1 §3, §9: merges this month's consumption ('YYYY-MM' of the clock) into the agents", async () => {
    const { agents, consumption, useCase } = build();
    agents.records = [agentRecord({ email: 'ana@acme.com' }), agentRecord({ email: 'bia@acme.com' })];
    consumption.rows = [
      { agentEmail: 'bia@acme.com', firstTicketDate: '2025-03-03T10:00:00Z', totalTickets: 4 },
    ];
    const loaded = await useCase.execute('acme');
    expect(consumption.months).toEqual(['2025-03']);
    expect(loaded.map((agent) => [agent.email, agent.triggered, agent.ticketsCount])).toEqual([
      ['ana@acme.com', false, 0],
      ['bia@acme.com', true, 4],
    ]);
  });

  it('architecture.md §8: the agents and the consumption are asked side by side, not one after the other', async () => {
    const { agents, consumption, useCase } = build();
    let resolveAgents: (value: never[]) => void = () => undefined;
    agents.listAll = () => new Promise((resolve) => (resolveAgents = resolve));
    const pending = useCase.execute('acme');
    await Promise.resolve();
    expect(consumption.months).toHaveLength(1);
    resolveAgents([]);
    await expect(pending).resolves.toEqual([]);
  });

  it('spec 1 §8: a failure other than not-found rejects the load', async () => {
    const { consumption, useCase } = build();
    consumption.error = new CommandFailure('command', 'failure', 61, 'boom');
    await expect(useCase.execute('acme')).rejects.toMatchObject({ code: 61 });
  });

  it('spec 1 §7: bots arrive per agent; a failed desk lookup is an empty list', async () => {
    const { owners, logger, useCase } = build();
    owners.bots.set('a', ['faq']);
    owners.failing.add('b');
    const got: [string, readonly string[]][] = [];
    const reads = useCase.botReads('acme', (identity, bots) => got.push([identity, bots]));
    reads.add(['a', 'b']);
    reads.close();
    await reads.settled;
    expect(got.sort()).toEqual([
      ['a', ['faq']],
      ['b', []],
    ]);
    expect(logger.warnings).toHaveLength(1);
  });

  it('architecture.md §8: the desk lookups run with bounded concurrency', async () => {
    const { owners, useCase } = build();
    const identities = Array.from({ length: 40 }, (_, i) => `agent-${i}`);
    const got: string[] = [];
    const reads = useCase.botReads('acme', (identity) => got.push(identity));
    reads.add(identities);
    reads.close();
    await reads.settled;
    expect(owners.asked).toEqual(identities);
    expect(got.sort()).toEqual([...identities].sort());
    expect(owners.maxInFlight).toBe(AGENT_BOTS_CONCURRENCY);
  });

  it('issue 34 §2: each page is handed over merged with the consumption as it arrives, in order', async () => {
    const { agents, consumption, useCase } = build();
    const first = [agentRecord({ userIdentity: 'a', email: 'ana@acme.com' })];
    const second = [agentRecord({ userIdentity: 'b', email: 'bia@acme.com' })];
    let finish: () => void = () => undefined;
    agents.listAll = (_tenantId: string, options?: ListAgentsOptions) => {
      options?.onPage?.(first);
      return new Promise((resolve) => {
        finish = () => {
          options?.onPage?.(second);
          resolve([...first, ...second]);
        };
      });
    };
    consumption.rows = [
      { agentEmail: 'bia@acme.com', firstTicketDate: '2025-03-03T10:00:00Z', totalTickets: 2 },
    ];
    const pages: string[][] = [];
    const loading = useCase.execute('acme', {
      pageLoaded: (page) => pages.push(page.map((agent) => `${agent.email}:${agent.triggered}`)),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pages).toEqual([['ana@acme.com:false']]);
    finish();
    await expect(loading).resolves.toHaveLength(2);
    expect(pages).toEqual([['ana@acme.com:false'], ['bia@acme.com:true']]);
  });

  it('issue 34 §2: a page that comes before the consumption waits for it (never a wrong "not triggered")', async () => {
    const { agents, consumption, useCase } = build();
    const page = [agentRecord({ userIdentity: 'b', email: 'bia@acme.com' })];
    let answerConsumption: () => void = () => undefined;
    consumption.getMonthly = () =>
      new Promise((resolve) => {
        answerConsumption = () =>
          resolve([{ agentEmail: 'bia@acme.com', firstTicketDate: '2025-03-03T10:00:00Z', totalTickets: 1 }]);
      });
    agents.listAll = (_tenantId: string, options?: ListAgentsOptions) => {
      options?.onPage?.(page);
      return Promise.resolve([...page]);
    };
    const pages: boolean[][] = [];
    const loading = useCase.execute('acme', { pageLoaded: (got) => pages.push(got.map((a) => a.triggered)) });
    await Promise.resolve();
    expect(pages).toEqual([]);
    answerConsumption();
    await loading;
    expect(pages).toEqual([[true]]);
  });

  it('issue 34 §2: the desk lookups ask for the rows on screen first; an abort stops the rest', async () => {
    const { owners, useCase } = build();
    const asked: string[] = [];
    const answers = new Map<string, () => void>();
    owners.getBots = (_tenantId, identity) =>
      new Promise((resolve) => {
        asked.push(identity);
        answers.set(identity, () => resolve([]));
      });
    const answer = async (identity: string) => {
      answers.get(identity)?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const page = new AbortController();
    const identities = Array.from({ length: 30 }, (_, i) => `agent-${i}`);
    const reads = useCase.botReads('acme', () => undefined, page.signal);
    reads.add(identities);
    expect(asked).toHaveLength(AGENT_BOTS_CONCURRENCY);
    reads.prioritize(['agent-20', 'agent-21']);
    await answer('agent-0');
    await answer('agent-1');
    expect(asked.slice(AGENT_BOTS_CONCURRENCY)).toEqual(['agent-20', 'agent-21']);
    page.abort();
    await answer('agent-2');
    await answer('agent-3');
    expect(asked).toHaveLength(AGENT_BOTS_CONCURRENCY + 2);
  });
});
