import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import { isCommandFailure } from '../../../src/domain/shared/command-failure';
import { MediaCommandGateway } from '../../../src/infrastructure/tenant/media.adapter';
import { appSettings, memoryHost } from '../support/memory-host';

describe('MediaCommandGateway (spec 1 §7 Media service (photo))', () => {
  it('spec 1 §7/§9: GET /upload-media-uri?profile=HotPermanent on the media service → the upload URL', async () => {
    const { channel } = memoryHost();
    const commands: LimeCommand[] = [];
    const spy: CommandChannel = {
      send: <T>(command: LimeCommand) => {
        commands.push(command);
        return channel.send<T>(command);
      },
    };
    const read = new MediaCommandGateway(spy, appSettings).getUploadUri();
    // Sent at once: the answer schemas load beside the request, not before it.
    expect(commands).toHaveLength(1);
    const url = await read;
    expect(commands).toEqual([
      { to: 'postmaster@media.blip.ai', method: 'get', uri: '/upload-media-uri?profile=HotPermanent' },
    ]);
    // Node has no page origin: the fake answers the simulator's default one.
    expect(url).toBe('http://127.0.0.1:5173/fake-storage/media?upload=1');
  });

  it('an answer that is no URL is a malformed failure', async () => {
    const channel: CommandChannel = { send: <T>() => Promise.resolve({ nothing: true } as T) };
    const error = await new MediaCommandGateway(channel, appSettings).getUploadUri().catch((e: unknown) => e);
    expect(isCommandFailure(error) && error.kind).toBe('malformed');
  });

  it('an object answer with uri is read too', async () => {
    const channel: CommandChannel = {
      send: <T>() => Promise.resolve({ uri: ' https://s.example.com/u ' } as T),
    };
    expect(await new MediaCommandGateway(channel, appSettings).getUploadUri()).toBe(
      'https://s.example.com/u',
    );
  });
});
