import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { NavCard } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('NavCard (spec 1 §2 Home: settings cards)', () => {
  it('spec 1 §2, WCAG 2.5.3: one link per card, holding just its title (its name is its visible text), described by its description', () => {
    renderWithKit(
      <NavCard to="/copilot" icon="copilot" title="Copilot" description="Bot access to Copilot" tag="New" />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'Copilot' });
    expect(link).toHaveAttribute('href', '/copilot');
    expect(link).toHaveAccessibleDescription('Bot access to Copilot');
    expect(link).toHaveTextContent(/^Copilot$/);
    // Its hit area covers the card (a ::after of the link), inside the positioned card.
    expect(link).toHaveClass('ui-nav-card__link');
    expect(link.closest('.ui-nav-card')).not.toBeNull();
  });

  it("spec 1 §2: the optional 'New' tag", () => {
    const { rerender } = renderWithKit(
      <NavCard to="/calls" icon="calls" title="Calls" description="Voice calls" tag="New" />,
    );
    expect(screen.getByText('New')).toHaveClass('ui-tag--new');
    rerender(<NavCard to="/calls" icon="calls" title="Calls" description="Voice calls" />);
    expect(screen.queryByText('New')).toBeNull();
  });
});
