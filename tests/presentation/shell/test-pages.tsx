import { useMemo } from 'react';
import type { RouteId } from '../../../src/domain/access/private-routes';
import type { PageRoute } from '../../../src/presentation/shell/route-registry';
import { usePageBreadcrumb, usePageHeader } from '../../../src/presentation/shell/shell-context';

/** A registry entry whose lazy page is a heading, to see whether it rendered. */
export function headingPage(routeId: RouteId, path: string, text: string): PageRoute {
  return {
    routeId,
    path,
    load: () => Promise.resolve({ default: () => <h1>{text}</h1> }),
  };
}

/** A page that puts a back link and a bold text in the header bar. */
export function pageWithHeader(routeId: RouteId, path: string, backTo: string, text: string): PageRoute {
  function Page() {
    usePageHeader({ backTo, text });
    return <p>report body</p>;
  }
  return { routeId, path, load: () => Promise.resolve({ default: Page }) };
}

/** A page whose breadcrumb ends in an editable name; saved values land in `saved`. */
export function pageWithEditableBreadcrumb(routeId: RouteId, path: string, saved: string[]): PageRoute {
  function Page() {
    const breadcrumb = useMemo(
      () => ({
        items: [{ label: 'Knowledge Base', to: '/knowledge-base' }],
        editableLast: {
          value: 'FAQ',
          label: 'Catalog name',
          onSave: (value: string) => void saved.push(value),
        },
      }),
      [],
    );
    usePageBreadcrumb(breadcrumb);
    return <p>catalog body</p>;
  }
  return { routeId, path, load: () => Promise.resolve({ default: Page }) };
}
