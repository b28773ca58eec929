import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/domain/shared/language.rule';
import {
  ReportPeriodBar,
  type ReportPeriodBarProps,
} from '../../../../src/presentation/reports/shared/ReportPeriodBar.view';
import { ReportPeriod } from '../../../../src/presentation/reports/shared/report-period.presenter';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { reportPrint } from './report-print.fixture';

const TODAY = new Date('2025-03-18T12:00:00Z');

function renderBar(
  props: Partial<ReportPeriodBarProps> = {},
  language: Language = 'en',
  month: string | undefined = undefined,
) {
  const print = reportPrint(language, TODAY.toISOString());
  const { unmount } = render(
    <ContainerProvider container={print.container}>
      <I18nextProvider i18n={print.i18n}>
        <ReportPeriodBar
          period={new ReportPeriod('2024-01', () => TODAY, month)}
          language={language}
          onSelect={() => undefined}
          withoutSelector
          {...props}
        />
      </I18nextProvider>
    </ContainerProvider>,
  );
  return { ...print, unmount };
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

describe("ReportPeriodBar's Print (issue 24 §4)", () => {
  const printHeader = () => screen.getByTestId('report-print-header');

  it("issue 24 §4: one 'Print' button in each language, which opens the browser's print", async () => {
    for (const [language, name] of [
      ['en', 'Print'],
      ['pt', 'Imprimir'],
      ['es', 'Imprimir'],
    ] as const) {
      const { printer, unmount } = renderBar({}, language);
      const button = screen.getByRole('button', { name });
      await userEvent.click(button);
      expect(printer.prints).toBe(1);
      unmount();
    }
  });

  it('issue 24 §4: the print header names the chosen month, the contract, the print date and the month the changes are against, per language', () => {
    const cases = [
      [
        'en',
        [
          'Month: February 2025',
          'Contract: Acme Corp',
          'Printed on 3/18/2025 12:00',
          'Changes (▲ ▼) are against January 2025.',
        ],
      ],
      [
        'pt',
        [
          'Mês: Fevereiro 2025',
          'Contrato: Acme Corp',
          'Impresso em 18/03/2025 12:00',
          'As variações (▲ ▼) são em relação a Janeiro 2025.',
        ],
      ],
      [
        'es',
        [
          'Mes: Febrero 2025',
          'Contrato: Acme Corp',
          'Impreso el 18/03/2025 12:00',
          'Las variaciones (▲ ▼) son respecto a Enero 2025.',
        ],
      ],
    ] as const;
    for (const [language, lines] of cases) {
      const { unmount } = renderBar({}, language, '2025-02');
      const header = printHeader();
      expect(
        within(header)
          .getAllByRole('paragraph')
          .map((line) => line.textContent),
      ).toEqual(lines);
      unmount();
    }
  });

  it("issue 24 §4: the browser's own Print (Ctrl+P) also shows the date of that moment", () => {
    const { clock } = renderBar();
    clock.now = () => new Date('2025-03-20T07:45:00Z');
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(within(printHeader()).getByText('Printed on 3/20/2025 07:45')).toBeInTheDocument();
  });
});
