import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { HostCommandChannel } from '../../../src/infrastructure/host/command-channel.adapter';
import { HostRequestError } from '../../../src/infrastructure/host/host-transport';
import { FakeTransport } from './fake-transport';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const getMine = { method: 'get', uri: '/tenants-mine', to: 'postmaster@portal.example' } as const;

function specError(code: number, description: string): string {
  return JSON.stringify({ message: JSON.stringify({ status: 'failure', reason: { code, description } }) });
}

describe('HostCommandChannel (spec 1 §7, architecture.md §4)', () => {
  it("spec 1 §7: sends 'sendCommand' to BlipService with a fresh command id; the timeout is the transport's (HOST_REQUEST_TIMEOUT_MS, 60000 ms)", async () => {
    const transport = new FakeTransport().answerWith(() => ({ status: 'success', resource: { items: [] } }));
    await new HostCommandChannel(transport).send(getMine);
    const [sent] = transport.requests;
    expect(sent?.action).toBe('sendCommand');
    expect(sent?.options).toBeUndefined();
    const content = sent?.content as { destination: string; command: { id: string }; timeout?: number };
    expect(content.destination).toBe('BlipService');
    expect(content.command).toMatchObject(getMine);
    expect(content.command.id).toMatch(UUID);
    expect('timeout' in content).toBe(false);
  });

  it('spec 1 §7: destination, timeout and an explicit command id are passed through', async () => {
    const transport = new FakeTransport();
    await new HostCommandChannel(transport).send(
      { id: 'fixed-id', method: 'set', uri: '/configuration', type: 'application/json', resource: {} },
      { destination: 'MessagingHubService', timeoutMs: 1500 },
    );
    const [sent] = transport.requests;
    expect(sent?.content).toEqual({
      destination: 'MessagingHubService',
      command: {
        id: 'fixed-id',
        method: 'set',
        uri: '/configuration',
        type: 'application/json',
        resource: {},
      },
      timeout: 1500,
    });
    expect(sent?.options).toEqual({ timeoutMs: 1500 });
  });

  it('architecture.md §4: resolves with the resource of a success envelope', async () => {
    const transport = new FakeTransport().answerWith(() => ({
      status: 'success',
      resource: { name: 'Pro' },
    }));
    await expect(new HostCommandChannel(transport).send(getMine)).resolves.toEqual({ name: 'Pro' });
  });

  it('architecture.md §4: resolves with a bare resource as it is', async () => {
    const transport = new FakeTransport().answerWith(() => ({ items: [{ id: 't1' }], total: 1 }));
    await expect(new HostCommandChannel(transport).send(getMine)).resolves.toEqual({
      items: [{ id: 't1' }],
      total: 1,
    });
  });

  it("architecture.md §4: an envelope with status 'failure' rejects with its reason", async () => {
    const transport = new FakeTransport().answerWith(() => ({
      status: 'failure',
      reason: { code: 67, description: 'Not found' },
    }));
    const error = await new HostCommandChannel(transport).send(getMine).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect(error).toMatchObject({ kind: 'command', status: 'failure', code: 67, description: 'Not found' });
  });

  it('spec 1 §8: an error reply in the spec’s nested JSON becomes CommandFailure(command, status, code)', async () => {
    const transport = new FakeTransport().rejectWith(
      new HostRequestError('error-reply', 'sendCommand', specError(67, 'Resource not found')),
    );
    const error = await new HostCommandChannel(transport).send(getMine).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect(error).toMatchObject({
      kind: 'command',
      status: 'failure',
      code: 67,
      description: 'Resource not found',
    });
    expect((error as CommandFailure).isNotFound).toBe(true);
  });

  it("architecture.md §4: a transport timeout becomes CommandFailure('timeout')", async () => {
    const transport = new FakeTransport().rejectWith(
      new HostRequestError('timeout', 'sendCommand', undefined),
    );
    await expect(new HostCommandChannel(transport).send(getMine)).rejects.toMatchObject({
      name: 'CommandFailure',
      kind: 'timeout',
      code: undefined,
    });
  });

  it("spec 1 §8: a non-JSON error string becomes CommandFailure('malformed')", async () => {
    const transport = new FakeTransport().rejectWith(
      new HostRequestError('error-reply', 'sendCommand', 'Bad gateway'),
    );
    await expect(new HostCommandChannel(transport).send(getMine)).rejects.toMatchObject({
      kind: 'malformed',
      description: 'Bad gateway',
    });
  });

  it("architecture.md §4: no host to talk to becomes CommandFailure('host', 'unavailable')", async () => {
    const transport = new FakeTransport().rejectWith(
      new HostRequestError('unavailable', 'sendCommand', undefined),
    );
    await expect(new HostCommandChannel(transport).send(getMine)).rejects.toMatchObject({
      kind: 'host',
      status: 'unavailable',
    });
  });

  it('spec 1 §8: an in-process host’s error carrying the wire form is parsed the same way', async () => {
    const thrown = Object.assign(new Error('backend'), {
      wireError: specError(21, 'channel not configured'),
    });
    const transport = new FakeTransport().rejectWith(thrown);
    await expect(new HostCommandChannel(transport).send(getMine)).rejects.toMatchObject({
      kind: 'command',
      code: 21,
    });
  });
});
