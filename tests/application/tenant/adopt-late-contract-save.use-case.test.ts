import { describe, expect, it } from 'vitest';
import { AdoptLateContractSaveUseCase } from '../../../src/application/tenant/adopt-late-contract-save.use-case';
import { SaveContractUseCase } from '../../../src/application/tenant/save-contract.use-case';
import { FakeTenantGateway, makeTenant, RecordingLogger, tenantHost } from './tenant-fakes';

function setup() {
  const gateway = new FakeTenantGateway();
  const host = tenantHost();
  const logger = new RecordingLogger();
  const useCase = new AdoptLateContractSaveUseCase(gateway, new SaveContractUseCase(gateway, host, logger));
  return { gateway, host, logger, useCase };
}

const current = makeTenant({ name: 'Acme Corp', photoUri: 'https://media.example.com/old.png' });
const SAVE = { command: { method: 'set', uri: '/tenants/acme', resource: {} } };

describe('a contract save answered late (issue 13 §1, spec 1 §7 setCurrentTenant)', () => {
  it('issue 13 §1: the saved name is adopted and the portal is told, as after any save', async () => {
    const { gateway, host, useCase } = setup();
    gateway.lateSave = { name: 'Renamed', photoUri: undefined };
    const tenant = await useCase.execute(current, 'sendCommand', SAVE);
    expect(tenant).toEqual({ ...current, name: 'Renamed' });
    expect(host.currentTenants).toEqual([{ ...current, name: 'Renamed' }]);
  });

  it('issue 13 §1: a saved photo is adopted only as a safe https URL', async () => {
    const { gateway, useCase } = setup();
    gateway.lateSave = { name: 'Acme Corp', photoUri: 'https://media.example.com/new.png' };
    expect((await useCase.execute(current, 'sendCommand', SAVE))?.photoUri).toBe(
      'https://media.example.com/new.png',
    );
    gateway.lateSave = { name: 'Acme Corp', photoUri: 'javascript:alert(1)' };
    expect((await useCase.execute(current, 'sendCommand', SAVE))?.photoUri).toBe(current.photoUri);
  });

  it('spec 1 §5: markup is stripped from the name; a name out of 2–15 characters is not adopted', async () => {
    const { gateway, host, useCase } = setup();
    gateway.lateSave = { name: '<b>Bold</b>', photoUri: undefined };
    expect((await useCase.execute(current, 'sendCommand', SAVE))?.name).toBe('Bold');
    gateway.lateSave = { name: 'A', photoUri: undefined };
    expect(await useCase.execute(current, 'sendCommand', SAVE)).toBeUndefined();
    gateway.lateSave = { name: 'x'.repeat(16), photoUri: undefined };
    expect(await useCase.execute(current, 'sendCommand', SAVE)).toBeUndefined();
    expect(host.currentTenants).toHaveLength(1);
  });

  it('issue 13 §1: anything that is not a contract save is left to the caller (undefined), the portal not told', async () => {
    const { gateway, host, useCase } = setup();
    expect(await useCase.execute(current, 'sendCommand', SAVE)).toBeUndefined();
    gateway.lateSave = { name: 'Renamed', photoUri: undefined };
    expect(await useCase.execute(current, 'sendApplicationRequest', { method: 'setX' })).toBeUndefined();
    expect(await useCase.execute(current, 'sendCommand', { command: 'set' })).toBeUndefined();
    expect(host.currentTenants).toEqual([]);
  });

  it('issue 20 §5: after a reload the save is known without its resource: the contract is read from the backend (GET /tenants-mine)', async () => {
    const { gateway, host, useCase } = setup();
    gateway.savesContractOnly = true;
    gateway.myTenants = () =>
      Promise.resolve([
        { id: 'beta', name: 'Beta' },
        { id: 'acme', name: 'Stored Name', photoUri: 'https://media.example.com/stored.png' },
      ]);
    const known = { command: { method: 'set', uri: '/tenants/acme' } };
    const tenant = await useCase.execute(current, 'sendCommand', known);
    expect(tenant).toEqual({
      ...current,
      name: 'Stored Name',
      photoUri: 'https://media.example.com/stored.png',
    });
    expect(host.currentTenants).toEqual([tenant]);
  });

  it('issue 20 §5: a backend that cannot be read leaves it to the caller (undefined), the portal not told', async () => {
    const { gateway, host, useCase } = setup();
    gateway.savesContractOnly = true;
    gateway.myTenants = () => Promise.reject(new Error('down'));
    expect(
      await useCase.execute(current, 'sendCommand', { command: { method: 'set', uri: '/tenants/acme' } }),
    ).toBeUndefined();
    expect(host.currentTenants).toEqual([]);
  });

  it('issue 13 §1: a portal that cannot be told is only logged; the save is still adopted', async () => {
    const { gateway, host, logger, useCase } = setup();
    gateway.lateSave = { name: 'Renamed', photoUri: undefined };
    host.setCurrentTenantResult = () => Promise.reject(new Error('portal gone'));
    expect((await useCase.execute(current, 'sendCommand', SAVE))?.name).toBe('Renamed');
    expect(logger.warnings).toHaveLength(1);
  });
});
