import { describe, expect, it } from 'vitest';
import { RenameContractUseCase } from '../../../src/application/tenant/rename-contract.use-case';
import { SaveContractUseCase } from '../../../src/application/tenant/save-contract.use-case';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { FakeTenantGateway, makeTenant, RecordingLogger, tenantHost } from './tenant-fakes';

function setup() {
  const gateway = new FakeTenantGateway();
  const host = tenantHost();
  const logger = new RecordingLogger();
  const useCase = new RenameContractUseCase(new SaveContractUseCase(gateway, host, logger), logger);
  return { gateway, host, logger, useCase };
}

const tenant = makeTenant({ name: 'Acme Corp' });

describe('rename contract (spec 1 §5 Contract name, §7 SET /tenants/{id})', () => {
  it("spec 1 §5: '<b>Acme</b>' saves 'Acme' with the whole tenant, then tells the host", async () => {
    const { gateway, host, useCase } = setup();
    const outcome = await useCase.execute(tenant, '<b>Acme</b>');
    const { clusterName: _cluster, ...info } = tenant;
    expect(gateway.saved).toEqual([{ ...info, name: 'Acme' }]);
    expect(host.currentTenants).toEqual([{ ...tenant, name: 'Acme' }]);
    expect(outcome).toEqual({ kind: 'saved', tenant: { ...tenant, name: 'Acme' } });
  });

  it("spec 1 §5: 'A' is too short and sends nothing", async () => {
    const { gateway, useCase } = setup();
    expect(await useCase.execute(tenant, 'A')).toEqual({ kind: 'too-short' });
    expect(gateway.calls).toEqual([]);
  });

  it('spec 1 §5: 16 characters send nothing', async () => {
    const { gateway, useCase } = setup();
    expect(await useCase.execute(tenant, 'Sixteen chars!!!')).toEqual({ kind: 'too-long' });
    expect(gateway.calls).toEqual([]);
  });

  it('spec 1 §5: the unchanged name sends nothing', async () => {
    const { gateway, useCase } = setup();
    expect(await useCase.execute(tenant, ' Acme Corp ')).toEqual({ kind: 'unchanged' });
    expect(gateway.calls).toEqual([]);
  });

  it("spec 1 §8: a failed save is 'failed' (the card keeps the stored name) and is logged; the host is not told", async () => {
    const { gateway, host, logger, useCase } = setup();
    gateway.saveResult = () => Promise.reject(new CommandFailure('command', 'failure', 61, 'boom'));
    expect(await useCase.execute(tenant, 'Acme')).toEqual({ kind: 'failed' });
    expect(host.currentTenants).toEqual([]);
    expect(logger.errors.map((entry) => entry.message)).toEqual(['Contract name not saved']);
  });

  it('a host that fails to hear about the saved name does not undo the save', async () => {
    const { host, logger, useCase } = setup();
    host.setCurrentTenantResult = () => Promise.reject(new Error('host away'));
    expect((await useCase.execute(tenant, 'Acme')).kind).toBe('saved');
    expect(logger.warnings).toHaveLength(1);
  });
});
