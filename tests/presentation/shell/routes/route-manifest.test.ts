import { Container, ContainerModule } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { homeCardsOf } from '../../../../src/domain/access/home-cards';
import { visibleHomeSections } from '../../../../src/domain/access/home-visibility.rule';
import { privateRoutesOf } from '../../../../src/domain/access/private-routes';
import { evaluateRouteGate } from '../../../../src/domain/access/route-gate.rule';
import { ROUTE_MANIFEST } from '../../../../src/domain/access/route-manifest';
import type { RouteManifest } from '../../../../src/domain/access/route-manifest-entry';
import { LAZY_FEATURES, type LazyFeature } from '../../../../src/application/shared/feature-modules.port';
import {
  eagerModulesOf,
  FEATURE_MANIFEST,
  lazyLoadersOf,
  lazyNeedsOf,
  type FeatureManifest,
  type LazyEntriesArePortFeatures,
} from '../../../../src/composition/feature-manifest';
import { ContainerFeatureModules } from '../../../../src/composition/lazy-feature-modules';
import { createAppRoutes } from '../../../../src/presentation/shell/app-routes';
import { pageRoutesOf, type PageRoute } from '../../../../src/presentation/shell/route-registry';
import { routeInfosOf } from '../../../../src/presentation/shell/routes/route-info';
import { ROUTE_PAGES } from '../../../../src/presentation/shell/routes/route-pages';
import type { RoutePages, RouteRow } from '../../../../src/presentation/shell/routes/route-row';
import { routeTableOf } from '../../../../src/presentation/shell/routes/route-table';
import { ICON_PATHS } from '../../../../src/presentation/ui/icons/icon-paths';
import enHome from '../../../../src/presentation/i18n/locales/en/home.json';
import esHome from '../../../../src/presentation/i18n/locales/es/home.json';
import ptHome from '../../../../src/presentation/i18n/locales/pt/home.json';
import { ctx, togglesOn } from '../../../domain/access/access-fixtures';

/** A fixture feature, as the README's recipe adds one: one manifest entry (and its page). */
const WIDGETS_TOGGLE = 'tenant-widgets';
const FIXTURE_MANIFEST = {
  home: { path: '/', group: 'shell', access: { accessPermission: 'tenant-summary' } },
  widgets: {
    path: '/widgets',
    group: 'settings',
    access: { accessPermission: 'tenant-members', featureToggle: WIDGETS_TOGGLE },
    icon: 'members',
    card: {
      key: 'widgets',
      section: 'featureManagement',
      permission: 'tenant-members',
      variants: [{ toggle: WIDGETS_TOGGLE }],
      isNew: true,
    },
  },
  widgetDetails: {
    path: '/widgets/:widgetId',
    group: 'settings',
    access: { accessPermission: 'tenant-members', featureToggle: WIDGETS_TOGGLE },
  },
} satisfies RouteManifest;
type FixtureId = keyof typeof FIXTURE_MANIFEST;

const WidgetsPage = () => null;
const FIXTURE_PAGES: RoutePages<FixtureId> = {
  home: null,
  widgets: { page: () => Promise.resolve({ default: WidgetsPage }), feature: 'members' },
  widgetDetails: { page: () => Promise.resolve({ default: WidgetsPage }), feature: 'members' },
};

const WIDGETS_MARKER = Symbol.for('WidgetsFixture');

