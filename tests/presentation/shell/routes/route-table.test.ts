import { describe, expect, it } from 'vitest';
import { HOME_CARDS } from '../../../../src/domain/access/home-cards';
import { PRIVATE_ROUTES, type RouteId } from '../../../../src/domain/access/private-routes';
import { DATA_CONSUMPTION_TOGGLE } from '../../../../src/domain/access/usage-routes';
import { USAGE_ALERT_REPORTS } from '../../../../src/domain/reports/usage-alert.rule';
import { USAGE_MENU_OPTIONS } from '../../../../src/domain/reports/usage-menu.rule';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { hrefOf, pathOf, routeIdAt, routeRow } from '../../../../src/presentation/shell/routes/route-lookup';
import { ROUTE_TABLE } from '../../../../src/presentation/shell/routes/route-table';

/** Every path of spec 1 §2, spec 2 §2.1 and spec 3 §2.1, with a sample for each parameter. */
const SPEC_PATHS: readonly (readonly [string, string])[] = [
  ['/', 'home'],
  ['/panel', 'panel'],
  ['/members', 'members'],
  ['/agent', 'agent'],
  ['/copilot', 'copilot'],
  ['/calls', 'calls'],
  ['/mtls', 'mtls'],
  ['/knowledge-base', 'knowledgeBase'],
  ['/knowledge-base/cat-9/documents', 'knowledgeBaseDocuments'],
  ['/knowledge-base/cat-9/documents/doc-3/url-paths', 'knowledgeBaseUrlPaths'],
  ['/pipeline', 'pipeline'],
  ['/pipeline/cat-9/documents', 'pipelineDocuments'],
  ['/data-consumption', 'dataConsumption'],
  ['/dau-consumption', 'dauConsumption'],
  ['/dau-consumption/monthly', 'dauConsumptionMonthly'],
  ['/dau-consumption/daily', 'dauConsumptionDaily'],
  ['/deu-consumption', 'deuConsumption'],
  ['/deu-consumption/monthly', 'deuConsumptionMonthly'],
  ['/deu-consumption/daily', 'deuConsumptionDaily'],
  ['/agent-consumption', 'agentConsumption'],
  ['/agent-consumption/monthly', 'agentConsumptionMonthly'],
  ['/session-consumption', 'sessionConsumption'],
  ['/session-consumption/monthly', 'sessionConsumptionMonthly'],
  ['/session-consumption/daily', 'sessionConsumptionDaily'],
  ['/mau-consumption', 'mauConsumption'],
  ['/mau-consumption/chatbots', 'mauConsumptionChatbots'],
  ['/mau-consumption/daily', 'mauConsumptionDaily'],
  ['/meu-consumption', 'meuConsumption'],
  ['/meu-consumption/chatbots', 'meuConsumptionChatbots'],
  ['/meu-consumption/daily', 'meuConsumptionDaily'],
  ['/revenue', 'revenue'],
  ['/revenue/chatbots', 'revenueChatbots'],
  ['/daily-active-users', 'dailyActiveUsers'],
  ['/daily-active-users/monthly', 'dailyActiveUsersMonthly'],
  ['/daily-active-users/daily', 'dailyActiveUsersDaily'],
  ['/daily-engaged-users', 'dailyEngagedUsers'],
  ['/daily-engaged-users/monthly', 'dailyEngagedUsersMonthly'],
  ['/daily-engaged-users/daily', 'dailyEngagedUsersDaily'],
  ['/old-session-consumption', 'oldSessionConsumption'],
  ['/old-session-consumption/monthly', 'oldSessionConsumptionMonthly'],
  ['/old-session-consumption/daily', 'oldSessionConsumptionDaily'],
  ['/old-agent-consumption', 'oldAgentConsumption'],
  ['/old-agent-consumption/monthly', 'oldAgentConsumptionMonthly'],
];

const TABLE_IDS: ReadonlySet<RouteId> = new Set(ROUTE_TABLE.map((row) => row.id));
const missing = (ids: readonly RouteId[]) => ids.filter((id) => !TABLE_IDS.has(id));

