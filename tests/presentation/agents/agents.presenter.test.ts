import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { ANA, BRUNO, buildPresenter, CARLA } from './agents-presenter.harness';

const names = (presenter: ReturnType<typeof buildPresenter>['presenter']) =>
  presenter.rows.map((row) => row.name);

afterEach(() => {
  vi.useRealTimers();
});

describe('AgentsPresenter: loading and summary', () => {
  it('spec 1 §2: rows with name, email, bots and triggered; bots from the desk as they arrive', async () => {
    const { presenter } = buildPresenter();
    expect(presenter.status).toBe('loading');
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.rows.map((row) => [row.name, row.email, row.bots, row.triggered, row.enabled])).toEqual([
      ['Ana Souza', 'ana@acme.com', ['faq', 'sales'], true, true],
      ['Bruno Lima', 'bruno@acme.com', [], false, true],
      ['Carla Dias', 'carla@acme.com', [], false, false],
    ]);
    expect(presenter.rows[0]?.botsDisplay).toEqual({ text: 'faq, sales', dropdownCount: 2 });
  });

  it("spec 1 §2: the summary shows the plan (default 'Standard'), its Agent quantity and this month's activations", async () => {
    const { presenter } = buildPresenter({ quantity: 10 });
    await presenter.load();
    expect(presenter.summary).toEqual({
      planName: 'Standard',
      quantity: 10,
      activatedThisMonth: 1,
      showExpected: true,
    });
    const named = buildPresenter({ planName: 'Business' });
    expect(named.presenter.summary.planName).toBe('Business');
  });

  it('spec 1 §8: a failed load shows the failure; retry loads again', async () => {
    const { presenter, agents, logger } = buildPresenter();
    agents.listError = new CommandFailure('command', 'failure', 61, 'down');
    await presenter.load();
    expect(presenter.status).toBe('failed');
    expect(logger.errors).toHaveLength(1);
    agents.listError = undefined;
    await presenter.retryClicked();
    expect(presenter.status).toBe('ready');
    expect(presenter.rows).toHaveLength(3);
  });

  it('a load answered after the view left is dropped', async () => {
    const { presenter } = buildPresenter();
    const pending = presenter.load();
    presenter.dispose();
    await pending;
    expect(presenter.status).toBe('loading');
    expect(presenter.rows).toEqual([]);
  });
});

describe('AgentsPresenter: search and filters', () => {
  it('spec 1 §5, §9: the search filters by name or email 500 ms after typing stops', async () => {
    const { presenter } = buildPresenter();
    await presenter.load();
    vi.useFakeTimers();
    presenter.searchChanged('LIMA');
    expect(presenter.searchText).toBe('LIMA');
    vi.advanceTimersByTime(499);
    expect(names(presenter)).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(names(presenter)).toEqual(['Bruno Lima']);
    presenter.searchChanged('carla@');
    vi.advanceTimersByTime(500);
    expect(names(presenter)).toEqual(['Carla Dias']);
  });

  it("spec 1 §2: 'Agent not found :(' when the search finds nothing; the clear button empties it at once", async () => {
    const { presenter } = buildPresenter();
    await presenter.load();
    vi.useFakeTimers();
    presenter.searchChanged('zzz');
    vi.advanceTimersByTime(500);
    expect(presenter.emptyState).toBe('not-found');
    presenter.searchCleared();
    expect(presenter.searchText).toBe('');
    expect(presenter.emptyState).toBe('none');
    expect(presenter.rows).toHaveLength(3);
  });

  it("spec 1 §5: 'View only triggered' keeps only triggered agents", async () => {
    const { presenter } = buildPresenter();
    await presenter.load();
    presenter.onlyTriggeredChanged(true);
    expect(names(presenter)).toEqual(['Ana Souza']);
  });

  it("spec 1 §2: 'Add agent' shows for edit permission with an empty search only", async () => {
    const admin = buildPresenter().presenter;
    expect(admin.showAddButton).toBe(true);
    admin.searchChanged('a');
    expect(admin.showAddButton).toBe(false);
    admin.dispose();
    expect(buildPresenter({ roleId: 'member' }).presenter.showAddButton).toBe(false);
    expect(buildPresenter({ roleId: 'member' }).presenter.canEdit).toBe(false);
  });
});

describe('AgentsPresenter: a blank search (issue 37 §4)', () => {
  it("issue 37 §4 (spec 1 §5 Searches): a space is searched as typed, as members are: it hides 'Add agent' and the list answers that search", async () => {
    const { presenter } = buildPresenter();
    await presenter.load();
    vi.useFakeTimers();
    presenter.searchChanged(' ');
    expect(presenter.showAddButton).toBe(false);
    vi.advanceTimersByTime(500);
    // Every seeded name holds a space; no e-mail does.
    expect(names(presenter)).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    presenter.searchChanged('  ');
    vi.advanceTimersByTime(500);
    expect([presenter.rows, presenter.emptyState]).toEqual([[], 'not-found']);
    presenter.searchChanged(' lima');
    vi.advanceTimersByTime(500);
    expect(names(presenter)).toEqual(['Bruno Lima']);
    presenter.searchCleared();
    expect(presenter.showAddButton).toBe(true);
  });
});

