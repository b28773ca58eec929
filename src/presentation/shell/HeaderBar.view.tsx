import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isInternalPath } from '../shared/internal-path';
import { Breadcrumb, Icon } from '../ui';
import type { HeaderContent } from './header.store';
import type { ShellPresenter } from './shell.presenter';
import './HeaderBar.css';
import { pathOf } from './routes/route-lookup';

function PageHeader({ content }: { readonly content: HeaderContent }) {
  const { t } = useTranslation('shell');
  const backTo = isInternalPath(content.backTo) ? content.backTo : pathOf('home');
  return (
    <div className="shell-header__page">
      <Link to={backTo} className="shell-header__back" aria-label={t('header.back')}>
        <Icon name="arrow-left" size={20} />
      </Link>
      <h1 className="shell-header__title">{content.text}</h1>
    </div>
  );
}

function LinkButton({ to, children }: { readonly to: string; readonly children: string }) {
  return (
    <Link to={to} className="ui-button ui-button--secondary ui-button--sm shell-header__action">
      {children}
    </Link>
  );
}

/** spec 1 §2 'Header bar (all pages)'. */
export const HeaderBar = observer(function HeaderBar({
  shell,
  pathname,
}: {
  readonly shell: ShellPresenter;
  readonly pathname: string;
}) {
  const { t } = useTranslation('shell');
  const actions = shell.headerActions(pathname);
  const content = shell.headerContent;
  const breadcrumb = shell.breadcrumb;
  return (
    <header className="shell-header">
      <div className="shell-header__lead">
        {content ? (
          <PageHeader content={content} />
        ) : (
          <Breadcrumb
            items={breadcrumb?.items ?? [{ label: t('breadcrumb.contractPanel') }]}
            editableLast={breadcrumb?.editableLast}
            loadingLast={breadcrumb?.loadingLast}
          />
        )}
      </div>
      {actions.manageAgentsPath !== null || actions.consumptionDataPath !== null ? (
        <div className="shell-header__actions">
          {actions.manageAgentsPath !== null ? (
            <LinkButton to={actions.manageAgentsPath}>{t('header.manageAgents')}</LinkButton>
          ) : null}
          {actions.consumptionDataPath !== null ? (
            <LinkButton to={actions.consumptionDataPath}>{t('header.consumptionData')}</LinkButton>
          ) : null}
        </div>
      ) : null}
    </header>
  );
});
