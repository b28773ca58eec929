import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TextLink } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('TextLink', () => {
  it('is a router link to the route, with a decorative icon', () => {
    const { container } = renderWithKit(
      <TextLink to="/agent" icon="arrow-left">
        Back
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/agent');
    expect(container.querySelector('[data-icon="arrow-left"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
