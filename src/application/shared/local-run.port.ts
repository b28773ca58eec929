/**
 * Whether the module runs on this machine (served from a loopback address: the simulator) rather
 * than in production. Bound as a constant at start-up; only a local run may send files to plain
 * http on a loopback host (issue 20 §3).
 */
export const LocalRun = Symbol.for('LocalRun');
export type LocalRun = boolean;
