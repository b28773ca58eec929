import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentsProgress } from '../../../src/presentation/agents/AgentsProgress.view';
import { AgentsSummaryCard } from '../../../src/presentation/agents/AgentsSummaryCard.view';
import { AgentsTable } from '../../../src/presentation/agents/AgentsTable.view';
import { axeViolations, renderWithKit } from '../ui/ui-test-kit';
import { buildPresenter } from './agents-presenter.harness';

describe('AgentsTable', () => {
  it("spec 1 §2, §6: without edit on tenant-members there is no 'Is triggerable?' switch and no Delete", async () => {
    const { presenter } = buildPresenter({ roleId: 'member' });
    await presenter.load();
    renderWithKit(<AgentsTable presenter={presenter} />);
    const region = screen.getByRole('region', { name: 'Agents' });
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Agent', 'Bot', 'Registration date', 'Agent triggered']);
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('spec 1 §2: an editor gets a labelled switch per agent and a delete button; the table passes axe', async () => {
    const { presenter } = buildPresenter();
    await presenter.load();
    const { container } = renderWithKit(<AgentsTable presenter={presenter} />);
    expect(screen.getByRole('switch', { name: 'Ana Souza: is triggerable?' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Carla Dias: is triggerable?' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete Bruno Lima' })).toBeEnabled();
    expect(screen.getAllByText('1/10/2025')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('spec 1 §9: dates and texts follow the language (pt)', async () => {
    const { presenter } = buildPresenter({ language: 'pt' });
    await presenter.load();
    renderWithKit(<AgentsTable presenter={presenter} />, 'pt');
    expect(screen.getByRole('columnheader', { name: /Data de cadastro/ })).toBeInTheDocument();
    expect(screen.getAllByText('10/01/2025')).toHaveLength(3);
    expect(screen.getByRole('switch', { name: 'Ana Souza: é acionável?' })).toBeChecked();
  });
});

describe('AgentsSummaryCard', () => {
  it("spec 1 §2: 'Expected in the Plan' is hidden when the quantity is 0; -1 reads 'Unlimited'", () => {
    const { rerender } = renderWithKit(
      <AgentsSummaryCard
        summary={{ planName: 'Standard', quantity: 0, activatedThisMonth: 2, showExpected: false }}
        status="ready"
      />,
    );
    expect(screen.getByText('0/Month')).toBeInTheDocument();
    expect(screen.queryByText(/Expected in the Plan/)).toBeNull();
    rerender(
      <AgentsSummaryCard
        summary={{ planName: 'Standard', quantity: -1, activatedThisMonth: 2, showExpected: false }}
        status="ready"
      />,
    );
    expect(screen.getByText('Unlimited')).toBeInTheDocument();
  });

  it('the activations read a dash when the list failed to load', () => {
    renderWithKit(
      <AgentsSummaryCard
        summary={{ planName: 'Standard', quantity: 5, activatedThisMonth: 0, showExpected: true }}
        status="failed"
      />,
    );
    const figure = screen.getByText('Agents activated this month').closest('div') as HTMLElement;
    expect(within(figure).getByText('—')).toBeInTheDocument();
  });

  it('spec 1 §2: es texts', () => {
    renderWithKit(
      <AgentsSummaryCard
        summary={{ planName: 'Standard', quantity: 5, activatedThisMonth: 2, showExpected: true }}
        status="ready"
      />,
      'es',
    );
    expect(screen.getByText('5/Mes')).toBeInTheDocument();
    expect(screen.getByText('Previsto en el Plan: 5 Agentes activados en el mes')).toBeInTheDocument();
  });
});

describe('AgentsProgress (issue 34 §2)', () => {
  it.each([
    [
      'en',
      'Loading agents: 2 so far…',
      'Loading agents: 2 so far. The search and the filter cover only the agents loaded so far.',
    ],
    [
      'pt',
      'Carregando agentes: 2 até agora…',
      'Carregando agentes: 2 até agora. A busca e o filtro cobrem só os agentes já carregados.',
    ],
    [
      'es',
      'Cargando agentes: 2 hasta ahora…',
      'Cargando agentes: 2 hasta ahora. La búsqueda y el filtro cubren solo los agentes ya cargados.',
    ],
  ] as const)(
    'issue 34 §2 (%s): the line counts the agents loaded so far, and a filter says it covers only those',
    async (language, plain, filtered) => {
      const { presenter, agents } = buildPresenter({ language });
      let finish: () => void = () => undefined;
      const records = [...agents.records];
      agents.listAll = (_tenantId, options) => {
        options?.onPage?.(records.slice(0, 2));
        return new Promise((resolve) => (finish = () => resolve(records)));
      };
      const loading = presenter.load();
      await new Promise((resolve) => setTimeout(resolve, 0));
      const { container } = renderWithKit(<AgentsProgress presenter={presenter} />, language);
      expect(screen.getByText(plain)).toBeInTheDocument();
      expect(container.querySelector('[data-load-progress]')).not.toBeNull();
      act(() => presenter.onlyTriggeredChanged(true));
      expect(screen.getByText(filtered)).toBeInTheDocument();
      finish();
      await act(async () => loading);
      expect(container.querySelector('[data-load-progress]')).toBeNull();
    },
  );
});
