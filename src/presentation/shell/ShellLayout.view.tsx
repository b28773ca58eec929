import { observer } from 'mobx-react-lite';
import { Fragment, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { withoutPrivateQuery } from '../shared/url-state/private-query';
import { FailedState, Spinner } from '../ui';
import { HeaderBar } from './HeaderBar.view';
import { useShell } from './shell-context';
import type { ShellPresenter } from './shell.presenter';
import { useHeightReporter } from './use-height-reporter';
import './ShellLayout.css';

const LoadFailure = observer(function LoadFailure({ shell }: { readonly shell: ShellPresenter }) {
  const { t } = useTranslation('shell');
  return (
    <FailedState
      message={t('errors.loadContract')}
      description={t('errors.loadContractDescription')}
      retry={{ label: t('errors.retry'), onClick: () => void shell.retryClicked() }}
    />
  );
});

/**
 * The frame of every page: header bar and content, inside the wrapper whose height is
 * reported to the host. Nothing here is sized from the viewport (no vh / 100%): the
 * host sizes the frame from what we report.
 */
export const ShellLayout = observer(function ShellLayout() {
  const shell = useShell();
  const { t } = useTranslation('shell');
  const location = useLocation();
  const contentRef = useHeightReporter<HTMLDivElement>(shell.contentHeightChanged);
  // Issue 35 §7: a search is never reported, not even an old link's `?search=` before its page
  // moves it out of the URL (the pages keep searches in the history entry, not the query).
  const toUrl = withoutPrivateQuery(`${location.pathname}${location.search}`);

  useEffect(() => {
    shell.locationChanged(toUrl);
  }, [shell, toUrl]);

  // Screen readers and hyphenation follow the session's language.
  const language = shell.language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <div ref={contentRef} className="shell">
      <HeaderBar shell={shell} pathname={location.pathname} />
      <main className="shell__content">
        {shell.status === 'ready' ? (
          // Keyed by the data version: after a late answer the page mounts anew and reloads.
          <Fragment key={shell.dataVersion}>
            <Outlet />
          </Fragment>
        ) : shell.status === 'failed' ? (
          <LoadFailure shell={shell} />
        ) : (
          <div className="shell__loading">
            <Spinner label={t('loading')} />
          </div>
        )}
      </main>
    </div>
  );
});
