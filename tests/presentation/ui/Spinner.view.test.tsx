import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Spinner } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('Spinner', () => {
  it("is a status announcing 'Loading…' by default", () => {
    renderWithKit(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('speaks the module language or the label given', () => {
    renderWithKit(
      <>
        <Spinner />
        <Spinner label="Loading members" />
      </>,
      'pt',
    );
    const [first, second] = screen.getAllByRole('status');
    expect(first).toHaveTextContent('Carregando…');
    expect(second).toHaveTextContent('Loading members');
  });
});
