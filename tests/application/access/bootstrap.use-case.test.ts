import { describe, expect, it } from 'vitest';
import { BootstrapUseCase } from '../../../src/application/access/bootstrap.use-case';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import type { RoleId } from '../../../src/domain/access/role';
import type { SubscriptionItem } from '../../../src/domain/billing/subscription.entity';
import {
  Deferred,
  accessHost,
  FakeLogger,
  FakeSubscriptions,
  FakeToggles,
  FakeUserRoles,
  TENANT,
  USER,
} from './access-fakes';

function setup() {
  const host = accessHost();
  const roles = new FakeUserRoles();
  const subscriptions = new FakeSubscriptions();
  const toggles = new FakeToggles();
  const logger = new FakeLogger();
  const useCase = new BootstrapUseCase(host, roles, subscriptions, toggles, logger);
  return { host, roles, subscriptions, toggles, logger, useCase };
}

const failure = () => Promise.reject(new CommandFailure('command', 'failure', 61, 'boom'));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bootstrap (spec 1 §6 Bootstrap, spec 3 §6)', () => {
  it('spec 1 §1: asks the host for user, tenant and language, and lower-cases the language', async () => {
    const { host, useCase } = setup();
    const session = await useCase.execute();
    expect(host.calls).toEqual(['getCurrentUser', 'getCurrentTenant', 'getCurrentLanguage']);
    expect(session.language).toBe('en');
    expect(session.tenant).toEqual(TENANT);
  });

  it('spec 1 §6: a role missing from the host user is read from the portal service by tenant and identity', async () => {
    const { roles, useCase } = setup();
    roles.answer = () => Promise.resolve('member');
    const session = await useCase.execute();
    expect(roles.calls).toEqual([['acme', USER.identity]]);
    expect(session.user.roleId).toBe('member');
  });

  it('spec 1 §6: a role sent by the host is used as it is', async () => {
    const { host, roles, useCase } = setup();
    host.user = () => Promise.resolve({ ...USER, roleId: 'guest' });
    const session = await useCase.execute();
    expect(roles.calls).toEqual([]);
    expect(session.user.roleId).toBe('guest');
  });

  it('initialises the feature toggles for the user and tenant', async () => {
    const { toggles, useCase } = setup();
    await useCase.execute();
    expect(toggles.contexts).toEqual([{ userIdentity: USER.identity, email: USER.email, tenantId: 'acme' }]);
  });

  it.each(['member', 'guest'] as const)(
    'spec 1 §6: a %s (no tenant-members view) skips metrics and plan',
    async (role: RoleId) => {
      const { roles, subscriptions, useCase } = setup();
      roles.answer = () => Promise.resolve(role);
      const session = await useCase.execute();
      expect(subscriptions.calls).toEqual([]);
      expect(session).toMatchObject({ subscription: [], planName: undefined });
    },
  );

  it('spec 1 §6: an admin loads metrics and plan, both in parallel', async () => {
    const { subscriptions, useCase } = setup();
    const metrics = new Deferred<SubscriptionItem[]>();
    const plan = new Deferred<string>();
    subscriptions.metrics = () => metrics.promise;
    subscriptions.planName = () => plan.promise;
    const pending = useCase.execute();
    await flush();
    // Both were asked before either answered.
    expect(subscriptions.calls.sort()).toEqual(['getMetrics:acme', 'getPlanName:acme']);
    const agent = { metricId: 'Agent', quantity: 3, additionalItemValue: 9.9, allowAdditionalItem: true };
    plan.resolve('Enterprise');
    metrics.resolve([agent]);
    const session = await pending;
    expect(session).toMatchObject({ subscription: [agent], planName: 'Enterprise' });
    expect(session.user.roleId).toBe('admin');
  });

  it('issue 34 §1: the session is whole without the members list (nothing of size n on the start-up path)', async () => {
    const { useCase } = setup();
    const session = await useCase.execute();
    expect(Object.keys(session).sort()).toEqual(['language', 'planName', 'subscription', 'tenant', 'user']);
  });

  it('spec 1 §6: a failing metrics call is logged and the shell still opens, with the rest loaded', async () => {
    const { subscriptions, logger, useCase } = setup();
    subscriptions.metrics = failure;
    const session = await useCase.execute();
    expect(session).toMatchObject({ subscription: [], planName: 'Standard' });
    expect(logger.errors).toEqual(['Subscription metrics failed to load']);
  });

  it('spec 1 §6: a failing plan name call is logged and leaves the plan name undefined', async () => {
    const { subscriptions, logger, useCase } = setup();
    subscriptions.planName = failure;
    const session = await useCase.execute();
    expect(session.planName).toBeUndefined();
    expect(session.subscription).toHaveLength(1);
    expect(logger.errors).toEqual(['Plan name failed to load']);
  });

  it('spec 1 §8: a failing user rejects (the shell shows the danger toast)', async () => {
    const { host, useCase } = setup();
    host.user = failure;
    await expect(useCase.execute()).rejects.toBeInstanceOf(CommandFailure);
  });

  it('spec 1 §8: a failing tenant rejects', async () => {
    const { host, useCase } = setup();
    host.tenant = failure;
    await expect(useCase.execute()).rejects.toBeInstanceOf(CommandFailure);
  });

  it('spec 1 §8: a failing role lookup rejects and loads nothing else', async () => {
    const { roles, subscriptions, useCase } = setup();
    roles.answer = failure;
    await expect(useCase.execute()).rejects.toBeInstanceOf(CommandFailure);
    expect(subscriptions.calls).toEqual([]);
  });

  it("issue 20 §4: a language read that fails (or times out) falls back to the user's culture, and is only logged", async () => {
    const { host, logger, useCase } = setup();
    host.language = failure;
    host.user = () => Promise.resolve({ ...USER, culture: 'es-ES' });
    const session = await useCase.execute();
    expect(session.language).toBe('es');
    expect(logger.warnings).toEqual(["Host language unavailable; using the user's culture"]);
    expect(host.calls.filter((call) => call === 'getCurrentUser')).toHaveLength(1);
  });

  it("issue 20 §4: a language that is none of ours also falls back to the culture; no usable culture → 'pt'", async () => {
    const unknown = setup();
    unknown.host.language = () => Promise.resolve('fr-FR');
    unknown.host.user = () => Promise.resolve({ ...USER, culture: 'en-US' });
    expect((await unknown.useCase.execute()).language).toBe('en');
    const none = setup();
    none.host.language = failure;
    none.host.user = () => Promise.resolve({ ...USER, culture: 'de-DE' });
    expect((await none.useCase.execute()).language).toBe('pt');
  });

  it('issue 20 §4: the toggles and the role are loaded while the language is still awaited (one short wait, not two)', async () => {
    const { host, toggles, roles, useCase } = setup();
    let answerLanguage: (language: string) => void = () => undefined;
    host.language = () => new Promise<string>((resolve) => (answerLanguage = resolve));
    const run = useCase.execute();
    await flush();
    expect(toggles.contexts).toHaveLength(1);
    expect(roles.calls).toHaveLength(1);
    answerLanguage('es');
    expect((await run).language).toBe('es');
  });

  it('issue 20 §4: language() is asked once, shared by the first paint and the session, and never rejects', async () => {
    const { host, useCase } = setup();
    host.language = failure;
    host.user = failure;
    await expect(useCase.language()).resolves.toBe('pt');
    await expect(useCase.execute()).rejects.toBeInstanceOf(CommandFailure);
    await expect(useCase.language()).resolves.toBe('pt');
    expect(host.calls.filter((call) => call === 'getCurrentLanguage')).toHaveLength(1);
  });

  it('feature toggles failing to initialise are logged and the shell still opens', async () => {
    const { toggles, logger, useCase } = setup();
    toggles.answer = failure;
    const session = await useCase.execute();
    expect(session.user.roleId).toBe('admin');
    expect(logger.errors).toEqual(['Feature toggles failed to initialize']);
  });
});

describe('bootstrap started early (issue 12: host round trips while the texts download)', () => {
  it('a second caller joins the start-up under way or done: the host is asked once', async () => {
    const { host, useCase } = setup();
    const early = useCase.execute();
    const joined = useCase.execute();
    expect(joined).toBe(early);
    await early;
    expect(await useCase.execute()).toBe(await early);
    expect(host.calls).toEqual(['getCurrentUser', 'getCurrentTenant', 'getCurrentLanguage']);
  });

  it('a failed start-up is forgotten: the retry asks the host again', async () => {
    const { host, useCase } = setup();
    host.user = failure;
    await expect(useCase.execute()).rejects.toBeInstanceOf(CommandFailure);
    host.user = () => Promise.resolve(USER);
    const session = await useCase.execute();
    expect(session.user.identity).toBe(USER.identity);
    expect(host.calls.filter((call) => call === 'getCurrentUser')).toHaveLength(2);
  });
});
