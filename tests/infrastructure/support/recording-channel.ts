import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';

/** Records every command on its way to the real channel. */
export function recording(channel: CommandChannel): { channel: CommandChannel; sent: LimeCommand[] } {
  const sent: LimeCommand[] = [];
  return {
    sent,
    channel: {
      send: <T>(command: LimeCommand) => {
        sent.push(command);
        return channel.send<T>(command);
      },
    },
  };
}