describe('AgentsPresenter: the Is triggerable? switch', () => {
  it("spec 1 §8: disabling saves and shows 'Agent disabled for activation'", async () => {
    const { presenter, agents, host } = buildPresenter({ quantity: 10 });
    await presenter.load();
    await presenter.actions.enabledToggled(BRUNO, false);
    expect(agents.saved.at(-1)).toMatchObject({ userIdentity: BRUNO, isEnabled: false });
    expect(presenter.rows.find((row) => row.id === BRUNO)?.enabled).toBe(false);
    expect(host.toasts).toEqual([{ type: 'success', message: 'Agent disabled for activation' }]);
  });

  it("spec 1 §8: enabling under the limit saves without a warning and shows 'Agent enabled for activation'", async () => {
    const { presenter, host } = buildPresenter({ quantity: 10 });
    await presenter.load();
    await presenter.actions.enabledToggled(CARLA, true);
    expect(host.alerts).toEqual([]);
    expect(presenter.rows.find((row) => row.id === CARLA)?.enabled).toBe(true);
    expect(host.toasts).toEqual([{ type: 'success', message: 'Agent enabled for activation' }]);
  });

  it("spec 1 §4, §8: a failed enable reverts the switch and shows 'Failed to enable agent to trigger'", async () => {
    const { presenter, agents, host } = buildPresenter({ quantity: 10 });
    await presenter.load();
    agents.saveError = new CommandFailure('command', 'failure', 1, 'down');
    const pending = presenter.actions.enabledToggled(CARLA, true);
    expect(presenter.rows.find((row) => row.id === CARLA)).toMatchObject({ enabled: true, busy: true });
    await pending;
    expect(presenter.rows.find((row) => row.id === CARLA)).toMatchObject({ enabled: false, busy: false });
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failed to enable agent to trigger' }]);
  });

  it("spec 1 §8: a failed disable reverts the switch and shows 'Failed to disable agent for trigger'", async () => {
    const { presenter, agents, host } = buildPresenter({ quantity: 10 });
    await presenter.load();
    agents.saveError = new CommandFailure('command', 'failure', 1, 'down');
    await presenter.actions.enabledToggled(BRUNO, false);
    expect(presenter.rows.find((row) => row.id === BRUNO)?.enabled).toBe(true);
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failed to disable agent for trigger' }]);
  });

  it('spec 1 §9: at the limit, enabling a non-triggered agent first shows the billing warning (en)', async () => {
    const { presenter, host, agents } = buildPresenter({ quantity: 1 });
    await presenter.load();
    host.alertAnswers = [true];
    await presenter.actions.enabledToggled(CARLA, true);
    expect(host.alerts).toEqual([
      {
        variant: 'warning',
        title: 'Agent limit reached',
        body: 'You have reached the limit of activated agents in your plan, and if this agent does any assistance, an extra charge of R$ 119.90 will be generated in the March contract.',
        confirm: 'Enable agent',
        cancel: 'Cancel',
      },
    ]);
    expect(agents.saved.at(-1)).toMatchObject({ userIdentity: CARLA, isEnabled: true });
  });

  it('spec 1 §9: the warning speaks pt and es, with their money separators and month names', async () => {
    const pt = buildPresenter({ quantity: 1, language: 'pt' });
    await pt.presenter.load();
    await pt.presenter.actions.enabledToggled(CARLA, true);
    expect(pt.host.alerts[0]?.body).toBe(
      'Você atingiu o limite de agentes ativados do seu plano e, caso este agente realize algum atendimento, será gerada uma cobrança extra de R$ 119,90 no contrato de março.',
    );
    const es = buildPresenter({ quantity: 1, language: 'es' });
    await es.presenter.load();
    await es.presenter.actions.enabledToggled(CARLA, true);
    expect(es.host.alerts[0]?.body).toBe(
      'Has alcanzado el límite de agentes activados de tu plan y, si este agente realiza alguna atención, se generará un cargo extra de R$ 119,90 en el contrato de marzo.',
    );
  });

  it('spec 1 §9: cancelling the warning leaves the switch off and sends nothing', async () => {
    const { presenter, host, agents } = buildPresenter({ quantity: 1 });
    await presenter.load();
    const pending = presenter.actions.enabledToggled(CARLA, true);
    expect(presenter.rows.find((row) => row.id === CARLA)?.busy).toBe(true);
    await pending;
    expect(host.alerts).toHaveLength(1);
    expect(agents.saved).toEqual([]);
    expect(presenter.rows.find((row) => row.id === CARLA)).toMatchObject({ enabled: false, busy: false });
    expect(host.toasts).toEqual([]);
  });
});

