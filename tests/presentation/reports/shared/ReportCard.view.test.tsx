import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportCard } from '../../../../src/presentation/reports/shared/ReportCard.view';

function renderCard(figures: { readonly total: number } | undefined) {
  render(
    <ReportCard title="Consolidated" loadingLabel="Loading figures" figures={figures}>
      {(loaded, titleId) => (
        <div role="group" aria-labelledby={titleId}>
          Total {loaded.total}
        </div>
      )}
    </ReportCard>,
  );
}

describe('ReportCard (spec 3 §2.5, §2.8: the consolidated card)', () => {
  it('shows a spinner under its title while the figures load', () => {
    renderCard(undefined);
    expect(screen.getByRole('heading', { level: 2, name: 'Consolidated' })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByText('Loading figures')).toBeInTheDocument();
  });

  it('then its body, which can name a group after the title', () => {
    renderCard({ total: 7 });
    expect(screen.getByRole('group', { name: 'Consolidated' })).toHaveTextContent('Total 7');
  });
});
