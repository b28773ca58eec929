import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DataTable, type Column } from '../../../src/presentation/ui';
import { axeViolations, renderWithKit, withScrollStandIns, withTableLayout } from './ui-test-kit';

interface Person {
  readonly id: string;
  readonly name: string;
}

const people = (count: number): readonly Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    name: `Person ${String(index).padStart(5, '0')}`,
  }));

const onDelete = vi.fn();
const COLUMNS: readonly Column<Person>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  {
    id: 'actions',
    header: 'Actions',
    render: (row) => <Button onClick={() => onDelete(row.id)}>Delete {row.name}</Button>,
  },
];
const getId = (row: Person) => row.id;

function Selectable({
  rows,
  virtualizeThreshold,
}: {
  rows: readonly Person[];
  virtualizeThreshold?: number;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      getRowId={getId}
      caption="People"
      selectable
      selectedIds={selected}
      onSelectionChange={setSelected}
      selectionActions={<Button>Remove selected</Button>}
      virtualizeThreshold={virtualizeThreshold}
      bodyMaxHeight={400}
    />
  );
}

function bodyRows(): HTMLElement[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

const rowNamed = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const status = () => screen.getByRole('status');

/** Tab into the table: past the scrolling region to its one row in the tab order. */
async function tabToFirstRow(): Promise<void> {
  const first = bodyRows()[0] as HTMLElement;
  first.focus();
  await waitFor(() => expect(first).toHaveFocus());
}

withScrollStandIns();
beforeEach(() => onDelete.mockReset());

describe('DataTable keyboard-first rows (issue 14)', () => {
  it('issue 14: one row is in the tab order (roving focus); Tab from it reaches its own controls', async () => {
    renderWithKit(<Selectable rows={people(3)} />);
    const rows = bodyRows();
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    await tabToFirstRow();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Select Person 00000' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete Person 00000' })).toHaveFocus();
  });

  it('issue 14: ArrowDown/ArrowUp move the focus between rows, Home/End to the first and last', async () => {
    renderWithKit(<Selectable rows={people(5)} />);
    await tabToFirstRow();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(rowNamed('Person 00002')).toHaveFocus();
    expect(rowNamed('Person 00002').tabIndex).toBe(0);
    expect(rowNamed('Person 00000').tabIndex).toBe(-1);
    await userEvent.keyboard('{ArrowUp}');
    expect(rowNamed('Person 00001')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(rowNamed('Person 00004')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(rowNamed('Person 00000')).toHaveFocus();
  });

  it('issue 14: at the end of a page the focus stays; PageDown moves by a page of rows', async () => {
    renderWithKit(<Selectable rows={people(25)} />);
    await tabToFirstRow();
    // No layout in jsdom: a page is the fallback of 10 rows.
    await userEvent.keyboard('{PageDown}');
    expect(rowNamed('Person 00010')).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(rowNamed('Person 00000')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(rowNamed('Person 00000')).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowDown}{PageDown}');
    expect(rowNamed('Person 00024')).toHaveFocus();
  });

  it('issue 14: Space on a row selects it and the counter is announced in a polite live region', async () => {
    renderWithKit(<Selectable rows={people(3)} />);
    // The live region is there before anything is selected, so the first change is read.
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent('');
    await tabToFirstRow();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Person 00000' })).toBeChecked();
    expect(status()).toHaveTextContent('1 selected');
    await userEvent.keyboard('{ArrowDown} ');
    expect(status()).toHaveTextContent('2 selected');
    expect(rowNamed('Person 00001')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove selected' })).toBeInTheDocument();
  });

  it('issue 14: clearing the selection with Space is announced too (read, not shown)', async () => {
    renderWithKit(<Selectable rows={people(3)} />);
    await tabToFirstRow();
    await userEvent.keyboard('  ');
    expect(screen.getByRole('checkbox', { name: 'Select Person 00000' })).not.toBeChecked();
    expect(status()).toHaveTextContent('Selection cleared');
    expect(within(status()).getByText('Selection cleared')).toHaveClass('ui-visually-hidden');
    expect(screen.queryByRole('button', { name: 'Remove selected' })).toBeNull();
  });

  it.each([
    ['pt', '1 selecionado(s)', 'Seleção removida'],
    ['es', '1 seleccionado(s)', 'Selección eliminada'],
  ])('issue 14: the announcement in %s', async (language, selected, cleared) => {
    renderWithKit(<Selectable rows={people(3)} />, language);
    await tabToFirstRow();
    await userEvent.keyboard(' ');
    expect(status()).toHaveTextContent(selected);
    await userEvent.keyboard(' ');
    expect(status()).toHaveTextContent(cleared);
  });

  it("issue 14: Space on a control inside the row is the control's own (checkbox once, button clicks)", async () => {
    renderWithKit(<Selectable rows={people(3)} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Select Person 00001' });
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(status()).toHaveTextContent('1 selected');
    const button = screen.getByRole('button', { name: 'Delete Person 00002' });
    button.focus();
    await userEvent.keyboard(' ');
    expect(onDelete).toHaveBeenCalledWith('p2');
    expect(screen.getByRole('checkbox', { name: 'Select Person 00002' })).not.toBeChecked();
    // Arrows on a control are the control's too: the focus stays on it.
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveFocus();
  });

  it('issue 14: Enter on a row does nothing new; Space without selection leaves the table alone', async () => {
    const { unmount } = renderWithKit(<Selectable rows={people(3)} />);
    await tabToFirstRow();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Select Person 00000' })).not.toBeChecked();
    expect(onDelete).not.toHaveBeenCalled();
    unmount();

    renderWithKit(<DataTable rows={people(3)} columns={COLUMNS} getRowId={getId} caption="People" />);
    await tabToFirstRow();
    await userEvent.keyboard(' {ArrowDown}');
    expect(screen.queryByRole('status')).toBeNull();
    expect(rowNamed('Person 00001')).toHaveFocus();
  });

  it('issue 14: a click in a row makes it the row in the tab order', async () => {
    renderWithKit(<Selectable rows={people(4)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Person 00002' }));
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it('issue 14: focusable rows keep the table free of axe violations', async () => {
    const { container } = renderWithKit(<Selectable rows={people(3)} />);
    await tabToFirstRow();
    await userEvent.keyboard(' ');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('DataTable keyboard-first rows in a virtualized body (issue 14)', () => {
  withTableLayout();
  beforeEach(() => {
    // The virtualizer never scrolls past the content's height: the full list's, as laid out.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ui-table__scroll') ? 48 * 10_000 : 0;
    });
  });

  it('issue 14: End scrolls the last of 10,000 rows into the DOM, then focuses and selects it', async () => {
    const { container } = renderWithKit(<Selectable rows={people(10_000)} />);
    expect(screen.queryByText('Person 09999')).toBeNull();
    await tabToFirstRow();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(rowNamed('Person 09999')).toHaveFocus());
    expect(rowNamed('Person 09999')).toHaveAttribute('aria-rowindex', '10001');
    expect(container.querySelectorAll('tbody tr:not(.ui-table__spacer)').length).toBeLessThanOrEqual(100);
    await userEvent.keyboard(' ');
    expect(status()).toHaveTextContent('1 selected');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(rowNamed('Person 00000')).toHaveFocus());
  });

  it('issue 14: arrows walk rendered rows; the first rendered row stands in when the tab stop scrolled away', async () => {
    const { container } = renderWithKit(<Selectable rows={people(1_000)} virtualizeThreshold={50} />);
    await tabToFirstRow();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(rowNamed('Person 00002')).toHaveFocus();
    const scroll = container.querySelector('.ui-table__scroll') as HTMLElement;
    scroll.scrollTo({ top: 48 * 500 });
    await waitFor(() => expect(screen.queryByText('Person 00002')).toBeNull());
    const inTabOrder = container.querySelectorAll('tbody tr[tabindex="0"]');
    expect(inTabOrder).toHaveLength(1);
    expect(inTabOrder[0]).toBe(container.querySelector('tbody tr[data-index]'));
  });
});
