import { describe, expect, it } from 'vitest';
import type { CommandChannel } from '../../../src/application/shared/command-channel.port';
import { isCommandFailure } from '../../../src/domain/shared/command-failure';
import { PipelinesCommandGateway } from '../../../src/infrastructure/pipelines/pipelines.adapter';
import { appSettings, memoryHost } from '../support/memory-host';
import { malformedRejectionOf } from '../support/malformed-answer';
import { recording } from '../support/recording-channel';

function setup() {
  const memory = memoryHost();
  const spy = recording(memory.channel);
  const user = memory.host.state.loggedUser;
  const caller = { email: user.email, localNode: user.localNode };
  return {
    ...memory,
    sent: spy.sent,
    caller,
    gateway: new PipelinesCommandGateway(spy.channel, appSettings),
  };
}

describe('PipelinesCommandGateway (spec 2 §7 Pipelines, over the fake backend)', () => {
  it('spec 2 §7: lists the applications on the portal; pipelines carry their template', async () => {
    const { host, gateway, sent } = setup();
    const tenantId = host.state.tenant.id;
    const applications = await gateway.listApplications(tenantId);
    expect(sent).toEqual([
      { to: 'postmaster@portal.blip.ai', method: 'get', uri: `/tenants/${tenantId}/applications` },
    ]);
    const pipelines = applications.filter((application) => application.template === 'pipeline');
    expect(pipelines.map((p) => p.id)).toEqual(host.state.pipelines.map((p) => p.shortName));
    expect(applications.length).toBe(pipelines.length + host.state.bots.length);
    expect(pipelines.some((p) => !p.hasPermission)).toBe(true);
  });

  it('spec 2 §7, §9: the builder bucket is read from the pipeline, pp the user node, metadata e-mail + shouldStore', async () => {
    const { host, gateway, sent, caller } = setup();
    const record = host.state.pipelines.find((p) => p.hasPermission && !p.configurationFails)!;
    const configuration = await gateway.getBuilderConfiguration(record.shortName, caller);
    expect(sent).toEqual([
      {
        from: `${record.shortName}@msging.net`,
        pp: caller.localNode,
        method: 'get',
        uri: '/buckets/blip_portal:builder_working_configuration?$take=100',
        metadata: { 'blip_portal.email': caller.email, 'server.shouldStore': 'true' },
      },
    ]);
    expect(configuration).toEqual({ statesCount: record.statesCount, statesPublish: record.statesPublish });
  });

  it("spec 2 §7: the fake backend refuses a bucket read without the user's node or metadata", async () => {
    const { host, gateway, caller } = setup();
    const record = host.state.pipelines.find((p) => p.hasPermission && !p.configurationFails)!;
    const wrong = await gateway
      .getBuilderConfiguration(record.shortName, { ...caller, localNode: 'someone@else/node' })
      .catch((error: unknown) => error);
    expect(isCommandFailure(wrong) && wrong.code).toBe(66);
    const noEmail = await gateway
      .getBuilderConfiguration(record.shortName, { ...caller, email: '' })
      .catch((error: unknown) => error);
    expect(isCommandFailure(noEmail) && noEmail.code).toBe(64);
  });

  it('spec 2 §8: the failing pipeline of the dataset rejects (the use case reads it as empty)', async () => {
    const { host, gateway, caller } = setup();
    const record = host.state.pipelines.find((p) => p.configurationFails)!;
    await expect(gateway.getBuilderConfiguration(record.shortName, caller)).rejects.toSatisfy(
      isCommandFailure,
    );
  });

  it('spec 2 §7: delete /applications/{id}@{messaging domain}?messagingHubCommandWithDelegation=true removes it', async () => {
    const { host, gateway, sent } = setup();
    const record = host.state.pipelines.find((p) => p.hasPermission)!;
    await gateway.deleteApplication(record.shortName);
    expect(sent).toEqual([
      {
        to: 'postmaster@portal.blip.ai',
        method: 'delete',
        uri: `/applications/${record.shortName}@msging.net?messagingHubCommandWithDelegation=true`,
      },
    ]);
    expect(host.state.pipelines.map((p) => p.shortName)).not.toContain(record.shortName);
    const locked = host.state.pipelines.find((p) => !p.hasPermission)!;
    await expect(gateway.deleteApplication(locked.shortName)).rejects.toSatisfy(isCommandFailure);
  });
});

/** A gateway whose every command is answered with `answer`. */
function answering(answer: unknown): PipelinesCommandGateway {
  const channel: CommandChannel = { send: <T>() => Promise.resolve(answer as T) };
  return new PipelinesCommandGateway(channel, appSettings);
}

const CALLER = { email: 'ana@acme.com', localNode: 'ana%40acme.com@blip.ai/node' };

describe('PipelinesCommandGateway answers (spec 2 §3)', () => {
  it('spec 2 §3: applications without a shortName are left out; texts as sent, blanks absent, hasPermission defaults true', async () => {
    const items = [
      {
        shortName: ' flow ',
        name: ' Flow ',
        template: 'pipeline',
        pipelineId: 'p-1',
        created: '2026-01-02',
        updated: ' ',
        emailOwner: 7,
        hasPermission: 'no',
      },
      { shortName: 'bot', hasPermission: false },
      { shortName: ' ', name: 'Blank' },
      { name: 'No id' },
      'junk',
    ];
    const expected = [
      {
        id: 'flow',
        name: 'Flow',
        template: 'pipeline',
        pipelineId: 'p-1',
        created: '2026-01-02',
        updated: undefined,
        emailOwner: undefined,
        hasPermission: true,
      },
      {
        id: 'bot',
        name: 'bot',
        template: undefined,
        pipelineId: undefined,
        created: undefined,
        updated: undefined,
        emailOwner: undefined,
        hasPermission: false,
      },
    ];
    await expect(answering({ items }).listApplications('acme')).resolves.toEqual(expected);
    await expect(answering(items).listApplications('acme')).resolves.toEqual(expected);
  });

  it('spec 2 §3: a collection without a list of items has no applications; an answer that is no object is malformed', async () => {
    await expect(answering({ total: 0 }).listApplications('acme')).resolves.toEqual([]);
    await expect(answering({ items: 'none' }).listApplications('acme')).resolves.toEqual([]);
    const error = await malformedRejectionOf(answering('applications').listApplications('acme'));
    expect(error).toMatchObject({ kind: 'malformed', what: 'applications', field: '' });
  });

  it('spec 2 §3: the builder configuration reads its two fields as text (numbers too); a bucket that is no object is malformed', async () => {
    await expect(
      answering({
        'builder:statesCount': 12,
        'builder:statesPublish': 'true',
        other: 1,
      }).getBuilderConfiguration('flow', CALLER),
    ).resolves.toEqual({ statesCount: '12', statesPublish: 'true' });
    await expect(
      answering({ 'builder:statesCount': ' ', 'builder:statesPublish': Number.NaN }).getBuilderConfiguration(
        'flow',
        CALLER,
      ),
    ).resolves.toEqual({ statesCount: undefined, statesPublish: undefined });
    const error = await malformedRejectionOf(answering([]).getBuilderConfiguration('flow', CALLER));
    expect(error).toMatchObject({ kind: 'malformed', what: 'builder working configuration' });
  });
});
