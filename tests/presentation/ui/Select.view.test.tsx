import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('Select', () => {
  it('is a native select named by its label that reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <Select
        value="all"
        label="Filtrar por"
        onChange={onChange}
        options={[
          { value: 'all', label: 'All bots' },
          { value: 'enabled', label: 'Only enabled' },
          { value: 'disabled', label: 'Only disabled' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Filtrar por' });
    expect(select).toHaveValue('all');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All bots',
      'Only enabled',
      'Only disabled',
    ]);
    await userEvent.selectOptions(select, 'Only enabled');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('enabled');
  });
});
