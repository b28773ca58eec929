import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import {
  ReportPeriodBar,
  type ReportPeriodBarProps,
} from '../../../../src/presentation/reports/shared/ReportPeriodBar.view';
import { ReportPeriod } from '../../../../src/presentation/reports/shared/report-period';
import { TEST_RESOURCES } from '../../i18n/test-resources';

const TODAY = new Date('2025-03-18T12:00:00Z');

function renderBar(props: Partial<ReportPeriodBarProps> = {}) {
  const i18n = createI18n('en', TEST_RESOURCES);
  render(
    <I18nextProvider i18n={i18n}>
      <ReportPeriodBar
        period={new ReportPeriod('2024-01', () => TODAY, undefined)}
        language="en"
        onSelect={() => undefined}
        withoutSelector
        {...props}
      />
    </I18nextProvider>,
  );
}

describe('ReportPeriodBar (spec 3 §2.2, §2.9)', () => {
  it("by default: the current month's range to today, and the reports' partial badge", () => {
    renderBar();
    expect(screen.getByText(/^From 3\/1\/2025 to 3\/18\/2025/)).toBeInTheDocument();
    expect(screen.getByText('Partial usage')).toBeInTheDocument();
  });

  it("a page's own period and texts: revenue's range and 'Partial consumption'", () => {
    renderBar({
      namespace: 'revenue',
      shown: { range: { start: '2025-03-01', end: '2025-03-17' }, partial: true },
    });
    expect(screen.getByText(/^From 3\/1\/2025 to 3\/17\/2025/)).toBeInTheDocument();
    expect(screen.getByText('Partial consumption')).toBeInTheDocument();
  });

  it('no range and no badge when the page shows none', () => {
    renderBar({ namespace: 'revenue', shown: { range: undefined, partial: false } });
    expect(screen.queryByText(/^From /)).not.toBeInTheDocument();
    expect(screen.queryByText('Partial consumption')).not.toBeInTheDocument();
  });
});
