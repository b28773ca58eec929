import { describe, expect, it } from 'vitest';
import type { Member } from '../../../src/domain/members/member.entity';
import { makeSession } from '../shared/fakes';
import { tenantPresenters } from './tenant-presenter.fixture';

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

  it("spec 1: 'Members' shows the members count only when > 0", () => {
    const session = {
      ...makeSession(),
      members: [member('Accepted', 1), member('PendingUser', 2), member('PendingTenant', 3)],
    };
    expect(tenantPresenters(session).card.membersCount).toBe(2);
    expect(tenantPresenters({ ...makeSession(), members: [] }).card.membersCount).toBeUndefined();
    expect(tenantPresenters(makeSession()).card.membersCount).toBeUndefined();
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
