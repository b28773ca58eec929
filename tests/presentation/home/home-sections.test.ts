import { describe, expect, it } from 'vitest';
import { FEATURE_TOGGLE_NAMES } from '../../../src/domain/access/feature-toggle-names';
import { visibleHomeSections } from '../../../src/domain/access/home-visibility.rule';
import { toHomeSectionViews } from '../../../src/presentation/home/home-sections';
import { allOn, ctx, PLAN_NOT_CONFIGURED, togglesOn } from '../../domain/access/access-fixtures';

const allButDataConsumption = togglesOn(
  ...FEATURE_TOGGLE_NAMES.filter((name) => name !== 'billing-data-consumption'),
);

describe('home cards, drawn from the route table (spec 1 §2 Home)', () => {
  const all = [
    ...toHomeSectionViews(
      visibleHomeSections(ctx({ isToggleOn: allButDataConsumption }), PLAN_NOT_CONFIGURED),
    ),
    ...toHomeSectionViews(visibleHomeSections(ctx({ isToggleOn: allOn }))).filter(
      (section) => section.id === 'usageData',
    ),
  ].flatMap((section) => section.cards);
  const byId = (id: string) => all.find((card) => card.id === id);

  it("lead reading: the 'New' tag is on Knowledge base, Pipeline, Copilot, Calls and Usage report", () => {
    expect(all.filter((card) => card.isNew).map((card) => card.id)).toEqual([
      'knowledgeBase',
      'pipeline',
      'copilot',
      'calls',
      'dataConsumption',
    ]);
  });
  it.each([
    ['members', '/members'],
    ['agent', '/agent'],
    ['mtls', '/mtls'],
    ['knowledgeBase', '/knowledge-base'],
    ['pipeline', '/pipeline'],
    ['copilot', '/copilot'],
    ['calls', '/calls'],
    ['contractRevenue', '/revenue'],
    ['dailyActiveUsers', '/daily-active-users'],
    ['dailyEngagedUsers', '/daily-engaged-users'],
    ['sessionConsumption', '/session-consumption'],
    ['agentConsumption', '/agent-consumption'],
    ['dataConsumption', '/data-consumption'],
  ])('spec 1 §2: the %s card navigates to %s, with home-namespace keys', (id, path) => {
    expect(byId(id)).toMatchObject({
      path,
      titleKey: `cards.${id}.title`,
      descriptionKey: `cards.${id}.description`,
    });
  });
  it("spec 1 §2: every card shows its pictogram from the kit's icon set", () => {
    expect(Object.fromEntries(all.map((card) => [card.id, card.icon]))).toEqual({
      members: 'members',
      agent: 'agent',
      mtls: 'certificate',
      knowledgeBase: 'knowledge-base',
      pipeline: 'pipeline',
      copilot: 'copilot',
      calls: 'calls',
      contractRevenue: 'revenue',
      dailyActiveUsers: 'daily-active-users',
      dailyEngagedUsers: 'daily-engaged-users',
      sessionConsumption: 'conversation',
      agentConsumption: 'agents-usage',
      dataConsumption: 'usage-report',
    });
  });
  it('spec 1 §2: sections carry their title keys in order', () => {
    expect(toHomeSectionViews(visibleHomeSections(ctx())).map((section) => section.titleKey)).toEqual([
      'sections.generalSettings.title',
      'sections.featureManagement.title',
      'sections.usageData.title',
    ]);
  });
  it('a card whose route has no card in the route table is a programming error', () => {
    expect(() =>
      toHomeSectionViews([
        { id: 'generalSettings', cards: [{ routeId: 'panel', sectionId: 'generalSettings' }] },
      ]),
    ).toThrow(/no home card/);
  });
});
