import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Card } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('Card', () => {
  it('renders the element asked for with its classes', () => {
    renderWithKit(
      <Card as="section" className="extra">
        <h2>Plan</h2>
      </Card>,
    );
    const card = screen.getByRole('heading', { name: 'Plan' }).parentElement;
    expect(card?.tagName).toBe('SECTION');
    expect(card).toHaveClass('ui-card', 'extra');
  });

  it('is a div by default', () => {
    renderWithKit(<Card>Body</Card>);
    expect(screen.getByText('Body').tagName).toBe('DIV');
  });
});
