import type { CSSProperties } from 'react';

const GAP = 4;

/**
 * Where a fixed menu goes next to its button: below, unless it would run past the bottom of
 * the viewport and there is more room above. Inside the portal's frame the viewport ends
 * where the module's content does, so a menu of the last rows would otherwise be cut off
 * (and its lower items unreachable with a pointer).
 */
export function menuPlacement(
  button: { readonly top: number; readonly bottom: number; readonly right: number },
  menuHeight: number,
  viewport: { readonly width: number; readonly height: number },
): CSSProperties {
  const right = viewport.width - button.right;
  const roomBelow = viewport.height - button.bottom - GAP;
  const roomAbove = button.top - GAP;
  if (menuHeight > roomBelow && roomAbove > roomBelow) {
    return { position: 'fixed', bottom: viewport.height - button.top + GAP, right, marginTop: 0 };
  }
  return { position: 'fixed', top: button.bottom + GAP, right, marginTop: 0 };
}