describe('route table (spec 1 §2, spec 2 §2.1, spec 3 §2.1)', () => {
  it.each(SPEC_PATHS)('spec route table: %s is the private route %s', (path, id) => {
    expect(routeIdAt(path)).toBe(id);
  });

  it('route ids and patterns are unique', () => {
    expect(TABLE_IDS.size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((row) => row.path)).size).toBe(ROUTE_TABLE.length);
  });

  it.each(['/nowhere', '/agent/extra', '/knowledge-base/cat-9', '/revenue/chatbots/x'])(
    'spec 1 §2: %s is not a private route (unknown paths go home)',
    (path) => {
      expect(routeIdAt(path)).toBeUndefined();
    },
  );

  it('react-router reading: static segments match case-insensitively, search and hash aside', () => {
    expect(routeIdAt('/Members/?tab=1#top')).toBe('members');
  });

  it('spec 1 §2 / spec 3 §9: only the old agent-consumption pages have max width 1440', () => {
    const widths = ROUTE_TABLE.filter((row) => row.maxContentWidth !== undefined);
    expect(widths.map((row) => [row.id, row.maxContentWidth])).toEqual([
      ['oldAgentConsumption', 1440],
      ['oldAgentConsumptionMonthly', 1440],
    ]);
  });

  it('links fill the parameters of a pattern, URL-encoded', () => {
    expect(pathOf('members')).toBe('/members');
    expect(hrefOf('knowledgeBaseUrlPaths', { catalogId: 'c 1', documentId: 'd/2' })).toBe(
      '/knowledge-base/c%201/documents/d%2F2/url-paths',
    );
    expect(() => hrefOf('knowledgeBaseDocuments')).toThrow(/:catalogId/);
  });

  it('spec 3 §2.14: the newer reports (usage area, side menu) are those behind the Usage report toggle', () => {
    const usage = ROUTE_TABLE.filter((row) => row.group === 'usage').map((row) => row.id);
    const newer = PRIVATE_ROUTES.filter((rule) => rule.featureToggle === DATA_CONSUMPTION_TOGGLE);
    expect(usage).toEqual(newer.map((rule) => rule.id));
  });
});

describe('nothing names a route the table lacks (issue 21)', () => {
  it('every access rule has its row, and every row its access rule', () => {
    expect(missing(PRIVATE_ROUTES.map((rule) => rule.id))).toEqual([]);
    const ruled = new Set(PRIVATE_ROUTES.map((rule) => rule.id));
    expect(ROUTE_TABLE.filter((row) => !ruled.has(row.id)).map((row) => row.id)).toEqual([]);
  });

  it('every page the router mounts is a row of the table, under its path', () => {
    for (const page of PAGE_ROUTES) expect(page.path).toBe(pathOf(page.routeId));
    expect(missing(PAGE_ROUTES.map((page) => page.routeId))).toEqual([]);
  });

  it('every home card opens a row that draws a card with an icon, and no row draws a card the home lacks', () => {
    expect(missing(HOME_CARDS.map((card) => card.routeId))).toEqual([]);
    for (const card of HOME_CARDS) {
      expect(routeRow(card.routeId).card, card.routeId).toBeDefined();
      expect(routeRow(card.routeId).icon, card.routeId).toBeDefined();
    }
    const carded = ROUTE_TABLE.filter((row) => row.card !== undefined).map((row) => row.id);
    expect(carded.toSorted()).toEqual(HOME_CARDS.map((card) => card.routeId).toSorted());
  });

  it('every usage-menu item opens a usage-area row with an icon', () => {
    expect(missing(USAGE_MENU_OPTIONS)).toEqual([]);
    for (const option of USAGE_MENU_OPTIONS) {
      expect(routeRow(option)).toMatchObject({ group: 'usage', icon: expect.any(String) as unknown });
    }
  });

  it('every usage alert and header link opens a row of the table', () => {
    expect(missing(Object.values(USAGE_ALERT_REPORTS).flat())).toEqual([]);
    expect(missing(['agent', 'agentConsumption', 'oldAgentConsumption'])).toEqual([]);
  });

  it('a route the table lacks is an error, not a silent dead link', () => {
    expect(() => pathOf('nowhere' as RouteId)).toThrow(/not in the route table/);
  });
});
