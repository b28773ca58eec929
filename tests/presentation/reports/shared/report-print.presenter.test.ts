import { describe, expect, it } from 'vitest';
import { reportPrint } from './report-print.fixture';

describe('ReportPrintPresenter (issue 24 §4: a report you can send)', () => {
  it('issue 24 §4: the print header names the month, the contract and the print date in each language', () => {
    const cases = [
      ['en', 'March 2025', '3/18/2025 12:00'],
      ['pt', 'Março 2025', '18/03/2025 12:00'],
      ['es', 'Marzo 2025', '18/03/2025 12:00'],
    ] as const;
    for (const [language, month, date] of cases) {
      const { presenter } = reportPrint(language);
      expect(presenter.monthText('2025-03')).toBe(month);
      expect(presenter.contractName).toBe('Acme Corp');
      expect(presenter.printedAtText).toBe(date);
    }
  });

  it('issue 24 §2 on paper: the header names the month the changes are against, January against December', () => {
    expect(reportPrint('en').presenter.previousMonthText('2025-03')).toBe('February 2025');
    expect(reportPrint('pt').presenter.previousMonthText('2025-01')).toBe('Dezembro 2024');
    expect(reportPrint('es').presenter.previousMonthText('2025-01')).toBe('Diciembre 2024');
  });

  it('issue 24 §4: the print date is taken again when a print starts, not when the page opened', () => {
    const { presenter, clock } = reportPrint('en');
    clock.now = () => new Date('2025-03-19T08:05:00Z');
    expect(presenter.printedAtText).toBe('3/18/2025 12:00');
    presenter.printStarting();
    expect(presenter.printedAtText).toBe('3/19/2025 08:05');
  });

  it("issue 24 §4: 'Print' opens the browser's print once, with the date of that moment", () => {
    const { presenter, printer, clock, host } = reportPrint('pt');
    clock.now = () => new Date('2025-04-01T09:30:00Z');
    presenter.printClicked();
    expect(printer.prints).toBe(1);
    expect(presenter.printedAtText).toBe('01/04/2025 09:30');
    expect(host.toasts).toEqual([]);
  });

  it('issue 24 §4: a browser that refuses the print gives a danger toast in the language, and nothing throws', () => {
    const { presenter, printer, host } = reportPrint('es');
    printer.refuses = true;
    expect(() => presenter.printClicked()).not.toThrow();
    expect(host.toasts).toEqual([
      {
        type: 'danger',
        message: 'No se pudo abrir la impresión. Inténtalo de nuevo o usa la opción Imprimir del navegador.',
      },
    ]);
  });
});
