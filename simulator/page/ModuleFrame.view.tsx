import type { Ref } from 'react';
import type { PortalUiStore } from './portal-ui.store';
import { usePortalUi } from './use-portal-ui.hook';

export const MIN_FRAME_HEIGHT_PX = 480;
export const MAX_FRAME_HEIGHT_PX = 20000;

/**
 * The frame takes exactly the last reported content height (bounded), adding nothing of
 * its own: a frame that grew past the content would make the module report more, in a loop.
 */
export function frameHeightPx(heights: readonly number[]): number {
  const last = heights[heights.length - 1];
  if (last === undefined) return MIN_FRAME_HEIGHT_PX;
  return Math.min(MAX_FRAME_HEIGHT_PX, Math.max(MIN_FRAME_HEIGHT_PX, Math.ceil(last)));
}

interface ModuleFrameProps {
  readonly store: PortalUiStore;
  readonly src: string;
  readonly frameRef: Ref<HTMLIFrameElement>;
}

/** The module, framed from the other origin, with the portal's loading state and current path. */
export function ModuleFrame({ store, src, frameRef }: ModuleFrameProps) {
  const { heights, loading, currentPath } = usePortalUi(store);
  return (
    <section className="sim-stage" aria-label="Module">
      <div className="sim-stage-bar">
        <span>
          Module path: <output aria-label="Current module path">{currentPath ?? '(not reported yet)'}</output>
        </span>
        {loading && (
          <span className="sim-loading" role="status">
            Loading…
          </span>
        )}
      </div>
      <iframe
        ref={frameRef}
        className="sim-frame"
        name="tenant-admin-module"
        title="Contract administration module"
        src={src}
        allow="clipboard-write"
        style={{ height: `${frameHeightPx(heights)}px` }}
      />
    </section>
  );
}
