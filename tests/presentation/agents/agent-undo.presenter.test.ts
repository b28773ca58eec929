import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { BRUNO, buildPresenter } from './agents-presenter.harness';

describe("agents: Undo after the 'Is triggerable?' switch (issue 38 §2)", () => {
  it('issue 38 §2: the switch offers Undo, which saves the agent back with the same command', async () => {
    const { presenter, agents } = buildPresenter({ quantity: 10 });
    await presenter.load();
    await presenter.actions.enabledToggled(BRUNO, false);
    expect(presenter.undo.text).toBe('Bruno Lima disabled for activation.');
    await presenter.undo.undoClicked();
    expect(agents.saved.at(-1)).toMatchObject({ userIdentity: BRUNO, isEnabled: true });
    expect(presenter.rows.find((row) => row.id === BRUNO)).toMatchObject({ enabled: true, busy: false });
    expect(presenter.undo.text).toBe('Undone.');
  });

  it('issue 38 §2: an undo that fails puts the switch back where it was and names the agent', async () => {
    const { presenter, agents } = buildPresenter({ quantity: 10 });
    await presenter.load();
    await presenter.actions.enabledToggled(BRUNO, false);
    agents.saveError = new CommandFailure('command', 'failure', 1, 'down');
    await presenter.undo.undoClicked();
    expect(presenter.rows.find((row) => row.id === BRUNO)).toMatchObject({ enabled: false, busy: false });
    expect(presenter.undo.text).toBe('Could not restore: Bruno Lima.');
  });

  it('issue 38 §2: a failed switch offers no Undo', async () => {
    const { presenter, agents } = buildPresenter({ quantity: 10 });
    await presenter.load();
    agents.saveError = new CommandFailure('command', 'failure', 1, 'down');
    await presenter.actions.enabledToggled(BRUNO, false);
    expect(presenter.undo.shown).toBe(false);
  });
});
