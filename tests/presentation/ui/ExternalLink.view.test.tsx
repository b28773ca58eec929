import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ExternalLink } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('ExternalLink (security: validate URLs before navigating)', () => {
  it('opens https addresses in a new tab without opener', () => {
    renderWithKit(<ExternalLink href="https://help.example.com/copilot">Learn more.</ExternalLink>);
    const link = screen.getByRole('link', { name: /Learn more\./ });
    expect(link).toHaveAttribute('href', 'https://help.example.com/copilot');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('renders any other address as plain text', () => {
    renderWithKit(
      <>
        <ExternalLink href="javascript:alert(1)">Bad</ExternalLink>
        <ExternalLink href="http://insecure.example.com">Plain</ExternalLink>
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bad').tagName).toBe('SPAN');
    expect(screen.getByText('Plain').tagName).toBe('SPAN');
  });
});
