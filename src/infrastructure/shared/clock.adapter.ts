import { injectable } from 'inversify';
import type { Clock } from '../../application/shared/clock.port';

@injectable()
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
