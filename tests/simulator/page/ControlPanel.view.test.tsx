import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ControlPanel } from '../../../simulator/page/ControlPanel.view';
import { parseSimulatorQuery } from '../../../simulator/page/simulator-query.codec';
import { SPEC_TOGGLE_NAMES } from '../../../simulator/page/feature-toggle-names';

const QUERY =
  'role=guest&lang=es&flags=tenant-calls-settings%2Cpipeline-enable&scenario=empty&route=%2Fagent&latency=100&failRate=0.2&timeoutRate=0.1&seed=5&members=300&frame=%2Fwire%2F';

function setup(query = QUERY) {
  const settings = parseSimulatorQuery(new URLSearchParams(query));
  const onApply = vi.fn<(query: URLSearchParams) => void>();
  render(<ControlPanel settings={settings} scenarios={['default', 'empty']} onApply={onApply} />);
  const applied = () => onApply.mock.calls.at(-1)?.[0];
  return { settings, onApply, applied, user: userEvent.setup() };
}

describe('ControlPanel', () => {
  it('architecture.md §6: shows every control read from the URL query', () => {
    setup();
    expect(screen.getByLabelText('Role')).toHaveValue('guest');
    expect(screen.getByLabelText('Language')).toHaveValue('es');
    expect(screen.getByLabelText('Scenario')).toHaveValue('empty');
    expect(screen.getByLabelText('Initial route')).toHaveValue('/agent');
    expect(screen.getByLabelText('Latency (ms)')).toHaveValue(100);
    expect(screen.getByLabelText('Fail rate (0–1)')).toHaveValue(0.2);
    expect(screen.getByLabelText('Timeout rate (0–1)')).toHaveValue(0.1);
    expect(screen.getByLabelText('Seed')).toHaveValue(5);
    expect(screen.getByLabelText('Members')).toHaveValue(300);
    expect(screen.getByLabelText('Bots')).toHaveValue(null);
    expect(screen.getByRole('checkbox', { name: 'pipeline-enable' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'tenant-calls-settings' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'billing-data-consumption' })).not.toBeChecked();
  });

  it('spec 1 §9: one checkbox per toggle name', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Feature toggles' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(SPEC_TOGGLE_NAMES);
  });

  it('round-trips: applying without changes reloads with a query that parses to the same settings', async () => {
    const { settings, applied, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
    expect(parseSimulatorQuery(applied()!)).toEqual(settings);
    expect(applied()!.get('frame')).toBe('/wire/');
  });

  it('applies edited controls: role, language, route, data scale and toggles', async () => {
    const { applied, user } = setup();
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.selectOptions(screen.getByLabelText('Language'), 'pt');
    await user.clear(screen.getByLabelText('Initial route'));
    await user.type(screen.getByLabelText('Initial route'), '/calls');
    await user.type(screen.getByLabelText('Bots'), '25');
    await user.click(screen.getByRole('checkbox', { name: 'pipeline-enable' }));
    await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
    const query = applied()!;
    expect(query.get('role')).toBe('admin');
    expect(query.get('lang')).toBe('pt');
    expect(query.get('route')).toBe('/calls');
    expect(query.get('bots')).toBe('25');
    expect(query.get('flags')).toBe('tenant-calls-settings');
  });

  it("'All on' applies flags=all and 'All off' flags=none", async () => {
    const { applied, user } = setup();
    await user.click(screen.getByRole('button', { name: 'All on' }));
    await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
    expect(applied()!.get('flags')).toBe('all');
    await user.click(screen.getByRole('button', { name: 'All off' }));
    await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
    expect(applied()!.get('flags')).toBe('none');
  });

  it('reset goes back to the defaults, keeping only the frame= override', async () => {
    const { applied, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(applied()!.toString()).toBe('frame=%2Fwire%2F');
  });
});
