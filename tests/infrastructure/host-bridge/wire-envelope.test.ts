import { describe, expect, it } from 'vitest';
import { parseWireReply } from '../../../src/infrastructure/host-bridge/wire-envelope';

/** The shape check of a host → module reply, on its own (architecture.md §4). */
describe('parseWireReply', () => {
  it('architecture.md §4: a reply is a response or an error, with its id', () => {
    expect(parseWireReply({ response: 'en', trackingProperties: { id: 'r1' } })).toEqual({
      kind: 'response',
      id: 'r1',
      response: 'en',
    });
    expect(parseWireReply({ error: 'boom', trackingProperties: { id: 'r2' } })).toEqual({
      kind: 'error',
      id: 'r2',
      error: 'boom',
    });
  });

  it.each([
    ['no trackingProperties', { response: 'en' }],
    ['an empty id', { response: 'en', trackingProperties: { id: '' } }],
    ['an id that is a list', { response: 'en', trackingProperties: { id: ['r1'] } }],
    ['an id that is a number', { response: 'en', trackingProperties: { id: 7 } }],
  ])('architecture.md §4: data with %s is not a reply', (_name, data) => {
    expect(parseWireReply(data)).toBeNull();
  });

  it('architecture.md §4: a message carrying an error is an error reply, not an echoed request', () => {
    const data = { message: { action: 'blipEvent:x' }, error: 'denied', trackingProperties: { id: 'r3' } };
    expect(parseWireReply(data)).toEqual({ kind: 'error', id: 'r3', error: 'denied' });
  });
});
