import { describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { MtlsCommandGateway } from '../../../src/infrastructure/mtls/mtls.adapter';
import { appSettings, memoryHost } from '../support/memory-host';

function recording(channel: CommandChannel): { channel: CommandChannel; commands: LimeCommand[] } {
  const commands: LimeCommand[] = [];
  return {
    commands,
    channel: {
      send: <T>(command: LimeCommand) => {
        commands.push(command);
        return channel.send<T>(command);
      },
    },
  };
}

function setup(overrides: Parameters<typeof memoryHost>[0] = {}) {
  const { host, channel } = memoryHost(overrides);
  const spy = recording(channel);
  return { tenantId: host.state.tenant.id, spy, gateway: new MtlsCommandGateway(spy.channel, appSettings) };
}

describe('MtlsCommandGateway (spec 1 §7 mTLS service) over the fake host', () => {
  it('spec 1 §7: get /certificates-mtls/{tenantId} to the mTLS address → certificates; unknown status → underValidation', async () => {
    const { tenantId, spy, gateway } = setup();
    const certificates = await gateway.listCertificates(tenantId);
    expect(spy.commands).toEqual([
      { to: 'postmaster@mtls.blip.ai', method: 'get', uri: `/certificates-mtls/${tenantId}` },
    ]);
    expect(certificates).toHaveLength(5);
    const logistics = certificates.find((c) => c.description === 'Logistics webhooks');
    expect(logistics?.status).toBe('underValidation');
    expect(certificates.map((c) => c.status)).toEqual([
      'valid',
      'invalid',
      'underValidation',
      'underValidation',
      'valid',
    ]);
    expect(certificates[0]?.hosts[0]).toEqual({
      hostId: expect.stringMatching(/^host-/),
      host: 'https://payments.acme-bank.com',
    });
  });

  it("a contract without certificates ('empty' scenario) lists none", async () => {
    const { tenantId, gateway } = setup({ scenario: 'empty' });
    expect(await gateway.listCertificates(tenantId)).toEqual([]);
  });

  it('spec 1 §7: get /upload-certificate-uri/{tenantId} → the upload URL', async () => {
    const { tenantId, spy, gateway } = setup();
    expect(await gateway.getUploadUrl(tenantId)).toBe(
      `http://127.0.0.1:5173/fake-storage/certificates/${tenantId}`,
    );
    expect(spy.commands[0]).toEqual({
      to: 'postmaster@mtls.blip.ai',
      method: 'get',
      uri: `/upload-certificate-uri/${tenantId}`,
    });
  });

  it('spec 1 §7: set /certificates-mtls with the certificate-info type and {certificate_id, description, hosts}', async () => {
    const { tenantId, spy, gateway } = setup();
    await gateway.saveCertificateInfo({
      certificateId: `s9:${tenantId}-client`,
      description: 'Payments',
      hosts: ['https://x.com'],
    });
    expect(spy.commands[0]).toEqual({
      to: 'postmaster@mtls.blip.ai',
      method: 'set',
      uri: '/certificates-mtls',
      type: 'application/vnd.blip.mtls.certificate-info+json',
      resource: {
        certificate_id: `s9:${tenantId}-client`,
        description: 'Payments',
        hosts: ['https://x.com'],
      },
    });
    const added = (await gateway.listCertificates(tenantId)).at(-1);
    expect(added).toMatchObject({
      certificateId: `s9:${tenantId}-client`,
      status: 'underValidation',
      expirationDate: undefined,
    });
  });

  it('spec 1 §4: a save answered with failure rejects', async () => {
    const { tenantId, gateway } = setup();
    const save = gateway.saveCertificateInfo({
      certificateId: 'no-colon',
      description: 'x',
      hosts: ['https://x.com'],
    });
    await expect(save).rejects.toBeInstanceOf(CommandFailure);
    expect(tenantId).not.toBe('');
  });

  it('spec 1 §7: delete /certificate-mtls/{tenantId}/{certificateId} (encoded) and /host/{hostId}', async () => {
    const { tenantId, spy, gateway } = setup();
    const [first, second] = await gateway.listCertificates(tenantId);
    await gateway.deleteCertificate(tenantId, first!.certificateId);
    await gateway.deleteHost(tenantId, second!.hosts[0]!.hostId);
    expect(spy.commands.slice(1)).toEqual([
      {
        to: 'postmaster@mtls.blip.ai',
        method: 'delete',
        uri: `/certificate-mtls/${tenantId}/${encodeURIComponent(first!.certificateId)}`,
      },
      {
        to: 'postmaster@mtls.blip.ai',
        method: 'delete',
        uri: `/certificate-mtls/${tenantId}/host/${second!.hosts[0]!.hostId}`,
      },
    ]);
    const after = await gateway.listCertificates(tenantId);
    expect(after.map((c) => c.certificateId)).not.toContain(first!.certificateId);
    expect(after.find((c) => c.certificateId === second!.certificateId)?.hosts).toEqual([]);
  });

  it('spec 1 §8: other failures reach the caller', async () => {
    const { tenantId, gateway } = setup({ failRate: 1 });
    await expect(gateway.listCertificates(tenantId)).rejects.toBeInstanceOf(CommandFailure);
  });
});
