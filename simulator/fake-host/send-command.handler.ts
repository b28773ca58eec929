import type { LimeCommand } from '../../src/application/shared/command-channel.port';
import { badContent, field, isRecord, type ActionHandler, type FakeHostRuntime } from './fake-host.runtime';
import { overNetwork } from './fault-injection';

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
    return overNetwork(
      runtime.faults,
      {
        id: typeof lime.id === 'string' ? lime.id : undefined,
        method: typeof lime.method === 'string' ? lime.method : undefined,
        uri: typeof lime.uri === 'string' ? lime.uri : undefined,
      },
      () => runtime.backend.execute(lime),
    );
  };
}
