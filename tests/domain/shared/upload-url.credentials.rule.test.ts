import { describe, expect, it } from 'vitest';
import { toUploadUrl } from '../../../src/domain/shared/upload-url.rule';

/** A local run is the most permissive reading: what it refuses, production refuses too. */
const LOCAL_RUN = true;

/** Spec 1 §7 (Media service): an upload address never carries credentials, and only http(s) counts. */
describe('upload URL: credentials and schemes', () => {
  it.each([
    ['a user name', 'https://user@storage.blip.ai/upload'],
    ['a password', 'https://:secret@storage.blip.ai/upload'],
    ['a user name on a loopback host', 'http://user@127.0.0.1:5173/fake-storage/media'],
  ])('spec 1 §7: an address with %s is refused', (_name, raw) => {
    expect(toUploadUrl(raw, LOCAL_RUN)).toBeNull();
  });

  it.each([['ftp://localhost/upload'], ['ws://127.0.0.1:5173/upload'], ['file://localhost/etc/passwd']])(
    'spec 1 §7: %s is not http, so a loopback host does not make it acceptable',
    (raw) => {
      expect(toUploadUrl(raw, LOCAL_RUN)).toBeNull();
    },
  );
});
