import { describe, expect, it } from 'vitest';
import type { CommandChannel } from '../../../src/application/shared/command-channel.port';
import type { MediaUploader } from '../../../src/application/tenant/media-upload.port';
import { KnowledgeMediaGateway } from '../../../src/infrastructure/knowledge-base/knowledge-media.adapter';
import { malformedRejectionOf } from '../support/malformed-answer';
import { appSettings, memoryHost } from '../support/memory-host';
import { recording } from '../support/recording-channel';

const MEDIA = 'postmaster@media.blip.ai';

function setup() {
  const { channel } = memoryHost();
  const spy = recording(channel);
  const uploads: { url: string; file: Blob }[] = [];
  const uploader: MediaUploader = {
    upload: (url, file) => {
      uploads.push({ url, file });
      return Promise.resolve('http://127.0.0.1:5173/fake-storage/media/stored');
    },
  };
  return {
    sent: spy.sent,
    uploads,
    media: new KnowledgeMediaGateway(spy.channel, uploader, appSettings),
  };
}

describe("KnowledgeMediaGateway (spec 2 §7 'Media service')", () => {
  it('§7: get /upload-media-uri?secure=true on the media service, then the HTTP POST of the file there', async () => {
    const { sent, uploads, media } = setup();
    const file = new Blob(['a,b\n'], { type: 'text/csv' });
    expect(await media.upload(file)).toBe('http://127.0.0.1:5173/fake-storage/media/stored');
    expect(sent).toEqual([{ to: MEDIA, method: 'get', uri: '/upload-media-uri?secure=true' }]);
    expect(uploads).toEqual([{ url: 'http://127.0.0.1:5173/fake-storage/media?upload=1', file }]);
  });

  it('§7: set /refresh-media-uri (text/plain, the link as resource) → the refreshed link', async () => {
    const { sent, media } = setup();
    const link = 'https://media.example/file.pdf?token=old';
    expect(await media.refresh(link)).toBe('https://media.example/file.pdf?token=refreshed-1');
    expect(sent).toEqual([
      { to: MEDIA, method: 'set', uri: '/refresh-media-uri', type: 'text/plain', resource: link },
    ]);
  });

  it('issue 37 §9: the refreshed link is answered as the service gives it; the download rule checks it, in one place', async () => {
    const { media } = setup();
    // A loopback link in the fake: the use case decides (download-link.rule.ts), not the gateway.
    await expect(media.refresh('http://127.0.0.1:5173/fake-storage/media/a.pdf?token=old')).resolves.toBe(
      'http://127.0.0.1:5173/fake-storage/media/a.pdf?token=refreshed-1',
    );
  });
});

describe('KnowledgeMediaGateway link answers (spec 2 §7)', () => {
  function answering(answer: unknown) {
    const channel: CommandChannel = { send: <T>() => Promise.resolve(answer as T) };
    const targets: string[] = [];
    const uploader: MediaUploader = {
      upload: (url) => {
        targets.push(url);
        return Promise.resolve('https://media.example/stored');
      },
    };
    return { targets, media: new KnowledgeMediaGateway(channel, uploader, appSettings) };
  }

  it('spec 2 §7: the link itself, or an object holding it under uri or url, trimmed', async () => {
    for (const answer of [
      ' https://s.example/u ',
      { uri: 'https://s.example/u' },
      { uri: '', url: 'https://s.example/u' },
    ]) {
      const { targets, media } = answering(answer);
      await media.upload(new Blob(['x']));
      expect(targets).toEqual(['https://s.example/u']);
    }
  });

  it('an answer without a link is a MalformedAnswer naming the answer', async () => {
    const upload = await malformedRejectionOf(answering({ nothing: true }).media.upload(new Blob(['x'])));
    expect(upload).toMatchObject({ kind: 'malformed', what: 'upload media uri' });
    const refresh = await malformedRejectionOf(answering(' ').media.refresh('https://media.example/a.pdf'));
    expect(refresh).toMatchObject({ kind: 'malformed', what: 'refreshed media uri' });
  });
});
