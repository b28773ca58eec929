import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mtlsFixture } from './mtls-presenter.fixture';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

async function opened(certificateId = 'c1:acme-client') {
  const fixture = mtlsFixture();
  await fixture.page.load();
  fixture.hosts.open(certificateId);
  return fixture;
}

describe('CertificateHostsPresenter (spec 1 §2 hosts modal, §4, §8)', () => {
  it("spec 1 §2: 'Certificate hosts' of the chosen certificate, one row per host", async () => {
    const { hosts } = await opened();
    expect(hosts.isOpen).toBe(true);
    expect(hosts.certificate?.description).toBe('Payments gateway');
    expect(hosts.hostRows.map((row) => row.host)).toEqual([
      'https://payments.acme.com',
      'https://payments.acme.com:8443/v2',
    ]);
  });

  it("spec 1 §8: a host is deleted after 'Caution'; 'Host removed successfully'; the modal stays with the rest", async () => {
    const { hosts, host, gateway } = await opened();
    await hosts.deleteHostClicked('h1');
    expect(host.alerts.map((alert) => alert.title)).toEqual(['Caution']);
    expect(gateway.calls).toEqual(['list acme', 'delete-host acme h1', 'list acme']);
    expect(host.toasts).toEqual([{ type: 'success', message: 'Host removed successfully' }]);
    expect(hosts.isOpen).toBe(true);
    expect(hosts.hostRows.map((row) => row.hostId)).toEqual(['h2']);
  });

  it('spec 1 §4: removing the last host closes the modal and refreshes the list after 1000 ms', async () => {
    const { hosts, gateway } = await opened('c2:acme-crm');
    await hosts.deleteHostClicked('h3');
    expect(hosts.isOpen).toBe(false);
    expect(gateway.calls).toEqual(['list acme', 'delete-host acme h3']);
    await vi.advanceTimersByTimeAsync(999);
    expect(gateway.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(gateway.calls).toEqual(['list acme', 'delete-host acme h3', 'list acme']);
  });

  it('the pending refresh does not run once the page is gone', async () => {
    const { page, hosts, gateway } = await opened('c2:acme-crm');
    await hosts.deleteHostClicked('h3');
    page.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(gateway.calls).toEqual(['list acme', 'delete-host acme h3']);
  });

  it("spec 1 §8: a failed delete → 'Failed when trying to delete host.' and the real hosts again", async () => {
    const { hosts, host, gateway } = await opened();
    gateway.failing.add('deleteHost');
    await hosts.deleteHostClicked('h1');
    expect(host.toasts).toEqual([{ type: 'danger', message: 'Failed when trying to delete host.' }]);
    expect(gateway.calls.at(-1)).toBe('list acme');
    expect(hosts.hostRows.map((row) => row.hostId)).toEqual(['h1', 'h2']);
    expect(hosts.isDeleting('h1')).toBe(false);
  });

  it('a cancelled confirmation deletes nothing', async () => {
    const { hosts, host, gateway } = await opened();
    host.alertAnswers.push(false);
    await hosts.deleteHostClicked('h1');
    expect(gateway.calls).toEqual(['list acme']);
    expect(hosts.hostRows).toHaveLength(2);
  });

  it('closing the modal forgets the certificate', async () => {
    const { hosts } = await opened();
    hosts.close();
    expect(hosts.isOpen).toBe(false);
    expect(hosts.hostRows).toEqual([]);
  });
});
