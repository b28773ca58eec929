// No ECharts here: the library arrives with echarts-setup.ts, which only the dynamic import()
// below reaches. The types live in chart-instance.ts (echarts-setup needs them too, and a
// type import back to this file would close a cycle).
import type { ChartRuntime } from './chart-instance';

export type { ChartInstance, ChartRuntime } from './chart-instance';

let loading: Promise<ChartRuntime> | undefined;
let loaded: ChartRuntime | undefined;

/**
 * Loads ECharts once, on the first chart that mounts (its own chunk, never the first load).
 * A failed load is not cached: the next chart that mounts tries again.
 */
export function loadChartRuntime(): Promise<ChartRuntime> {
  loading ??= import('./echarts-setup').then(
    (module) => {
      loaded = module.chartRuntime;
      return module.chartRuntime;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The runtime when it has already been loaded: later charts render at once, without a placeholder. */
export function loadedChartRuntime(): ChartRuntime | undefined {
  return loaded;
}
