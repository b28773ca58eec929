import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Tag } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('Tag', () => {
  it("spec 1 §2: the 'New' tag of a settings card", () => {
    renderWithKit(<Tag tone="new">New</Tag>);
    expect(screen.getByText('New')).toHaveClass('ui-tag', 'ui-tag--new');
  });

  it('is neutral by default', () => {
    renderWithKit(<Tag>Partial usage</Tag>);
    expect(screen.getByText('Partial usage')).toHaveClass('ui-tag--neutral');
  });
});
