import { CommandFailure, isCommandFailure } from '../../domain/shared/command-failure';
import { parseCommandError } from './command-error.parser';
import { HostRequestError } from './host-transport';

/**
 * Turns whatever a host request rejected with into the one failure type callers see
 * (HostGateway and CommandChannel reject only with CommandFailure). For a portal action
 * (`source: 'host'`) an error that is not a command body is the host's own 'error-reply';
 * for a command it is 'malformed'.
 */
export function toCommandFailure(error: unknown, what: string, source: 'command' | 'host'): CommandFailure {
  if (isCommandFailure(error)) return error;
  if (error instanceof HostRequestError) {
    if (error.kind === 'timeout') return new CommandFailure('timeout', 'timeout', undefined, what);
    if (error.kind === 'unavailable') return new CommandFailure('host', 'unavailable', undefined, what);
    const parsed = parseCommandError(error.error);
    if (parsed.kind === 'malformed' && source === 'host') {
      return new CommandFailure('host', 'error-reply', undefined, parsed.description || what);
    }
    return parsed;
  }
  // In-process hosts may reject with the fake backend's error, which carries the wire form.
  if (typeof error === 'object' && error !== null && 'wireError' in error) {
    return parseCommandError((error as { wireError: unknown }).wireError);
  }
  return parseCommandError(error);
}
