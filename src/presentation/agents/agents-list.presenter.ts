import { observableRef } from 'mobx';
import type { Agent } from '../../domain/agents/agent.entity';
import { makeObservableState } from '../shared/observable-state';

/**
 * The page's agents as last known from the backend, with the bots that arrived so far and the
 * rows being saved. Plain values held by reference and replaced, never mutated in place, so
 * what is sent to the host is never a MobX proxy.
 */
export class AgentsListPresenter {
  agents: readonly Agent[] = [];
  bots: ReadonlyMap<string, readonly string[]> = new Map();
  busy: ReadonlySet<string> = new Set();

  constructor() {
    makeObservableState(this, { agents: observableRef, bots: observableRef, busy: observableRef });
  }

  replace(agents: readonly Agent[]): void {
    this.agents = agents;
    this.bots = new Map();
    this.busy = new Set();
  }

  /** One more page of a first load (issue 34 §2): rows show before paging ends. */
  append(page: readonly Agent[]): void {
    if (page.length > 0) this.agents = [...this.agents, ...page];
  }

  /** A first load's whole list: the bots that answered for its pages are kept. */
  completed(agents: readonly Agent[]): void {
    this.agents = agents;
  }

  find(userIdentity: string): Agent | undefined {
    return this.agents.find((agent) => agent.userIdentity === userIdentity);
  }

  /** The portal's record of one agent, as saved; the desk's bots shown for it stay as they are. */
  update(next: Agent): void {
    this.agents = this.agents.map((agent) => (agent.userIdentity === next.userIdentity ? next : agent));
  }

  remove(userIdentity: string): void {
    this.agents = this.agents.filter((agent) => agent.userIdentity !== userIdentity);
    const bots = new Map(this.bots);
    bots.delete(userIdentity);
    this.bots = bots;
  }

  setBots(userIdentity: string, bots: readonly string[]): void {
    if (this.find(userIdentity) === undefined) return;
    this.bots = new Map(this.bots).set(userIdentity, [...bots]);
  }

  setBusy(userIdentity: string, busy: boolean): void {
    const next = new Set(this.busy);
    if (busy) next.add(userIdentity);
    else next.delete(userIdentity);
    this.busy = next;
  }

  isBusy(userIdentity: string): boolean {
    return this.busy.has(userIdentity);
  }

  /**
   * The agent as the screen shows it: with the bots the desk gave (the portal's list until it
   * answers). For display only: a save sends the portal's record (`find`), never this (issue 35 §1).
   */
  current(agent: Agent): Agent {
    const bots = this.bots.get(agent.userIdentity);
    return bots === undefined ? agent : { ...agent, applications: bots };
  }
}
