import type { ComponentType } from 'react';
import { UsageSideMenu } from './UsageSideMenu.view';

const framed = new WeakMap<ComponentType, ComponentType>();

/**
 * A report page inside the usage area: the side menu beside it (spec 3 §2.14). One wrapper per
 * page component, made once, so navigating between reports never remounts a page needlessly.
 */
export function withUsageMenu(Page: ComponentType): ComponentType {
  const known = framed.get(Page);
  if (known !== undefined) return known;
  function UsageAreaPage() {
    return (
      <div className="usage-area">
        <UsageSideMenu />
        <div className="usage-area__page">
          <Page />
        </div>
      </div>
    );
  }
  framed.set(Page, UsageAreaPage);
  return UsageAreaPage;
}
