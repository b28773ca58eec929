import { describe, expect, it } from 'vitest';
import type { PermissionBot } from '../../../../src/domain/shared/bot-list.rule';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import {
  BotActions,
  type BulkSave,
} from '../../../../src/presentation/shared/bot-list/bot-actions.presenter';
import { BotListPresenter } from '../../../../src/presentation/shared/bot-list/bot-list.presenter';
import { hostFeedback } from '../../../../src/presentation/shared/host-feedback';
import { UndoOfferPresenter } from '../../../../src/presentation/shared/undo/undo-offer.presenter';
import { FakeHostGateway } from '../../../support/fake-host-gateway';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { RecordingLogger } from '../fakes';

const bot = (id: string, enabled: boolean): PermissionBot => ({
  id,
  name: `Bot ${id}`,
  enabled,
  hasPermission: true,
  stateKnown: true,
});

/** A save over a backend of states by id; the ids in `failing` are refused. */
function backend(bots: readonly PermissionBot[]) {
  const states = new Map(bots.map((b) => [b.id, b.enabled]));
  const failing = new Set<string>();
  const calls: [string[], boolean][] = [];
  const save: BulkSave<PermissionBot> = (chosen, enabled) => {
    calls.push([chosen.map((b) => b.id), enabled]);
    const ok = chosen.filter((b) => !failing.has(b.id));
    for (const b of ok) states.set(b.id, enabled);
    return Promise.resolve({
      succeeded: ok.map((b) => ({ ...b, enabled })),
      failed: chosen.filter((b) => failing.has(b.id)).map(() => ({ error: 'refused' })),
    });
  };
  return { states, failing, calls, save };
}

function setup(bots: readonly PermissionBot[]) {
  const list = new BotListPresenter<PermissionBot>((b) => [b.name]);
  list.replace(bots);
  const host = new FakeHostGateway();
  const logger = new RecordingLogger();
  const texts = createI18n('en', TEST_RESOURCES);
  const undo = new UndoOfferPresenter(texts, logger, () => () => undefined);
  const actions = new BotActions(list, hostFeedback(host), logger, undo, texts);
  return { list, host, undo, actions, ...backend(bots) };
}

const toasts = {
  success: { type: 'success', message: 'ok' },
  failure: () => ({ type: 'danger', message: 'ko' }) as const,
} as const;

describe('bot bulk changes: Undo (issue 38 §2)', () => {
  it('issue 38 §2: the undo saves each bot back to its previous state with the same save', async () => {
    const rig = setup([bot('a', false), bot('b', false), bot('c', true), bot('d', false)]);
    rig.failing.add('d');
    rig.list.allToggled(true);
    await rig.actions.changeSelected({ enabled: true, save: rig.save, ...toasts });
    // c was on already and d failed: only a and b were changed.
    expect(rig.undo.text).toBe('2 bots enabled.');
    rig.failing.clear();
    await rig.undo.undoClicked();
    expect(rig.calls.at(-1)).toEqual([['a', 'b'], false]);
    expect(rig.list.bots.map((b) => [b.id, b.enabled])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
      ['d', false],
    ]);
    expect(rig.undo.text).toBe('Undone.');
    expect(rig.actions.bulkRunning).toBe(false);
  });

  it('issue 38 §2: a bot the undo could not put back is named, and keeps the state it has', async () => {
    const rig = setup([bot('a', true), bot('b', true)]);
    rig.list.allToggled(true);
    await rig.actions.changeSelected({ enabled: false, save: rig.save, ...toasts });
    expect(rig.undo.text).toBe('2 bots disabled.');
    rig.failing.add('b');
    await rig.undo.undoClicked();
    expect(rig.undo.text).toBe('Could not restore: Bot b.');
    expect(rig.list.bots.map((b) => [b.id, b.enabled])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('issue 38 §2: a bulk change that saved nothing offers no Undo', async () => {
    const rig = setup([bot('a', false)]);
    rig.failing.add('a');
    rig.list.allToggled(true);
    await rig.actions.changeSelected({ enabled: true, save: rig.save, ...toasts });
    expect(rig.undo.shown).toBe(false);
  });
});
