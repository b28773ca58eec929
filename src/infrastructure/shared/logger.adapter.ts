import { injectable } from 'inversify';
import type { Logger } from '../../application/shared/logger.port';

const TAG = '[tenant-admin]';

/** Errors the user is not shown still reach the browser console, tagged with the module's name. */
@injectable()
export class ConsoleLogger implements Logger {
  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(`${TAG} ${message}`);
    else console.error(`${TAG} ${message}`, detail);
  }

  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(`${TAG} ${message}`);
    else console.warn(`${TAG} ${message}`, detail);
  }

  info(message: string, detail?: unknown): void {
    if (detail === undefined) console.info(`${TAG} ${message}`);
    else console.info(`${TAG} ${message}`, detail);
  }
}
