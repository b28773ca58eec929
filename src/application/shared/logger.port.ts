/** Where errors that the user is not shown go ("only logged", spec 1 Leave contract flow). */
export const Logger = Symbol.for('Logger');
export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  /** What the admin opted to see (spec 3 §9 'billing-tracking-log': the tracking logs). */
  info(message: string, detail?: unknown): void;
}
