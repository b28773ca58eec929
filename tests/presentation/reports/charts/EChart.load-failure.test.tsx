import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EChart } from '../../../../src/presentation/reports/charts/EChart.view';

// The ECharts chunk fails to load (a deploy replaced it, the network dropped): the dynamic
// import rejects. Only here is the module mocked, and only to make that import fail.
vi.mock('../../../../src/presentation/reports/charts/echarts-setup', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterAll(() => warn.mockRestore());

describe('EChart when ECharts cannot be loaded', () => {
  it('replaces the placeholder with a small text, in the same height, without an unhandled rejection', async () => {
    render(<EChart option={{}} height={160} ariaLabel="Weekly users" unavailableText="Chart unavailable" />);
    expect(screen.getByRole('img', { name: 'Weekly users' })).toHaveAttribute('aria-busy', 'true');

    const fallback = await screen.findByText('Chart unavailable');
    expect(fallback.parentElement).toHaveStyle({ height: '160px' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Charts could not be loaded', expect.any(Error));
  });

  it('shows the aria label as the text when no fallback text is given, and tries the import again', async () => {
    render(<EChart option={{}} height={100} ariaLabel="Doughnut: 45% used" />);
    await waitFor(() => expect(screen.getByText('Doughnut: 45% used')).toBeInTheDocument());
    // A fresh attempt (the failure was not cached) that failed again.
    expect(warn.mock.calls.filter(([message]) => message === 'Charts could not be loaded')).toHaveLength(2);
  });
});
