import { inject, injectable } from 'inversify';
import {
  type CommandChannel,
  type CommandOptions,
  DEFAULT_COMMAND_TIMEOUT_MS,
  type LimeCommand,
} from '../../application/shared/command-channel.port';
import { parseCommandError } from './command-error.parser';
import { toCommandFailure } from './host-failure.mapper';
import { HostTransport } from './host-transport';
import { randomUuid } from './random-uuid';

/** LIME commands relayed by the portal's 'sendCommand' action (spec 1 §7, ARCHITECTURE §4). */
@injectable()
export class HostCommandChannel implements CommandChannel {
  constructor(@inject(HostTransport) private readonly transport: HostTransport) {}

  async send<T = unknown>(command: LimeCommand, options?: CommandOptions): Promise<T> {
    const timeoutMs = options?.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    const content: Record<string, unknown> = {
      destination: options?.destination ?? 'BlipService',
      command: { id: randomUuid(), ...command },
    };
    if (options?.timeoutMs !== undefined) content['timeout'] = options.timeoutMs;
    let answer: unknown;
    try {
      answer = await this.transport.request('sendCommand', content, { timeoutMs });
    } catch (error) {
      throw toCommandFailure(error, `${command.method} ${command.uri}`, 'command');
    }
    return unwrapResource(answer) as T;
  }
}

/**
 * The portal answers with the command envelope ({ status: 'success', resource }) or with
 * the bare resource; an envelope with status 'failure' is a failure like an error reply.
 */
function unwrapResource(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  const status = (answer as { status?: unknown }).status;
  if (status === 'failure') throw parseCommandError(answer);
  if (status === 'success') return (answer as { resource?: unknown }).resource;
  return answer;
}
