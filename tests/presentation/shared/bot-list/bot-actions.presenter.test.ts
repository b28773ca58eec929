import { describe, expect, it } from 'vitest';
import type { PermissionBot } from '../../../../src/domain/shared/bot-list.rule';
import { BotActions } from '../../../../src/presentation/shared/bot-list/bot-actions.presenter';
import { BotListPresenter } from '../../../../src/presentation/shared/bot-list/bot-list.presenter';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import { hostFeedback } from '../../../../src/presentation/shared/host-feedback';
import { UndoOfferPresenter } from '../../../../src/presentation/shared/undo/undo-offer.presenter';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { RecordingLogger } from '../fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

const bot = (id: string, enabled = false, hasPermission = true, stateKnown = true): PermissionBot => ({
  id,
  name: id,
  enabled,
  hasPermission,
  stateKnown,
});

function setup(bots: readonly PermissionBot[]) {
  const list = new BotListPresenter<PermissionBot>((b) => [b.name]);
  list.replace(bots);
  const host = new FakeHostGateway();
  const logger = new RecordingLogger();
  const texts = createI18n('en', TEST_RESOURCES);
  const undo = new UndoOfferPresenter(texts, logger, () => () => undefined);
  return { list, host, logger, undo, actions: new BotActions(list, hostFeedback(host), logger, undo, texts) };
}

const success = { type: 'success', message: 'ok' } as const;
const failed = { type: 'danger', message: 'failed' } as const;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

describe('bot changes (spec 1 §4, §5, §8: Copilot and Calls)', () => {
  it('spec 1 §4: the change shows at once, the row is busy until the answer, then the success toast', async () => {
    const { list, host, actions } = setup([bot('a')]);
    const answer = deferred<PermissionBot>();
    const done = actions.changeOne('a', (b) => ({
      wanted: { ...b, enabled: true },
      save: () => answer.promise,
      success,
      failure: () => failed,
    }));
    expect(list.find('a')?.enabled).toBe(true);
    expect(list.isBusy('a')).toBe(true);
    expect(actions.canChange('a')).toBe(false);
    answer.resolve(bot('a', true));
    await done;
    expect(list.isBusy('a')).toBe(false);
    expect(host.toasts).toEqual([success]);
  });

  it("spec 1 §4 'Calls': on failure the local value reverts and the failure toast shows", async () => {
    const { list, host, logger, actions } = setup([bot('a')]);
    await actions.changeOne('a', (b) => ({
      wanted: { ...b, enabled: true },
      save: () => Promise.reject(new Error('21')),
      success,
      failure: (error) => ({ type: 'danger', message: String(error) }),
    }));
    expect(list.find('a')?.enabled).toBe(false);
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Error: 21' }]);
    expect(logger.errors).toHaveLength(1);
  });

  it("spec 1 §5 'Other': a locked bot is never changed", async () => {
    const { host, actions } = setup([bot('x', false, false)]);
    let saved = false;
    await actions.changeOne('x', (b) => ({
      wanted: b,
      save: () => {
        saved = true;
        return Promise.resolve(b);
      },
      success,
      failure: () => failed,
    }));
    expect(saved).toBe(false);
    expect(host.toasts).toEqual([]);
  });

  it('issue 34 §1: a bot whose state is not read yet can be neither changed nor selected', async () => {
    const { list, host, actions } = setup([bot('u', false, true, false)]);
    expect(actions.canChange('u')).toBe(false);
    let saved = false;
    await actions.changeOne('u', (b) => ({
      wanted: { ...b, enabled: true },
      save: () => {
        saved = true;
        return Promise.resolve(b);
      },
      success,
      failure: () => failed,
    }));
    list.selectionToggled('u', true);
    list.allToggled(true);
    expect(saved).toBe(false);
    expect(list.selected.size).toBe(0);
    expect(host.toasts).toEqual([]);
  });

  it('spec 1 §4: bulk saves the selected bots, keeps failed ones as they were, and clears the selection', async () => {
    const { list, host, actions } = setup([bot('a'), bot('b'), bot('c')]);
    list.allToggled(true);
    let errors: readonly unknown[] = [];
    await actions.changeSelected({
      enabled: true,
      save: (bots) =>
        Promise.resolve({
          succeeded: bots.filter((b) => b.id !== 'c').map((b) => ({ ...b, enabled: true })),
          failed: [{ error: 'c failed' }],
        }),
      success,
      failure: (all) => {
        errors = all;
        return failed;
      },
    });
    expect(list.bots.map((b) => [b.id, b.enabled])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
    expect(errors).toEqual(['c failed']);
    expect(host.toasts).toEqual([failed]);
    expect(list.selected.size).toBe(0);
    expect(list.allSelected).toBe(false);
    expect(actions.bulkRunning).toBe(false);
  });

  it('spec 1 §4: a bulk action is blocked while one runs, and rows cannot change meanwhile', async () => {
    const { list, actions } = setup([bot('a'), bot('b')]);
    list.allToggled(true);
    const answer = deferred<{ succeeded: PermissionBot[]; failed: [] }>();
    let calls = 0;
    const change = {
      enabled: false,
      save: () => {
        calls += 1;
        return answer.promise;
      },
      success,
      failure: () => failed,
    };
    const first = actions.changeSelected(change);
    await actions.changeSelected(change);
    expect(calls).toBe(1);
    expect(actions.bulkRunning).toBe(true);
    expect(actions.bulkTarget).toBe(false);
    expect(actions.canChange('a')).toBe(false);
    answer.resolve({ succeeded: [], failed: [] });
    await first;
    expect(actions.canChange('a')).toBe(true);
  });

  it('a bulk save that throws still clears the selection and ends the run', async () => {
    const { list, host, actions } = setup([bot('a')]);
    list.allToggled(true);
    await actions.changeSelected({
      enabled: true,
      save: () => Promise.reject(new Error('down')),
      success,
      failure: () => failed,
    });
    expect(host.toasts).toEqual([failed]);
    expect(list.selected.size).toBe(0);
    expect(actions.bulkRunning).toBe(false);
  });
});
