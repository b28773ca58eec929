import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { CatalogsCommandGateway } from '../../../src/infrastructure/knowledge-base/catalogs.adapter';
import { appSettings, memoryHost } from '../support/memory-host';
import { recording } from '../support/recording-channel';

const AI = 'postmaster@ai.blip.ai';

function setup(overrides: Parameters<typeof memoryHost>[0] = {}) {
  const { host, channel } = memoryHost(overrides);
  const spy = recording(channel);
  return {
    host,
    tenantId: host.state.tenant.id,
    sent: spy.sent,
    gateway: new CatalogsCommandGateway(spy.channel, appSettings),
  };
}

describe("CatalogsCommandGateway (spec 2 §7 'Catalogs') over the fake host", () => {
  it('§7: get …/catalog?$take&$skip on the AI address → items and total; skip = (page − 1) × take', async () => {
    const { tenantId, sent, gateway, host } = setup();
    const page = await gateway.list(tenantId, { take: 5, skip: 5 });
    expect(sent).toEqual([
      { to: AI, method: 'get', uri: `/knowledge-base/${tenantId}/catalog?$take=5&$skip=5` },
    ]);
    expect(page.total).toBe(12);
    expect(page.items.map((c) => c.name)).toEqual(host.state.catalogs.slice(5, 10).map((c) => c.name));
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      content_count: expect.any(Number),
      updated_at: expect.stringMatching(/^\d{4}-/),
      updated_by: expect.stringContaining('@'),
    });
  });

  it("§5/§7: $filter=(name eq '{term}') is an exact match, quotes doubled and the filter URI-encoded", async () => {
    const { tenantId, sent, gateway } = setup();
    const found = await gateway.list(tenantId, { take: 5, skip: 0, name: "Customer's rights" });
    expect(sent[0]?.uri).toBe(
      `/knowledge-base/${tenantId}/catalog?$take=5&$skip=0&$filter=${encodeURIComponent("(name eq 'Customer''s rights')")}`,
    );
    expect(found.items.map((c) => c.name)).toEqual(["Customer's rights"]);
    expect((await gateway.list(tenantId, { take: 5, skip: 0, name: 'product faq' })).total).toBe(0);
    expect((await gateway.list(tenantId, { take: 5, skip: 0, name: 'Product' })).total).toBe(0);
  });

  it('§7: set …/catalog with knowledgebase-catalog+json {name} → the new catalog; get …/catalog/{id} reads it', async () => {
    const { tenantId, sent, gateway } = setup();
    const created = await gateway.create(tenantId, 'Brand new');
    expect(sent[0]).toEqual({
      to: AI,
      method: 'set',
      uri: `/knowledge-base/${tenantId}/catalog`,
      type: 'application/vnd.blip.ai.knowledgebase-catalog+json',
      resource: { name: 'Brand new' },
    });
    expect(await gateway.get(tenantId, created.id)).toMatchObject({
      id: created.id,
      name: 'Brand new',
      content_count: 0,
    });
    expect(sent[1]).toEqual({
      to: AI,
      method: 'get',
      uri: `/knowledge-base/${tenantId}/catalog/${created.id}`,
    });
  });

  it('§7: merge renames, delete removes (then get is 67)', async () => {
    const { tenantId, sent, gateway, host } = setup();
    const id = host.state.catalogs[0]!.id;
    await gateway.rename(tenantId, id, 'Renamed');
    expect(sent[0]).toMatchObject({
      to: AI,
      method: 'merge',
      uri: `/knowledge-base/${tenantId}/catalog/${id}`,
      resource: { name: 'Renamed' },
    });
    expect(host.state.catalogs[0]!.name).toBe('Renamed');
    await gateway.remove(tenantId, id);
    expect(sent[1]).toEqual({ to: AI, method: 'delete', uri: `/knowledge-base/${tenantId}/catalog/${id}` });
    await expect(gateway.get(tenantId, id)).rejects.toMatchObject({ isNotFound: true });
  });

  it('§5: a blank name is refused by the service as a LIME failure; a guest may not write (66)', async () => {
    const { tenantId, gateway } = setup();
    await expect(gateway.create(tenantId, '  ')).rejects.toBeInstanceOf(CommandFailure);
    const guest = setup({ role: 'guest' });
    await expect(guest.gateway.create(guest.tenantId, 'x')).rejects.toMatchObject({ code: 66 });
  });

  it("the 'empty' scenario has no catalogs", async () => {
    const { tenantId, gateway } = setup({ scenario: 'empty' });
    expect(await gateway.list(tenantId, { take: 5, skip: 0 })).toEqual({ items: [], total: 0 });
  });
});
