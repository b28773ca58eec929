import { describe, expect, it } from 'vitest';
import { menuPlacement } from '../../../src/presentation/shared/menu-placement';

const viewport = { width: 1000, height: 600 };

describe('a row menu stays inside the framed viewport', () => {
  it('opens below the button when it fits', () => {
    expect(menuPlacement({ top: 100, bottom: 132, right: 900 }, 200, viewport)).toEqual({
      position: 'fixed',
      top: 136,
      right: 100,
      marginTop: 0,
    });
  });

  it('opens above the button of a last row when the room below is too short', () => {
    expect(menuPlacement({ top: 540, bottom: 572, right: 900 }, 200, viewport)).toEqual({
      position: 'fixed',
      bottom: 64,
      right: 100,
      marginTop: 0,
    });
  });

  it('stays below when there is even less room above', () => {
    expect(menuPlacement({ top: 20, bottom: 52, right: 900 }, 700, viewport)).toMatchObject({ top: 56 });
  });
});
