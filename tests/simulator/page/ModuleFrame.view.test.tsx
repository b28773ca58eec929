import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { PortalUiStore } from '../../../simulator/page/portal-ui.store';
import {
  MAX_FRAME_HEIGHT_PX,
  MIN_FRAME_HEIGHT_PX,
  ModuleFrame,
  frameHeightPx,
} from '../../../simulator/page/ModuleFrame.view';

function setup() {
  const store = new PortalUiStore();
  const frameRef = createRef<HTMLIFrameElement>();
  render(<ModuleFrame store={store} src="http://localhost:5173/module/agent" frameRef={frameRef} />);
  return { store, frameRef, frame: screen.getByTitle('Contract administration module') };
}

describe('ModuleFrame', () => {
  it('architecture.md §6: frames the module URL and exposes its window through the ref', () => {
    const { frame, frameRef } = setup();
    expect(frame).toHaveAttribute('src', 'http://localhost:5173/module/agent');
    expect(frameRef.current).toBe(frame);
  });

  it('architecture.md §4 heightChange: takes exactly the reported height, never below the minimum', () => {
    const { store, frame } = setup();
    expect(frame.style.height).toBe(`${MIN_FRAME_HEIGHT_PX}px`);
    act(() => store.height(1234));
    expect(frame.style.height).toBe('1234px');
    act(() => store.height(120));
    expect(frame.style.height).toBe(`${MIN_FRAME_HEIGHT_PX}px`);
  });

  it('no growth loop: the frame adds nothing to the reported height and is bounded', () => {
    expect(frameHeightPx([900, 900.4])).toBe(901);
    expect(frameHeightPx([1e9])).toBe(MAX_FRAME_HEIGHT_PX);
    // Reporting back the frame's own height yields the same height: a fixed point, not growth.
    const h = frameHeightPx([950]);
    expect(frameHeightPx([h])).toBe(h);
  });

  it('architecture.md §4 stateChangeSuccess: shows the current module path', () => {
    const { store } = setup();
    expect(screen.getByLabelText('Current module path')).toHaveTextContent('(not reported yet)');
    act(() => store.navigated('/copilot'));
    expect(screen.getByLabelText('Current module path')).toHaveTextContent('/copilot');
  });

  it('architecture.md §4 startLoading / stopLoading: shows and hides the loading indicator', () => {
    const { store } = setup();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    act(() => store.loading(true));
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    act(() => store.loading(false));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
