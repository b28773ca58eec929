import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EmptyState } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('EmptyState', () => {
  it('spec 1 §2 Calls: shows title, description and action', () => {
    renderWithKit(
      <EmptyState
        icon="search"
        title="No results found"
        description="We couldn't find any results for your search. How about redoing it?"
        action={<button type="button">Show disabled bots</button>}
      />,
    );
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find any results for your search. How about redoing it?"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show disabled bots' })).toBeInTheDocument();
  });

  it('shows only the title when nothing else is given', () => {
    const { container } = renderWithKit(<EmptyState title="No bots enabled" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelector('svg')).toBeNull();
  });
});
