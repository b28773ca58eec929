import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/domain/shared/language.rule';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import { compareMonths } from '../../../../src/presentation/reports/shared/month-change-view';
import { ReportFigure } from '../../../../src/presentation/reports/shared/ReportFigure.view';
import { TEST_RESOURCES } from '../../i18n/test-resources';

function renderFigure(
  current: number | undefined,
  previous: number | undefined,
  language: Language = 'en',
  partial = false,
) {
  const i18n = createI18n(language, TEST_RESOURCES);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <ReportFigure
        label="Total"
        value="1,500"
        partial={partial}
        change={compareMonths(current, previous, language)}
      />
    </I18nextProvider>,
  );
  return container.querySelector('.month-change');
}

describe('MonthChange under a report figure (issue 24 §2)', () => {
  it('issue 24 §2: an increase shows arrow, signed absolute and % against the previous month, and says so in words', () => {
    const change = renderFigure(1500, 1200);
    expect(change).toHaveAttribute('data-direction', 'up');
    expect(change).toHaveTextContent('▲Increase:+300 (+25%)vs. previous month');
    // The arrow is decoration for screen readers, who get the word instead.
    expect(change?.querySelector('.month-change__arrow')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Increase:')).toHaveClass('ui-visually-hidden');
  });

  it('issue 24 §2: a decrease in Portuguese and Spanish, with their separators and texts', () => {
    expect(renderFigure(1000, 1200, 'pt')).toHaveTextContent('▼Redução:−200 (−16,7%)vs. mês anterior');
    expect(renderFigure(1000, 1200, 'es')).toHaveTextContent('▼Disminución:−200 (−16,7%)vs. mes anterior');
  });

  it('issue 24 §2: the current (partial) month says its days so far are against all of last month, in pt, en and es', () => {
    expect(renderFigure(473, 1205, 'en', true)).toHaveTextContent(
      '▼Decrease:−732 (−60,7%)vs. all of last month'.replace(',', '.'),
    );
    expect(renderFigure(473, 1205, 'pt', true)).toHaveTextContent('vs. todo o mês anterior');
    expect(renderFigure(473, 1205, 'es', true)).toHaveTextContent('vs. todo el mes anterior');
  });

  it('issue 24 §2: a previous month of 0 shows the absolute change without a percentage', () => {
    expect(renderFigure(40, 0)).toHaveTextContent('▲Increase:+40vs. previous month');
  });

  it('issue 24 §2: no previous figure (failed or no data) or an unlimited one: only the comparison hides', () => {
    expect(renderFigure(1500, undefined)).toBeNull();
    expect(renderFigure(1500, -1)).toBeNull();
    expect(screen.getAllByText('1,500')).toHaveLength(2);
  });
});
