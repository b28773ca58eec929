import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type Column } from '../../../src/presentation/ui';
import { renderWithKit, withTableLayout } from './ui-test-kit';

interface Row {
  readonly id: string;
  readonly name: string;
}

const ROWS: readonly Row[] = Array.from({ length: 2_000 }, (_, index) => ({
  id: `r${index}`,
  name: `Row ${String(index).padStart(4, '0')}`,
}));
const COLUMNS: readonly Column<Row>[] = [{ id: 'name', header: 'Name', value: (row) => row.name }];
const getId = (row: Row) => row.id;

withTableLayout();

describe('DataTable onVisibleRowsChange (issue 34 §2: per-row reads ask for the rows on screen first)', () => {
  it('issue 34 §2: tells the virtualized rows in view, and the new ones after a scroll', async () => {
    const told = vi.fn<(ids: readonly string[]) => void>();
    const { container } = renderWithKit(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        getRowId={getId}
        bodyMaxHeight={400}
        onVisibleRowsChange={told}
      />,
    );
    const first = told.mock.calls.at(-1)?.[0] ?? [];
    expect(first[0]).toBe('r0');
    expect(first.length).toBeLessThanOrEqual(100);
    expect(first).not.toContain('r1999');
    const scroll = container.querySelector<HTMLElement>('.ui-table__scroll')!;
    await act(async () => {
      scroll.scrollTop = 48 * 1000;
      fireEvent.scroll(scroll);
    });
    const after = told.mock.calls.at(-1)?.[0] ?? [];
    expect(after).toContain('r1000');
    expect(after).not.toContain('r0');
  });

  it('issue 34 §2: a sort tells the new first rows; an unchanged render tells nothing again', async () => {
    const told = vi.fn<(ids: readonly string[]) => void>();
    const { rerender } = renderWithKit(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        getRowId={getId}
        bodyMaxHeight={400}
        onVisibleRowsChange={told}
      />,
    );
    const calls = told.mock.calls.length;
    rerender(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        getRowId={getId}
        bodyMaxHeight={400}
        onVisibleRowsChange={told}
      />,
    );
    expect(told.mock.calls.length).toBe(calls);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByRole('button'));
    await userEvent.click(within(header).getByRole('button'));
    expect(told.mock.calls.at(-1)?.[0][0]).toBe('r1999');
  });

  it('issue 34 §2: a paged table tells the rows of the page shown', async () => {
    const told = vi.fn<(ids: readonly string[]) => void>();
    renderWithKit(
      <DataTable
        rows={ROWS.slice(0, 30)}
        columns={COLUMNS}
        getRowId={getId}
        rowsPerPage={10}
        onVisibleRowsChange={told}
      />,
    );
    expect(told.mock.calls.at(-1)?.[0]).toEqual(ROWS.slice(0, 10).map(getId));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(told.mock.calls.at(-1)?.[0]).toEqual(ROWS.slice(10, 20).map(getId));
  });
});
