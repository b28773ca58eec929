import { inject, injectable } from 'inversify';
import {
  type CommandChannel,
  type CommandOptions,
  type LimeCommand,
} from '../../application/shared/command-channel.port';
import { parseCommandError } from './command-error.parser';
import { toCommandFailure } from './host-failure.parser';
import { HostTransport } from './host-transport';
import { randomUuid } from './random-uuid';

/** LIME commands relayed by the portal's 'sendCommand' action (spec 1 §7, architecture.md §4). */
@injectable()
export class HostCommandChannel implements CommandChannel {
  constructor(@inject(HostTransport) private readonly transport: HostTransport) {}

  async send<T = unknown>(command: LimeCommand, options?: CommandOptions): Promise<T> {
    const content: Record<string, unknown> = {
      destination: options?.destination ?? 'BlipService',
      command: { id: randomUuid(), ...command },
    };
    if (options?.timeoutMs !== undefined) content['timeout'] = options.timeoutMs;
    let answer: unknown;
    try {
      // Without a per-call timeout the transport's default applies: HOST_REQUEST_TIMEOUT_MS from
      // the settings (60000 ms, spec 1 §9), commands included, as the settings say.
      answer = await this.transport.request(
        'sendCommand',
        content,
        options?.timeoutMs === undefined ? undefined : { timeoutMs: options.timeoutMs },
      );
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