describe('AgentsPresenter: delete', () => {
  it("spec 1 §4, §8: a non-triggered agent is deleted after confirmation: 'Agent successfully deleted!'", async () => {
    const { presenter, host, agents } = buildPresenter();
    await presenter.load();
    host.alertAnswers = [true];
    await presenter.actions.deleteClicked(BRUNO);
    expect(host.alerts[0]).toMatchObject({
      variant: 'delete',
      title: 'Delete agent',
      body: 'Do you want to delete the agent Bruno Lima? This action cannot be undone.',
    });
    expect(agents.removed).toEqual([{ tenantId: 'acme', userIdentity: BRUNO }]);
    expect(names(presenter)).toEqual(['Ana Souza', 'Carla Dias']);
    expect(host.toasts).toEqual([{ type: 'success', message: 'Agent successfully deleted!' }]);
  });

  it('spec 1 §4: cancelling the confirmation deletes nothing', async () => {
    const { presenter, agents } = buildPresenter();
    await presenter.load();
    await presenter.actions.deleteClicked(BRUNO);
    expect(agents.removed).toEqual([]);
    expect(presenter.rows).toHaveLength(3);
  });

  it("spec 1 §8: a failed delete keeps the row and shows 'Failed to delete agent'", async () => {
    const { presenter, host, agents } = buildPresenter();
    await presenter.load();
    host.alertAnswers = [true];
    agents.removeError = new CommandFailure('command', 'failure', 1, 'down');
    await presenter.actions.deleteClicked(BRUNO);
    expect(presenter.rows).toHaveLength(3);
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failed to delete agent' }]);
  });

  it('spec 1 §4: a triggered agent is offered the non-triggerable path: disabled, bots cleared, never deleted', async () => {
    const { presenter, host, agents } = buildPresenter();
    await presenter.load();
    host.alertAnswers = [true];
    await presenter.actions.deleteClicked(ANA);
    expect(host.alerts[0]).toMatchObject({
      title: 'This agent cannot be deleted',
      body: 'Ana Souza has already been triggered this month, so it cannot be deleted. Do you want to make it non-triggerable instead?',
      confirm: 'Make non-triggerable',
    });
    expect(agents.removed).toEqual([]);
    expect(agents.saved).toEqual([
      expect.objectContaining({ userIdentity: ANA, isEnabled: false, applications: [] }),
    ]);
    expect(presenter.rows.find((row) => row.id === ANA)).toMatchObject({ enabled: false, bots: [] });
    expect(host.toasts).toEqual([{ type: 'success', message: 'Agent disabled for activation' }]);
  });

  it('spec 1 §4: a triggered agent already disabled is only told why it stays', async () => {
    const { presenter, host, agents } = buildPresenter();
    await presenter.load();
    host.alertAnswers = [true, true];
    await presenter.actions.deleteClicked(ANA);
    await presenter.actions.deleteClicked(ANA);
    expect(host.alerts[1]).toMatchObject({ variant: 'info', confirm: 'Got it' });
    expect(agents.saved).toHaveLength(1);
    expect(agents.removed).toEqual([]);
  });
});

describe('AgentsPresenter: add agents', () => {
  it("spec 1 §2, §8: a confirmed modal reloads the list and shows 'Successfully created agent!'", async () => {
    const { presenter, modal, agents, host } = buildPresenter();
    await presenter.load();
    modal.answers = [{ kind: 'added' }];
    await presenter.actions.addAgentClicked();
    expect(agents.listCalls).toHaveLength(2);
    expect(host.toasts).toEqual([{ type: 'success', message: 'Successfully created agent!' }]);
    expect(presenter.actions.adding).toBe(false);
  });

  it('spec 1 §2: a cancelled modal neither reloads nor toasts', async () => {
    const { presenter, agents, host } = buildPresenter();
    await presenter.load();
    await presenter.actions.addAgentClicked();
    expect(agents.listCalls).toHaveLength(1);
    expect(host.toasts).toEqual([]);
  });

  it("spec 1 §8: an invalid address handed back gives 'Invalid email address format'", async () => {
    const { presenter, modal, host, agents } = buildPresenter();
    modal.answers = [{ kind: 'emails', entries: [{ email: 'bad', invalid: true }] }];
    await presenter.actions.addAgentClicked();
    expect(agents.added).toEqual([]);
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Invalid email address format' }]);
  });

  it("spec 1 §8: a failed add shows 'Failed to update agent'", async () => {
    const { presenter, modal, host, agents } = buildPresenter();
    modal.answers = [{ kind: 'emails', entries: [{ email: 'new@acme.com' }] }];
    agents.addError = new CommandFailure('command', 'failure', 1, 'down');
    await presenter.actions.addAgentClicked();
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failed to update agent' }]);
  });
});
