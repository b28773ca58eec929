import { describe, expect, it } from 'vitest';
import { RouteAccessUseCase } from '../../../src/application/access/route-access.use-case';
import type { AgentPlanStatus } from '../../../src/domain/access/agent-plan.entity';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { session } from '../../domain/access/access-fixtures';
import { Deferred, FakeAgentPlans, FakeLogger, FakeToggles } from './access-fakes';

function setup(on: readonly string[] = []) {
  const plans = new FakeAgentPlans();
  const logger = new FakeLogger();
  const toggles = new FakeToggles(on);
  const useCase = new RouteAccessUseCase(toggles, plans, logger);
  return { plans, logger, useCase, toggles };
}

const NOT_CONFIGURED: AgentPlanStatus = { hasActivePaidPlan: false, isTrial: false, reason: 'notConfigured' };

describe('route access (spec 1 §6, spec 2 §6)', () => {
  it('spec 1 §6: plain gates answer without asking for the agent plan', async () => {
    const { plans, useCase } = setup();
    expect(await useCase.check('members', session('admin'))).toBe('allowed');
    expect(await useCase.check('members', session('member'))).toBe('denied');
    expect(await useCase.check('mtls', session('admin'))).toBe('denied');
    expect(plans.calls).toEqual([]);
  });

  it('spec 1 §6: the toggle of a route is read through the feature toggles', async () => {
    const { useCase } = setup(['enable-tenant-mtls-certificates']);
    expect(await useCase.check('mtls', session('admin'))).toBe('allowed');
  });

  it('spec 2 §6: a knowledge-base route fetches the agent plan for the tenant', async () => {
    const { plans, useCase } = setup();
    expect(await useCase.check('knowledgeBaseDocuments', session('guest'))).toBe('allowed');
    expect(plans.calls).toEqual(['acme']);
  });

  it('spec 2 §6: the agent plan is fetched once per session, concurrent checks included', async () => {
    const { plans, useCase } = setup();
    const current = session('admin');
    const [first, second] = await Promise.all([
      useCase.check('knowledgeBase', current),
      useCase.check('knowledgeBaseDocuments', current),
    ]);
    expect(await useCase.check('pipeline', current)).toBe('allowed');
    expect([first, second]).toEqual(['allowed', 'allowed']);
    expect(plans.calls).toEqual(['acme']);
  });

  it('spec 2 §6: a new session fetches its own agent plan', async () => {
    const { plans, useCase } = setup();
    await useCase.check('knowledgeBase', session('admin'));
    await useCase.check('knowledgeBase', session('admin'));
    expect(plans.calls).toEqual(['acme', 'acme']);
  });

  it('spec 2 §8 Gates: an agent-plan error denies, is logged, and is asked again next time', async () => {
    const { plans, logger, useCase } = setup(['ai-agent-knowledge-base-screens-enabled']);
    plans.answer = () => Promise.reject(new CommandFailure('timeout', 'timeout', undefined, 'no answer'));
    const current = session('admin');
    expect(await useCase.check('knowledgeBase', current)).toBe('denied');
    expect(logger.errors).toEqual(['Agent plan check failed; access denied']);
    plans.answer = () => Promise.resolve({ hasActivePaidPlan: false, isTrial: true, reason: undefined });
    expect(await useCase.check('knowledgeBase', current)).toBe('allowed');
    expect(plans.calls).toHaveLength(2);
  });

  it("spec 1 §6: 'notConfigured' lets 'ai-agent-knowledge-base-screens-enabled' decide", async () => {
    const on = setup(['ai-agent-knowledge-base-screens-enabled']);
    on.plans.answer = () => Promise.resolve(NOT_CONFIGURED);
    expect(await on.useCase.check('knowledgeBase', session())).toBe('allowed');
    const off = setup();
    off.plans.answer = () => Promise.resolve(NOT_CONFIGURED);
    expect(await off.useCase.check('knowledgeBase', session())).toBe('denied');
  });

  it("spec 1 §6: pipeline with 'pipeline-enable' on never asks for the plan", async () => {
    const { plans, useCase } = setup(['pipeline-enable']);
    expect(await useCase.check('pipeline', session('admin'))).toBe('allowed');
    expect(plans.calls).toEqual([]);
  });

  it('spec 1 §6: pipeline with the toggle off and no paid or trial plan is denied', async () => {
    const { plans, useCase } = setup();
    plans.answer = () => Promise.resolve(NOT_CONFIGURED);
    expect(await useCase.check('pipeline', session('admin'))).toBe('denied');
  });

  it('spec 1 §6: a denied role never triggers the agent plan fetch', async () => {
    const { plans, useCase } = setup();
    expect(await useCase.check('pipeline', session('member'))).toBe('denied');
    expect(plans.calls).toEqual([]);
  });

  it('spec 1 §6: the answer waits for the plan', async () => {
    const { plans, useCase } = setup();
    const pending = new Deferred<AgentPlanStatus>();
    plans.answer = () => pending.promise;
    let settled = false;
    const check = useCase.check('knowledgeBase', session()).then((result) => {
      settled = true;
      return result;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    pending.resolve({ hasActivePaidPlan: true, isTrial: false, reason: undefined });
    expect(await check).toBe('allowed');
  });

  it("issue 35 §2: while the portal's toggles are awaited, a route only they could open waits, and a late answer opens it", async () => {
    const { useCase, toggles } = setup();
    toggles.awaitLateAnswer();
    let waited = 0;
    const decision = useCase.check('mtls', session('admin'), () => (waited += 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waited).toBe(1);
    toggles.arrive(['enable-tenant-mtls-certificates']);
    expect(await decision).toBe('allowed');
  });

  it('issue 35 §2: the late answer without the toggle (or no answer at all) denies then', async () => {
    const { useCase, toggles } = setup();
    toggles.awaitLateAnswer();
    const decision = useCase.check('mtls', session('admin'));
    toggles.arrive([]);
    expect(await decision).toBe('denied');
  });

  it('issue 35 §2: a route no toggle could open (the role denies it) is denied at once, without waiting', async () => {
    const { useCase, toggles } = setup();
    toggles.awaitLateAnswer();
    let waited = 0;
    expect(await useCase.check('members', session('member'), () => (waited += 1))).toBe('denied');
    expect(await useCase.check('members', session('admin'))).toBe('allowed');
    expect(waited).toBe(0);
  });
});
