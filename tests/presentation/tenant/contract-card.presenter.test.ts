import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { describe, expect, it, vi } from 'vitest';
import type { Member } from '../../../src/domain/members/member.entity';
import type { FakeMembersGateway } from '../../application/members/members-fakes';
import { SETTINGS } from '../../application/tenant/tenant-fakes';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { ContractCardPresenter } from '../../../src/presentation/tenant/contract-card.presenter';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { fixedClock, makeSession } from '../shared/fakes';
import { FakeClipboard, tenantPresenters } from './tenant-presenter.fixture';

const i18n = createI18n('en', TEST_RESOURCES);

/** The members' listing held until the test answers it (one listing per count). */
function held(gateway: FakeMembersGateway) {
  const answers: ((members: Member[]) => void)[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  gateway.listAll = (_tenantId, options = {}) =>
    new Promise<Member[]>((resolve) => {
      signals.push(options.signal);
      answers.push(resolve);
    });
  return {
    signals,
    get asked() {
      return signals.length;
    },
    answer: (members: Member[]) => answers.shift()?.(members),
  };
}

const member = (userStatus: Member['userStatus'], n: number): Member => ({
  userIdentity: `m${n}@blip.ai`,
  fullName: `M ${n}`,
  email: `m${n}@x.com`,
  roleId: 'guest',
  userStatus,
});

describe('ContractCardPresenter (spec 1 Contract card)', () => {
  it("spec 1: shows the contract URL '{tenantId}.{platform domain}', the ID and the creation date with dots", () => {
    const { card } = tenantPresenters(makeSession({ language: 'pt' }));
    expect(card.name).toBe('Acme Corp');
    expect(card.contractUrl).toBe('acme.blip.ai');
    expect(card.tenantId).toBe('acme');
    expect(card.creationDate).toBe('01.04.2023');
    expect(card.initials).toBe('AC');
  });

  it("spec 1: 'Chatbots' counts the host's applications and shows only when > 0", async () => {
    const { card, host } = tenantPresenters();
    host.applications = () =>
      Promise.resolve([
        { shortName: 'a', name: 'A' },
        { shortName: 'b', name: 'B' },
      ]);
    expect(card.chatbotsCount).toBeUndefined();
    expect(card.isLoadingChatbots).toBe(true);
    await card.start();
    expect(card.isLoadingChatbots).toBe(false);
    expect(card.chatbotsCount).toBe(2);
    const empty = tenantPresenters();
    await empty.card.start();
    expect(empty.card.chatbotsCount).toBeUndefined();
    const failing = tenantPresenters();
    failing.host.applications = () => Promise.reject(new Error('host away'));
    await failing.card.start();
    expect([failing.card.isLoadingChatbots, failing.card.chatbotsCount]).toEqual([false, undefined]);
  });

  it("spec 1: 'Members' shows the members count (accepted and invitees) only when > 0", async () => {
    const counted = tenantPresenters();
    counted.members.pages = [[member('Accepted', 1), member('PendingUser', 2), member('PendingTenant', 3)]];
    await counted.card.start();
    await vi.waitFor(() => expect(counted.card.membersCount).toBe(2));
    const none = tenantPresenters();
    await none.card.start();
    await vi.waitFor(() => expect(none.card.isCountingMembers).toBe(false));
    expect(none.card.membersCount).toBeUndefined();
  });

  it('issue 34 §2: while the pages are unanswered the card says it is counting, never a number; the count comes with the pages', async () => {
    const { card, members } = tenantPresenters();
    const pages = held(members);
    expect(card.isCountingMembers).toBe(true);
    await card.start();
    expect(pages.asked).toBe(1);
    expect([card.isCountingMembers, card.membersCount]).toEqual([true, undefined]);
    pages.answer([member('Accepted', 1), member('Accepted', 2), member('Accepted', 3)]);
    await vi.waitFor(() => expect(card.membersCount).toBe(3));
    expect(card.isCountingMembers).toBe(false);
  });

  it('issue 34 §2: a count that fails hides the line and is logged', async () => {
    const { card, members, logger } = tenantPresenters();
    members.listError = new Error('timeout');
    await card.start();
    await vi.waitFor(() => expect(card.isCountingMembers).toBe(false));
    expect(card.membersCount).toBeUndefined();
    expect(logger.errors.map((entry) => entry.message)).toEqual([
      'Members of the contract could not be counted',
    ]);
  });

  it('issue 34 §2: leaving the home aborts the count; a count once known is kept for the session', async () => {
    const { card, members, store, membersCount, logger, host } = tenantPresenters();
    const pages = held(members);
    await card.start();
    card.stop();
    expect(pages.signals[0]?.aborted).toBe(true);
    pages.answer([member('Accepted', 1)]);
    // The next visit (a new card over the same session store) counts anew, and keeps it.
    const tracker = new Tracker(store, host, logger, fixedClock('2025-03-18T12:00:00Z'));
    const again = () =>
      new ContractCardPresenter(
        store,
        host,
        hostFeedback(host),
        new FakeClipboard(),
        i18n,
        SETTINGS,
        logger,
        tracker,
        membersCount,
      );
    const second = again();
    await second.start();
    expect(pages.asked).toBe(2);
    pages.answer([member('Accepted', 1), member('Accepted', 2)]);
    await vi.waitFor(() => expect(second.membersCount).toBe(2));
    second.stop();
    const third = again();
    await third.start();
    expect([pages.asked, third.isCountingMembers, third.membersCount]).toEqual([2, false, 2]);
  });

  it("spec 1 §6: a member or a guest counts nothing and sees no 'Members' line", async () => {
    for (const roleId of ['member', 'guest'] as const) {
      const { card, members } = tenantPresenters(makeSession({ roleId }));
      const pages = held(members);
      await card.start();
      expect([pages.asked, card.isCountingMembers, card.membersCount]).toEqual([0, false, undefined]);
    }
  });

  it("issue 34 §2: the members page's complete listing gives the count without paging again", async () => {
    const { card, members, membersCount } = tenantPresenters();
    const pages = held(members);
    membersCount.listed([member('Accepted', 1), member('PendingTenant', 2)]);
    await card.start();
    expect([pages.asked, card.isCountingMembers, card.membersCount]).toEqual([0, false, 1]);
  });

  it("spec 1: copying the URL or the ID shows 'Text coppied to clipboard!' (typo as shipped)", async () => {
    const { card, clipboard, host } = tenantPresenters();
    await card.copyUrlClicked();
    await card.copyIdClicked();
    expect(clipboard.written).toEqual(['acme.blip.ai', 'acme']);
    expect(host.toasts).toEqual([
      { type: 'success', message: 'Text coppied to clipboard!' },
      { type: 'success', message: 'Text coppied to clipboard!' },
    ]);
  });

  it('spec 1: the copy toast per language', async () => {
    for (const [language, text] of [
      ['pt', 'Texto copiado com sucesso!'],
      ['es', '¡Texto copiado con éxito!'],
    ] as const) {
      const { card, host } = tenantPresenters(makeSession({ language }), language);
      await card.copyIdClicked();
      expect(host.toasts).toEqual([{ type: 'success', message: text }]);
    }
  });

  it('a clipboard that refuses gives a warning toast, not an error', async () => {
    const { card, clipboard, host, logger } = tenantPresenters();
    clipboard.refuse = true;
    await card.copyUrlClicked();
    expect(host.toasts).toEqual([
      { type: 'warning', message: 'The text could not be copied. Select it and copy it by hand.' },
    ]);
    expect(logger.errors).toEqual([]);
  });
});
