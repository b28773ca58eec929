import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type Column } from '../../../src/presentation/ui';
import { renderWithKit, withTableLayout } from './ui-test-kit';

interface Member {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

const MEMBERS: readonly Member[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `m${index}`,
  name: `Member ${String(index).padStart(5, '0')}`,
  email: `member${index}@example.com`,
}));

const COLUMNS: readonly Column<Member>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'email', header: 'Email', value: (row) => row.email },
];
const getId = (row: Member) => row.id;

withTableLayout();

function renderedBodyRows(container: HTMLElement) {
  return [...container.querySelectorAll('tbody tr:not(.ui-table__spacer)')];
}

describe('DataTable virtualization (architecture.md §8: only visible rows render)', () => {
  it('with 10,000 rows at most ~100 rows are in the DOM, and the scroll height covers all', () => {
    const { container } = renderWithKit(
      <DataTable rows={MEMBERS} columns={COLUMNS} getRowId={getId} bodyMaxHeight={400} caption="Members" />,
    );
    const rows = renderedBodyRows(container);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(100);
    expect(screen.getByText('Member 00000')).toBeInTheDocument();
    expect(screen.queryByText('Member 09999')).toBeNull();
    expect(screen.getByRole('table', { name: 'Members' })).toHaveAttribute('aria-rowcount', '10001');
    const spacer = container.querySelector<HTMLElement>('tbody tr.ui-table__spacer:last-child');
    expect(parseFloat(spacer?.style.height ?? '0')).toBeGreaterThan(400_000);
  });

  it('scrolling brings the rows in view into the DOM, keeping the count small', async () => {
    const { container } = renderWithKit(
      <DataTable rows={MEMBERS} columns={COLUMNS} getRowId={getId} bodyMaxHeight={400} />,
    );
    const scroll = container.querySelector<HTMLElement>('.ui-table__scroll');
    if (!scroll) throw new Error('no scroll body');
    await act(async () => {
      scroll.scrollTop = 48 * 5000;
      fireEvent.scroll(scroll);
    });
    const rows = renderedBodyRows(container);
    expect(rows.length).toBeLessThanOrEqual(100);
    expect(screen.getByText('Member 05000')).toBeInTheDocument();
    expect(screen.queryByText('Member 00000')).toBeNull();
    expect(rows.some((row) => row.getAttribute('aria-rowindex') === '5002')).toBe(true);
  });

  it('sorting 10,000 rows stays virtualized and shows the new first rows', async () => {
    const { container } = renderWithKit(
      <DataTable rows={MEMBERS} columns={COLUMNS} getRowId={getId} bodyMaxHeight={400} />,
    );
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByRole('button'));
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Member 09999')).toBeInTheDocument();
    expect(renderedBodyRows(container).length).toBeLessThanOrEqual(100);
  });

  it('select-all over 10,000 virtualized rows selects them all', async () => {
    const onSelectionChange = vi.fn();
    renderWithKit(
      <DataTable
        rows={MEMBERS}
        columns={COLUMNS}
        getRowId={getId}
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect((onSelectionChange.mock.lastCall?.[0] as Set<string>).size).toBe(10_000);
    expect(screen.getByText('10,000 selected')).toBeInTheDocument();
  });

  it('issue 24 §4: a print-only note under a long list says which rows are in the DOM, in the language', () => {
    for (const [language, text] of [
      ['en', /^Rows 1 to \d+ of 10,000 printed: a long list prints only the rows in view\.$/],
      ['pt', /^Linhas 1 a \d+ de 10\.000 impressas: /],
      ['es', /^Filas 1 a \d+ de 10\.000 impresas: /],
    ] as const) {
      const { container, unmount } = renderWithKit(
        <DataTable rows={MEMBERS} columns={COLUMNS} getRowId={getId} bodyMaxHeight={400} />,
        language,
      );
      const note = container.querySelector('tfoot.ui-table__print-note');
      expect(note).toHaveAttribute('aria-hidden', 'true');
      expect(note?.textContent).toMatch(text);
      // The last row named is the last row in the DOM.
      const last = Number(/(\d+) (of|de)/.exec(note?.textContent ?? '')?.[1]);
      expect(last).toBe(renderedBodyRows(container).length);
      unmount();
    }
  });

  it("issue 24 §4: while printing, a box grown to its rows does not pull more rows in (the screen's view stays)", () => {
    // On paper the box has no height limit: measured there it would be as tall as its rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ui-table__scroll') ? 4000 : 0;
    });
    const rendered = (print: boolean) => {
      vi.stubGlobal('matchMedia', (media: string) => ({ matches: print && media === 'print' }));
      const { container, unmount } = renderWithKit(
        <DataTable rows={MEMBERS} columns={COLUMNS} getRowId={getId} bodyMaxHeight={400} />,
      );
      const count = renderedBodyRows(container).length;
      unmount();
      vi.unstubAllGlobals();
      return count;
    };
    expect(rendered(false)).toBeGreaterThan(80);
    expect(rendered(true)).toBeLessThan(30);
  });

  it('below the threshold every row is rendered', () => {
    const { container } = renderWithKit(
      <DataTable rows={MEMBERS.slice(0, 150)} columns={COLUMNS} getRowId={getId} />,
    );
    expect(renderedBodyRows(container)).toHaveLength(150);
    expect(container.querySelector('.ui-table__spacer')).toBeNull();
  });

  it('a lower threshold virtualizes shorter lists', () => {
    const { container } = renderWithKit(
      <DataTable rows={MEMBERS.slice(0, 150)} columns={COLUMNS} getRowId={getId} virtualizeThreshold={50} />,
    );
    expect(renderedBodyRows(container).length).toBeLessThan(50);
  });
});
