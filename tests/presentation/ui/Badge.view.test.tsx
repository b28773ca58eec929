import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Badge } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('Badge', () => {
  it('shows the count and reads its label instead when given', () => {
    renderWithKit(
      <>
        <Badge count={3} label="3 pending requests" />
        <Badge count={7} />
      </>,
    );
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 pending requests')).toHaveClass('ui-visually-hidden');
    expect(screen.getByText('7')).not.toHaveAttribute('aria-hidden');
  });
});
