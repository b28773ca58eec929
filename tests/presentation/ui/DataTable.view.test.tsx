import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DataTable, type Column } from '../../../src/presentation/ui';
import { axeViolations, renderWithKit } from './ui-test-kit';

interface Agent {
  readonly id: string;
  readonly name: string;
  readonly tickets: number;
  readonly triggered: boolean;
  readonly registered: Date;
  readonly bots: readonly string[];
  readonly photo?: string;
}

const AGENTS: readonly Agent[] = [
  {
    id: 'a',
    name: 'Carla',
    tickets: 1200,
    triggered: true,
    registered: new Date('2024-01-05T10:00:00Z'),
    bots: ['Sales', 'Help'],
    photo: 'https://cdn.example.com/c.png',
  },
  {
    id: 'b',
    name: 'ana',
    tickets: 30,
    triggered: false,
    registered: new Date('2023-11-21T10:00:00Z'),
    bots: [],
  },
  {
    id: 'c',
    name: 'Bruno',
    tickets: 450.5,
    triggered: true,
    registered: new Date('2024-03-02T10:00:00Z'),
    bots: ['Help'],
  },
];

const COLUMNS: readonly Column<Agent>[] = [
  { id: 'name', header: 'Agent', value: (row) => row.name, thumbnail: (row) => row.photo },
  { id: 'tickets', header: 'No. of tickets', value: (row) => row.tickets },
  { id: 'triggered', header: 'Agent triggered', value: (row) => row.triggered },
  { id: 'registered', header: 'Registration date', value: (row) => row.registered },
  { id: 'bots', header: 'Bot', value: (row) => row.bots, sortable: false },
  { id: 'actions', header: 'Actions', render: (row) => <Button size="sm">Delete {row.name}</Button> },
];

const getId = (row: Agent) => row.id;

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

