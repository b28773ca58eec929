import type { LimeCommand } from '../../application/shared/command-channel.port';
import { FakeHostError } from './backend/fake-host.error';
import { LimeReason } from './backend/lime-reason';
import { badContent, field, isRecord, type ActionHandler, type FakeHostRuntime } from './fake-host.runtime';

const DESTINATIONS = ['BlipService', 'MessagingHubService'];

/** sendCommand → the backend, through the simulated network (latency, failures, silence). */
export function sendCommandHandler(runtime: FakeHostRuntime): ActionHandler {
  return async (content) => {
    const destination = field(content, 'destination');
    const command = isRecord(content) ? content['command'] : undefined;
    if (destination !== undefined && !DESTINATIONS.includes(String(destination))) {
      throw badContent('sendCommand', `unknown destination '${String(destination)}'`);
    }
    if (!isRecord(command)) throw badContent('sendCommand', 'a command object is required');
    const lime = command as unknown as LimeCommand;
    const outcome = runtime.faults.roll();
    // A lost answer: the caller's own timeout is the only way out, as with a real portal.
    if (outcome === 'timeout') return new Promise<never>(() => undefined);
    await runtime.faults.delay();
    if (outcome === 'fail') {
      throw new FakeHostError(LimeReason.GENERAL_ERROR, 'Simulated failure (failRate)', {
        id: typeof lime.id === 'string' ? lime.id : undefined,
        method: typeof lime.method === 'string' ? lime.method : undefined,
      });
    }
    return runtime.backend.execute(lime);
  };
}
