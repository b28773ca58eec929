import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Icon, ICON_PATHS, type IconName } from '../../../../src/presentation/ui';
import { renderWithKit } from '../ui-test-kit';

const REQUIRED_ICONS: readonly IconName[] = [
  'members',
  'agent',
  'certificate',
  'knowledge-base',
  'pipeline',
  'copilot',
  'calls',
  'revenue',
  'daily-active-users',
  'daily-engaged-users',
  'conversation',
  'agents-usage',
  'usage-report',
  'copy',
  'edit',
  'search',
  'close',
  'arrow-left',
  'chevron-down',
  'chevron-up',
  'chevron-right',
  'check',
  'trash',
  'upload',
  'info',
  'lock',
  'plus',
  'minus',
  'warning',
  'user',
  'sort',
];

describe('Icon', () => {
  it('has every icon the pages need, drawn inline on a 24×24 grid', () => {
    for (const name of REQUIRED_ICONS) expect(ICON_PATHS[name].length).toBeGreaterThan(0);
    const { container } = renderWithKit(<Icon name="members" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg?.querySelector('image, use')).toBeNull();
  });

  it('is decorative without a label and an image named by its label otherwise', () => {
    const { container } = renderWithKit(
      <>
        <Icon name="copy" />
        <Icon name="lock" label="Locked" size={32} />
      </>,
    );
    const decorative = container.querySelector('[data-icon="copy"]');
    expect(decorative).toHaveAttribute('aria-hidden', 'true');
    expect(decorative).toHaveAttribute('width', '20');
    const named = screen.getByRole('img', { name: 'Locked' });
    expect(named).toHaveAttribute('width', '32');
    expect(named).not.toHaveAttribute('aria-hidden');
    expect(named.querySelectorAll('path').length).toBeGreaterThan(0);
  });
});
