import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportMonthStore } from '../../../../src/presentation/reports/shared/report-month.store';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { renderModule } from '../../shared/render-module';

function monthBefore(months: number): string {
  const today = new Date();
  const date = new Date(today.getFullYear(), today.getMonth() - months, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

const period = () => screen.findByRole('combobox', { name: 'Period' }) as Promise<HTMLSelectElement>;

function open(path: string) {
  return renderModule({ path, pages: PAGE_ROUTES, fakeHost: { role: 'admin', flags: 'all' } });
}

describe('report month in the URL (issue 14)', () => {
  it('a shared link opens the report on its month, and its links carry it', async () => {
    const month = monthBefore(2);
    open(`/mau-consumption?month=${month}`);
    expect((await period()).value).toBe(month);
    expect(screen.queryByText('Partial usage')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
        'href',
        `/data-consumption?month=${month}`,
      ),
    );
  });

  it("the URL's month wins over the month remembered in the session", async () => {
    const { router, container } = open('/mau-consumption');
    await userEvent.selectOptions(await period(), monthBefore(1));
    expect(container.get(ReportMonthStore).month).toBe(monthBefore(1));
    await router.navigate(`/mau-consumption/chatbots?month=${monthBefore(3)}`);
    await waitFor(async () => expect((await period()).value).toBe(monthBefore(3)));
    expect(container.get(ReportMonthStore).month).toBe(monthBefore(3));
  });

  it('a month no selector offers, or no month at all, is the current month and a plain URL', async () => {
    const { router } = open('/mau-consumption?month=1999-13');
    expect((await period()).value).toBe(monthBefore(0));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('choosing a month writes it (replace), and the current month leaves the URL plain again', async () => {
    const { router } = open('/mau-consumption');
    const select = await period();
    await userEvent.selectOptions(select, monthBefore(1));
    await waitFor(() => expect(router.state.location.search).toBe(`?month=${monthBefore(1)}`));
    await userEvent.selectOptions(select, monthBefore(0));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
