import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useService } from '../../shared/use-presenter';
import { UsageMenuPresenter } from './usage-menu.presenter';
import { UsageSideMenu } from './UsageSideMenu.view';

const framed = new WeakMap<ComponentType, ComponentType>();

/**
 * A report page inside the usage area: the side menu beside it (spec 3 §2.14). One wrapper per
 * page component, made once, so navigating between reports never remounts a page needlessly.
 */
export function withUsageMenu(Page: ComponentType): ComponentType {
  const known = framed.get(Page);
  if (known !== undefined) return known;
  const UsageAreaPage = observer(function UsageAreaPage() {
    // Without a menu (spec 3 §6: no item allowed) the page takes the whole width; the tree keeps
    // its shape, so the page is not remounted when the toggles answer late.
    const alone = useService(UsageMenuPresenter).items.length === 0;
    return (
      <div className={alone ? 'usage-area usage-area--alone' : 'usage-area'}>
        <UsageSideMenu />
        <div className="usage-area__page">
          <Page />
        </div>
      </div>
    );
  });
  framed.set(Page, UsageAreaPage);
  return UsageAreaPage;
}
