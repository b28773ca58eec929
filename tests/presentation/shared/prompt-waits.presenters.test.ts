import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InviteAgentAnswer } from '../../../src/application/agents/invite-agent-modal.port';
import { PROMPT_LOCK_MS } from '../../../src/presentation/shared/prompt-locks';
import { buildPresenter as agentsPage, CARLA } from '../agents/agents-presenter.harness';
import { buildPresenter as membersPage } from '../members/members-presenter.fixture';
import { callsPage } from './bot-list/bot-presenters.fixture';

/**
 * Issue 35 §8: every control that waits for a portal alert or modal is usable again after
 * PROMPT_LOCK_MS when the portal does not answer, and the answer, when it comes late, still acts.
 */

/** A prompt the test answers when it likes (or never). */
function held<T>() {
  const answers: ((value: T) => void)[] = [];
  const ask = () => new Promise<T>((resolve) => answers.push(resolve));
  return { ask, answers };
}

/** A load under fake timers: the desk lookups answer on a timer. */
async function loaded(load: Promise<void>): Promise<void> {
  await vi.advanceTimersByTimeAsync(50);
  await load;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Agents: the limit warning and the invite-agent modal', () => {
  it("the row of a switch whose warning the portal holds is usable again; a late 'Enable agent' still saves", async () => {
    const { presenter, host, agents } = agentsPage({ quantity: 1 });
    await loaded(presenter.load());
    const alert = held<boolean>();
    host.alertAnswer = alert.ask;
    const run = presenter.actions.enabledToggled(CARLA, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(presenter.rows.find((row) => row.id === CARLA)?.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS);
    expect(presenter.rows.find((row) => row.id === CARLA)).toMatchObject({ busy: false, enabled: false });
    alert.answers[0]!(true);
    await run;
    expect(agents.saved).toEqual([expect.objectContaining({ userIdentity: CARLA, isEnabled: true })]);
    expect(presenter.rows.find((row) => row.id === CARLA)).toMatchObject({ busy: false, enabled: true });
  });

  it("'Add agent' is usable again while the portal holds its modal; a late confirmation reloads the list", async () => {
    const { presenter, modal, agents } = agentsPage();
    await loaded(presenter.load());
    const answer = held<InviteAgentAnswer>();
    modal.open = () => {
      modal.opened += 1;
      return answer.ask();
    };
    const run = presenter.actions.addAgentClicked();
    expect(presenter.actions.adding).toBe(true);
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS);
    expect(presenter.actions.adding).toBe(false);
    const listed = agents.listCalls.length;
    answer.answers[0]!({ kind: 'added' });
    await loaded(run);
    expect(agents.listCalls.length).toBeGreaterThan(listed);
  });
});

describe("Members: 'Invite'", () => {
  it('usable again while the portal holds the InviteModal; a late confirmation reloads the list', async () => {
    const rig = membersPage();
    rig.presenter.start();
    await vi.advanceTimersByTimeAsync(0);
    const modal = held<boolean>();
    rig.host.modalAnswer = modal.ask;
    let loads = 0;
    const listAll = rig.gateway.listAll.bind(rig.gateway);
    rig.gateway.listAll = (...args) => {
      loads += 1;
      return listAll(...args);
    };
    const run = rig.presenter.inviteClicked();
    expect(rig.presenter.inviting).toBe(true);
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS);
    expect(rig.presenter.inviting).toBe(false);
    expect(loads).toBe(0);
    modal.answers[0]!(true);
    await run;
    expect(loads).toBe(1);
    rig.presenter.stop();
  });
});

describe("Calls: 'Hire now'", () => {
  it('usable again while the portal holds the terms modal; a late confirmation checks the terms again', async () => {
    const { presenter, host, gateway } = callsPage({ applications: [] });
    gateway.accepted = false;
    await presenter.load();
    expect(presenter.terms).toBe('not-accepted');
    const modal = held<boolean>();
    host.modalAnswer = modal.ask;
    const run = presenter.hireClicked();
    expect(presenter.hiring).toBe(true);
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS);
    expect(presenter.hiring).toBe(false);
    gateway.accepted = true;
    modal.answers[0]!(true);
    await run;
    expect(presenter.terms).toBe('accepted');
  });
});
