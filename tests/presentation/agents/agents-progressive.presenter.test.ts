import { describe, expect, it } from 'vitest';
import { AGENT_BOTS_CONCURRENCY } from '../../../src/application/agents/load-agents.use-case';
import type { ListAgentsOptions } from '../../../src/application/agents/agents.port';
import type { AgentRecord } from '../../../src/domain/agents/agent.entity';
import { buildPresenter } from './agents-presenter.harness';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The first page answered, the rest held until `finish`. */
function heldAfterFirstPage(agents: ReturnType<typeof buildPresenter>['agents']) {
  const records = [...agents.records];
  let finish: () => void = () => undefined;
  agents.listAll = (_tenantId: string, options?: ListAgentsOptions) => {
    options?.onPage?.(records.slice(0, 2));
    return new Promise<AgentRecord[]>((resolve) => {
      finish = () => {
        options?.onPage?.(records.slice(2));
        resolve(records);
      };
    });
  };
  return { finish: () => finish() };
}

describe('AgentsPresenter, progressive list (issue 34 §2)', () => {
  it('issue 34 §2: with later pages held, the first page shows at once and the progress says how many', async () => {
    const { presenter, agents } = buildPresenter();
    const held = heldAfterFirstPage(agents);
    const loading = presenter.load();
    await settle();
    expect(presenter.status).toBe('loading');
    expect(presenter.rows.map((row) => row.name)).toEqual(['Ana Souza', 'Bruno Lima']);
    expect(presenter.loadedSoFar).toBe(2);
    held.finish();
    await loading;
    expect(presenter.rows).toHaveLength(3);
    expect(presenter.loadedSoFar).toBeUndefined();
    expect(presenter.listing).toBe('complete');
  });

  it('issue 34 §2: a search or the triggered filter over a partial list says it covers the agents loaded so far', async () => {
    const { presenter, agents } = buildPresenter();
    const held = heldAfterFirstPage(agents);
    const loading = presenter.load();
    await settle();
    expect(presenter.filtersPartialList).toBe(false);
    presenter.restored({ search: 'carla', onlyTriggered: false });
    expect(presenter.filtersPartialList).toBe(true);
    held.finish();
    await loading;
    expect(presenter.filtersPartialList).toBe(false);
    expect(presenter.rows.map((row) => row.name)).toEqual(['Carla Dias']);
  });

  it('issue 34 §2: the bots of the rows the table shows are asked first, ahead of the list order', async () => {
    const { presenter, agents, owners } = buildPresenter();
    agents.records = Array.from({ length: 40 }, (_, i) => ({
      ...agents.records[1]!,
      userIdentity: `agent-${i}@blip.ai`,
    }));
    const held = heldAfterFirstPage(agents);
    const loading = presenter.load();
    await settle();
    // The first page (2 agents) is being read; the table then shows rows 30 and 31.
    presenter.visibleRowsChanged(['agent-30@blip.ai', 'agent-31@blip.ai']);
    expect(owners.asked.slice(0, 4)).toEqual([
      'agent-0@blip.ai',
      'agent-1@blip.ai',
      'agent-30@blip.ai',
      'agent-31@blip.ai',
    ]);
    held.finish();
    await loading;
    expect(new Set(owners.asked).size).toBe(40);
  });

  it('issue 34 §2: leaving the page aborts the desk lookups not yet sent', async () => {
    const { presenter, agents, owners } = buildPresenter();
    agents.records = Array.from({ length: 40 }, (_, i) => ({
      ...agents.records[1]!,
      userIdentity: `agent-${i}@blip.ai`,
    }));
    const asked: string[] = [];
    // The desk never answers: only the abort can end the load.
    owners.getBots = (_tenantId, identity) => {
      asked.push(identity);
      return new Promise<string[]>(() => undefined);
    };
    const loading = presenter.load();
    await settle();
    expect(asked).toHaveLength(AGENT_BOTS_CONCURRENCY);
    presenter.dispose();
    await loading;
    expect(asked).toHaveLength(AGENT_BOTS_CONCURRENCY);
  });

  it('issue 34 §2: a failed first load drops its partial pages, so the retry shows pages anew', async () => {
    const { presenter, agents } = buildPresenter();
    agents.listAll = (_tenantId: string, options?: ListAgentsOptions) => {
      options?.onPage?.(agents.records.slice(0, 1));
      return Promise.reject(new Error('down'));
    };
    await presenter.load();
    expect(presenter.status).toBe('failed');
    expect(presenter.rows).toEqual([]);
  });
});
