import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
