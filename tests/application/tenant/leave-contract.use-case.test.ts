import { describe, expect, it } from 'vitest';
import { LeaveContractUseCase } from '../../../src/application/tenant/leave-contract.use-case';
import { LeaveDestinationUseCase } from '../../../src/application/tenant/leave-destination.use-case';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import {
  alertsFor,
  FakeTenantGateway,
  makeTenant,
  makeUser,
  RecordingLogger,
  SETTINGS,
  tenantHost,
} from './tenant-fakes';

function setup(lastUsedTenants?: string) {
  const gateway = new FakeTenantGateway();
  const host = tenantHost();
  const logger = new RecordingLogger();
  const useCase = new LeaveContractUseCase(
    gateway,
    host,
    new LeaveDestinationUseCase(host, logger),
    SETTINGS,
    logger,
  );
  const user = makeUser(lastUsedTenants === undefined ? {} : { extras: { lastUsedTenants } });
  const run = () => useCase.execute(user, makeTenant(), alertsFor());
  return { gateway, host, logger, user, run };
}

const failure = () => Promise.reject(new CommandFailure('command', 'failure', 61, 'boom'));

describe('leave contract (spec 1 Leave contract flow)', () => {
  it('spec 1 §6: the owner cannot leave; nothing is asked', async () => {
    const { gateway, host } = setup();
    const useCase = new LeaveContractUseCase(
      gateway,
      host,
      new LeaveDestinationUseCase(host, new RecordingLogger()),
      SETTINGS,
      new RecordingLogger(),
    );
    const owner = makeUser({ identity: 'owner%40acme.com@blip.ai' });
    expect(await useCase.execute(owner, makeTenant(), alertsFor())).toEqual({ kind: 'not-allowed' });
    expect(gateway.calls).toEqual([]);
  });

  it("spec 1: the user's chatbots are fetched first; owning any → the 'Oops…' alert, confirm → application list", async () => {
    const { gateway, host, run } = setup();
    gateway.ownedChatbots = () => Promise.resolve([{ shortName: 'sales1', name: 'Sales' }]);
    expect(await run()).toEqual({ kind: 'to-chatbots' });
    expect(gateway.calls).toEqual(['listOwnedChatbots']);
    expect(host.alerts.map((alert) => alert.title)).toEqual(['Oops… you cannot leave this contract']);
    expect(host.applicationListRedirects).toBe(1);
    expect(gateway.removed).toEqual([]);
  });

  it('spec 1: owning chatbots and cancelling goes nowhere', async () => {
    const { gateway, host, run } = setup();
    gateway.ownedChatbots = () => Promise.resolve([{ shortName: 'sales1', name: 'Sales' }]);
    host.alertAnswer = () => Promise.resolve(false);
    expect(await run()).toEqual({ kind: 'cancelled', branch: 'owns-chatbots' });
    expect(host.applicationListRedirects).toBe(0);
  });

  it('spec 1: only one contract → its alert, confirm → removed, then {portal url}/application/tenant/create?leaveContract=true', async () => {
    const { gateway, host, run } = setup();
    gateway.myTenants = () => Promise.resolve([{ id: 'acme', name: 'Acme Corp' }]);
    expect(await run()).toEqual({
      kind: 'left',
      redirectedTo: 'https://portal.blip.ai/application/tenant/create?leaveContract=true',
    });
    expect(host.alerts.map((alert) => alert.title)).toEqual(['only']);
    expect(gateway.removed).toEqual([['acme', 'ana%40acme.com@blip.ai']]);
    expect(host.topRedirects).toEqual([
      'https://portal.blip.ai/application/tenant/create?leaveContract=true',
    ]);
  });

  it('issue 20 §4: a portal that does not take the top-window redirect is sent to its application list (spec 1 §7 redirectProcessor)', async () => {
    const { gateway, host, logger, run } = setup();
    gateway.myTenants = () => Promise.resolve([{ id: 'acme', name: 'Acme Corp' }]);
    host.topWindowAnswer = 'application-list';
    const target = 'https://portal.blip.ai/application/tenant/create?leaveContract=true';
    expect(await run()).toEqual({ kind: 'left-to-application-list', target });
    expect(gateway.removed).toEqual([['acme', 'ana%40acme.com@blip.ai']]);
    expect(host.topRedirects).toEqual([target]);
    expect(logger.errors).toEqual([]);
  });

  it('spec 1: cancelling a leave alert removes nobody', async () => {
    const { gateway, host, run } = setup();
    host.alertAnswer = () => Promise.resolve(false);
    expect(await run()).toEqual({ kind: 'cancelled', branch: 'leave' });
    expect(gateway.removed).toEqual([]);
    expect(host.topRedirects).toEqual([]);
  });

  it('spec 1: otherwise the leave alert; confirm → removed, then the last used other tenant /application?leaveContract=true', async () => {
    const { gateway, host, run } = setup(JSON.stringify(['gamma', 'beta', 'acme']));
    expect(await run()).toEqual({
      kind: 'left',
      redirectedTo: 'https://beta.blip.ai/application?leaveContract=true',
    });
    expect(host.alerts.map((alert) => alert.title)).toEqual(['leave']);
    expect(gateway.calls).toEqual(['listOwnedChatbots', 'listMyTenants', 'removeUser']);
  });

  it('spec 1: a corrupt lastUsedTenants falls back to another tenant of the list, with no error', async () => {
    const { host, logger, run } = setup('["gamma", "beta", ');
    expect(await run()).toEqual({ kind: 'left', redirectedTo: 'https://beta.blip.ai/?leaveContract=true' });
    expect(host.topRedirects).toEqual(['https://beta.blip.ai/?leaveContract=true']);
    expect(logger.errors).toEqual([]);
  });

  it('spec 1: with no other tenant to go to, nothing is shown; an error is only logged', async () => {
    const { gateway, host, logger, run } = setup(JSON.stringify(['acme']));
    gateway.myTenants = () =>
      Promise.resolve([
        { id: 'acme', name: 'Acme' },
        { id: 'not.plain', name: 'X' },
      ]);
    expect(await run()).toEqual({ kind: 'left', redirectedTo: null });
    expect(host.topRedirects).toEqual([]);
    expect(host.toasts).toEqual([]);
    expect(logger.errors.map((entry) => entry.message)).toEqual([
      'Left the contract, but found no other tenant to go to',
    ]);
  });

  it('the check failing shows no alert and removes nobody', async () => {
    const { gateway, host, run } = setup();
    gateway.ownedChatbots = failure;
    expect(await run()).toEqual({ kind: 'failed', step: 'check' });
    expect(host.alerts).toEqual([]);
    gateway.ownedChatbots = () => Promise.resolve([]);
    gateway.myTenants = failure;
    expect(await run()).toEqual({ kind: 'failed', step: 'check' });
    expect(gateway.removed).toEqual([]);
  });

  it('the removal failing redirects nowhere', async () => {
    const { gateway, host, run } = setup();
    gateway.removeResult = failure;
    expect(await run()).toEqual({ kind: 'failed', step: 'remove' });
    expect(host.topRedirects).toEqual([]);
  });

  it('an alert the host cannot show counts as cancelled', async () => {
    const { gateway, host, run } = setup();
    host.alertAnswer = () => Promise.reject(new Error('host away'));
    expect(await run()).toEqual({ kind: 'cancelled', branch: 'leave' });
    expect(gateway.removed).toEqual([]);
  });
});
