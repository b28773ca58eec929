import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { contractMembersCount } from '../../../src/domain/tenant/contract-card.rule';
import { MEMBERS_PAGES } from '../members/members-view.fixture';
import { renderModule } from '../shared/render-module';

/** The card's and the members page's own words in each language. */
const TEXTS = {
  pt: { card: 'Contrato', members: 'Membros', invite: 'Convidar', pending: ' (Pendente)' },
  en: { card: 'Contract', members: 'Members', invite: 'Invite', pending: ' (Pending)' },
  es: { card: 'Contrato', members: 'Miembros', invite: 'Invitar', pending: ' (Pendiente)' },
} as const;

describe("the contract card's 'Members' count after the members page (issue 37 §2)", () => {
  it.each(['pt', 'en', 'es'] as const)(
    'issue 37 §2 (spec 1 §2 Contract card): in %s, back on the home after an invite the card counts the invitee, without reloading the frame',
    async (lang) => {
      const words = TEXTS[lang];
      const view = renderModule({ fakeHost: { role: 'admin', lang }, pages: MEMBERS_PAGES });
      const host = view.container.get<FakeHost>(FakeHostToken);
      const countOnCard = async () => {
        const card = await screen.findByRole('article', { name: words.card });
        return within(card).getByText(words.members, { exact: true }).nextElementSibling;
      };
      const before = contractMembersCount(host.state.members)!;
      await waitFor(async () => expect(await countOnCard()).toHaveTextContent(String(before)));

      await view.router.navigate('/members');
      view.ui.answerModals({ confirmed: true, data: { emails: ['new.person@acme.com'], roleId: 'member' } });
      await userEvent.click(await screen.findByRole('button', { name: words.invite }));
      expect(await screen.findByText(`new.person@acme.com${words.pending}`)).toBeInTheDocument();

      await view.router.navigate('/');
      await waitFor(async () => expect(await countOnCard()).toHaveTextContent(String(before + 1)));
      expect(contractMembersCount(host.state.members)).toBe(before + 1);
    },
  );
});