function columnTexts(index: number) {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

function SelectableHarness({ onChange }: { onChange?: (ids: ReadonlySet<string>) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      rows={AGENTS}
      columns={COLUMNS}
      getRowId={getId}
      caption="Agents"
      selectable
      selectedIds={selected}
      onSelectionChange={(ids) => {
        onChange?.(ids);
        setSelected(ids);
      }}
      selectionActions={<Button variant="danger">Delete selected</Button>}
    />
  );
}

describe('DataTable (spec 1 §2 Generic data table)', () => {
  it('spec 1 §2: booleans Yes/No, locale dates and numbers, arrays joined with ", "', () => {
    renderWithKit(<DataTable rows={AGENTS} columns={COLUMNS} getRowId={getId} caption="Agents" />);
    expect(screen.getByRole('table', { name: 'Agents' })).toBeInTheDocument();
    expect(columnTexts(1)).toEqual(['1,200', '30', '450.5']);
    expect(columnTexts(2)).toEqual(['Yes', 'No', 'Yes']);
    expect(columnTexts(3)).toEqual(['1/5/2024', '11/21/2023', '3/2/2024']);
    expect(columnTexts(4)).toEqual(['Sales, Help', '', 'Help']);
    expect(screen.getByRole('button', { name: 'Delete Carla' })).toBeInTheDocument();
  });

  it('spec 1 §2: Portuguese formatting follows the module language', () => {
    renderWithKit(<DataTable rows={AGENTS} columns={COLUMNS} getRowId={getId} />, 'pt');
    expect(columnTexts(1)).toEqual(['1.200', '30', '450,5']);
    expect(columnTexts(2)).toEqual(['Sim', 'Não', 'Sim']);
    expect(columnTexts(3)).toEqual(['05/01/2024', '21/11/2023', '02/03/2024']);
  });

  it('spec 1 §2: optional thumbnail per cell, decorative with an empty alt', () => {
    const { container } = renderWithKit(<DataTable rows={AGENTS} columns={COLUMNS} getRowId={getId} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]).toHaveAttribute('src', 'https://cdn.example.com/c.png');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("spec 1 §2: empty message 'No data', or the text given", () => {
    const { rerender } = renderWithKit(<DataTable rows={[]} columns={COLUMNS} getRowId={getId} />);
    expect(screen.getByRole('cell', { name: 'No data' })).toBeInTheDocument();
    rerender(<DataTable rows={[]} columns={COLUMNS} getRowId={getId} emptyText="No pending requests" />);
    expect(screen.getByRole('cell', { name: 'No pending requests' })).toBeInTheDocument();
  });

  it('spec 1 §2: clicking a column sorts, toggling ascending and descending, with aria-sort', async () => {
    renderWithKit(<DataTable rows={AGENTS} columns={COLUMNS} getRowId={getId} />);
    const header = screen.getByRole('columnheader', { name: /^Agent$/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(columnTexts(0)).toEqual(['ana', 'Bruno', 'Carla']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(columnTexts(0)).toEqual(['Carla', 'Bruno', 'ana']);

    const tickets = screen.getByRole('columnheader', { name: /No\. of tickets/ });
    await userEvent.click(within(tickets).getByRole('button'));
    expect(tickets).toHaveAttribute('aria-sort', 'ascending');
    expect(header).not.toHaveAttribute('aria-sort');
    expect(columnTexts(1)).toEqual(['30', '450.5', '1,200']);

    const dates = screen.getByRole('columnheader', { name: /Registration date/ });
    await userEvent.click(within(dates).getByRole('button'));
    expect(columnTexts(3)).toEqual(['11/21/2023', '1/5/2024', '3/2/2024']);
  });

  it('columns without a value, or marked unsortable, have no sort button', () => {
    renderWithKit(<DataTable rows={AGENTS} columns={COLUMNS} getRowId={getId} />);
    expect(within(screen.getByRole('columnheader', { name: 'Bot' })).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
  });

  it("spec 1 §2: select-all selects every row, the counter reads '{n} selected' with the actions", async () => {
    const onChange = vi.fn();
    renderWithKit(<SelectableHarness onChange={onChange} />);
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['a', 'b', 'c']);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  });

  it('spec 1 §2: some rows selected makes select-all indeterminate', async () => {
    renderWithKit(<SelectableHarness />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bruno' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(selectAll.indeterminate).toBe(true);
    expect(selectAll).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Carla' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select ana' }));
    expect(selectAll.indeterminate).toBe(false);
    expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    expect(screen.getByRole('checkbox', { name: 'Select Bruno' })).not.toBeChecked();
  });

  it('keeps its own selection when not controlled', async () => {
    renderWithKit(<DataTable rows={AGENTS} columns={COLUMNS} getRowId={getId} selectable />, 'es');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Carla' }));
    expect(screen.getByText('1 seleccionado(s)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Carla' })).toBeChecked();
  });

  it('spec 1 §2: numbered page buttons when there are more rows than rowsPerPage', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...AGENTS[0]!,
      id: `r${index}`,
      name: `Agent ${index + 1}`,
    }));
    renderWithKit(<DataTable rows={many} columns={COLUMNS} getRowId={getId} rowsPerPage={10} />);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pagination)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(bodyRows()).toHaveLength(10);
    expect(columnTexts(0)[0]).toBe('Agent 1');
    await userEvent.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(5);
    expect(columnTexts(0)[0]).toBe('Agent 21');
    expect(within(pagination).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(within(pagination).getByRole('button', { name: 'Previous page' }));
    expect(columnTexts(0)[0]).toBe('Agent 11');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '12');
  });

  it('no page buttons when the rows fit in one page', () => {
    renderWithKit(<DataTable rows={AGENTS} columns={COLUMNS} getRowId={getId} rowsPerPage={3} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('spec 1 §9: body max height defaults to 200 px and takes the height given', () => {
    const { container, rerender } = renderWithKit(
      <DataTable rows={AGENTS} columns={COLUMNS} getRowId={getId} />,
    );
    const scroll = container.querySelector<HTMLElement>('.ui-table__scroll');
    expect(scroll?.style.getPropertyValue('--ui-table-body-max-height')).toBe('200px');
    rerender(<DataTable rows={AGENTS} columns={COLUMNS} getRowId={getId} bodyMaxHeight={440} />);
    expect(scroll?.style.getPropertyValue('--ui-table-body-max-height')).toBe('440px');
  });

  it('has no axe violations with selection, sorting and pages', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...AGENTS[index % 3]!, id: `r${index}` }));
    function Harness() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['r1']));
      return (
        <DataTable
          rows={many}
          columns={COLUMNS}
          getRowId={getId}
          caption="Agents"
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
          selectionActions={<Button>Delete selected</Button>}
          rowsPerPage={5}
        />
      );
    }
    const { container } = renderWithKit(<Harness />);
    await userEvent.click(within(screen.getByRole('columnheader', { name: /^Agent$/ })).getByRole('button'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
