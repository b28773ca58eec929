import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../simulator/fake-host/in-process.transport';
import { createContainer } from '../../simulator/composition/container';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../simulator/fake-host/fake-host.options';
import { HeadlessHostUi } from '../../simulator/fake-host/headless-host.ui';
import { MembersGateway } from '../../src/application/members/members.port';
import { FeatureModules } from '../../src/application/shared/feature-modules.port';
import { MembersCounter } from '../../src/application/tenant/members-counter.port';
import { holdMemberPages } from '../presentation/shared/held-member-pages';
import { testSettings } from '../presentation/shared/render-module';

function memoryContainer() {
  return createContainer('memory', testSettings, {
    fakeHost: { ...DEFAULT_FAKE_HOST_OPTIONS, lang: 'en' },
    fakeHostUi: new HeadlessHostUi(),
  });
}

describe('the contract card’s members count over the whole module (issue 34 §2)', () => {
  it("issue 34 §2: the members' gateway is not in the first load; the first count loads it (not the members page)", async () => {
    const container = memoryContainer();
    const features = container.get<FeatureModules>(FeatureModules);
    expect(container.isBound(MembersGateway)).toBe(false);
    const { state } = container.get<FakeHost>(FakeHostToken);
    const members = state.members.filter(
      (member) => member.userStatus === 'Accepted' || member.userStatus === 'PendingUser',
    ).length;
    await expect(container.get<MembersCounter>(MembersCounter).execute(state.tenant.id)).resolves.toBe(
      members,
    );
    expect(features.isLoaded('membersData')).toBe(true);
    expect(features.isLoaded('members')).toBe(false);
  });

  it('issue 34 §2: a count aborted while its code loads asks for no member page', async () => {
    const container = memoryContainer();
    const pages = holdMemberPages(container.get<FakeHost>(FakeHostToken));
    const controller = new AbortController();
    const counting = container.get<MembersCounter>(MembersCounter).execute('acme', controller.signal);
    controller.abort();
    await expect(counting).resolves.toBeUndefined();
    expect(pages.asked).toEqual([]);
  });
});