describe('one manifest per feature (issue 36 §1)', () => {
  it('issue 36 §1: a fixture route’s one manifest entry reaches the gate, the home, the lookup and the router', () => {
    const rules = privateRoutesOf(FIXTURE_MANIFEST);
    const widgets = rules.find((rule) => rule.id === 'widgets')!;
    const member = ctx({ roleId: 'admin', isToggleOn: togglesOn(WIDGETS_TOGGLE) });
    expect(evaluateRouteGate(widgets, member)).toBe('allowed');
    expect(evaluateRouteGate(widgets, ctx({ roleId: 'admin', isToggleOn: togglesOn() }))).toBe('denied');

    const sections = visibleHomeSections(member, undefined, homeCardsOf(FIXTURE_MANIFEST));
    expect(sections).toEqual([
      { id: 'featureManagement', cards: [{ routeId: 'widgets', sectionId: 'featureManagement' }] },
    ]);

    expect(routeInfosOf(FIXTURE_MANIFEST).find((route) => route.id === 'widgets')).toEqual({
      id: 'widgets',
      path: '/widgets',
      group: 'settings',
      icon: 'members',
      card: {
        key: 'widgets',
        titleKey: 'cards.widgets.title',
        descriptionKey: 'cards.widgets.description',
        isNew: true,
      },
    });

    const table = routeTableOf(FIXTURE_MANIFEST, FIXTURE_PAGES);
    expect(table.map((row) => [row.id, row.path, row.feature])).toEqual([
      ['home', '/', undefined],
      ['widgets', '/widgets', 'members'],
      ['widgetDetails', '/widgets/:widgetId', 'members'],
    ]);
    const pages = pageRoutesOf(table as readonly RouteRow<string>[] as readonly RouteRow[]);
    expect(pages.map((page) => [page.routeId, page.path, page.feature])).toEqual([
      ['widgets', '/widgets', 'members'],
      ['widgetDetails', '/widgets/:widgetId', 'members'],
    ]);
    const children = (createAppRoutes(pages as readonly PageRoute[])[0]?.children ?? []) as RouteObject[];
    expect(children.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/widgets', '/widgets/:widgetId']),
    );
  });

  it('issue 36 §1: a fixture feature’s one manifest entry reaches start-up or the lazy loader', async () => {
    const eagerBound = new ContainerModule((options) => {
      options.bind(WIDGETS_MARKER).toConstantValue('eager widgets');
    });
    const withEager = {
      ...FEATURE_MANIFEST,
      widgets: { kind: 'eager', modules: () => [eagerBound] },
    } satisfies FeatureManifest;
    expect(eagerModulesOf(withEager)).toContain(eagerBound);

    const lazyBound = new ContainerModule((options) => {
      options.bind(WIDGETS_MARKER).toConstantValue('lazy widgets');
    });
    const withLazy = {
      ...FEATURE_MANIFEST,
      members: { kind: 'lazy', load: () => Promise.resolve([lazyBound]), needs: [] },
    } satisfies FeatureManifest;
    expect(eagerModulesOf(withLazy)).not.toContain(lazyBound);
    const container = new Container();
    const features = new ContainerFeatureModules(container, lazyLoadersOf(withLazy), lazyNeedsOf(withLazy));
    // The fixture route's page names the feature; opening it loads the feature's modules.
    await features.load(FIXTURE_PAGES.widgets!.feature!);
    expect(container.get(WIDGETS_MARKER)).toBe('lazy widgets');
  });

  it('issue 36 §1: every route id has its page entry and every lazy feature its entry, or the type check fails', () => {
    expectTypeOf(ROUTE_PAGES).toEqualTypeOf<RoutePages>();
    expect(Object.keys(ROUTE_PAGES)).toEqual(Object.keys(ROUTE_MANIFEST));
    expect(Object.keys(lazyLoadersOf(FEATURE_MANIFEST)).toSorted()).toEqual([...LAZY_FEATURES].toSorted());

    // @ts-expect-error a route of the manifest without its page entry
    const missingPage: RoutePages<FixtureId> = { home: null, widgets: null };
    const { members: _members, ...withoutMembers } = FEATURE_MANIFEST;
    // @ts-expect-error a lazy feature of the port without its manifest entry
    const missingFeature: FeatureManifest = withoutMembers;
    const strayLazy = {
      ...FEATURE_MANIFEST,
      gadgets: { kind: 'lazy', load: () => Promise.resolve([]) },
    } as const;
    // @ts-expect-error a lazy entry whose name the port's LAZY_FEATURES lacks
    const strayAccepted: LazyEntriesArePortFeatures<typeof strayLazy> = true;
    const portOnly: LazyEntriesArePortFeatures<typeof FEATURE_MANIFEST> = true;
    expect([missingPage, missingFeature, strayAccepted, portOnly]).toHaveLength(4);
    expectTypeOf<LazyFeature>().toEqualTypeOf<(typeof LAZY_FEATURES)[number]>();
  });

  it('issue 36 §1: every icon the manifest names is one of the UI kit', () => {
    const icons = Object.values(ROUTE_MANIFEST).flatMap((entry) => ('icon' in entry ? [entry.icon] : []));
    expect(icons.filter((icon) => !(icon in ICON_PATHS))).toEqual([]);
  });

  it('issue 36 §1, §4: every home card the manifest names has its title and description in pt, en and es', () => {
    const keys = Object.values(ROUTE_MANIFEST).flatMap((entry) => ('card' in entry ? [entry.card.key] : []));
    expect(keys.length).toBeGreaterThan(5);
    for (const home of [ptHome, enHome, esHome]) {
      const cards = home.cards as Record<string, { title?: string; description?: string } | undefined>;
      expect(keys.filter((key) => !cards[key]?.title || !cards[key]?.description)).toEqual([]);
    }
  });
});
