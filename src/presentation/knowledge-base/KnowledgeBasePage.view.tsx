import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePresenter } from '../shared/use-presenter';
import { useUrlState } from '../shared/url-state/use-url-state';
import { usePageBreadcrumb } from '../shell/shell-context';
import { Button, EmptyState } from '../ui';
import { CatalogListPresenter } from './catalog-list.presenter';
import { CatalogsTable } from './CatalogsTable.view';
import { CreateCatalogDialog } from './CreateCatalogDialog.view';
import { KbPageHeader, KbSearchSection } from './KbPageLayout.view';
import { pagedQueryUrlBinding } from './paged-query.url-state';
import './KnowledgeBasePage.css';
import { pathOf } from '../shell/routes/route-lookup';

/** The catalog list (spec 2 §2.3). */
export const KnowledgeBasePage = observer(function KnowledgeBasePage() {
  const page = usePresenter(CatalogListPresenter);
  const navigate = useNavigate();
  const { t } = useTranslation('knowledgeBase');

  useUrlState(() => pagedQueryUrlBinding(page.query, () => page.status === 'ready'));

  useEffect(() => {
    page.attach((path) => void navigate(path));
    void page.load();
    return () => page.dispose();
  }, [page, navigate]);

  const breadcrumb = useMemo(
    () => ({
      items: [{ label: t('breadcrumb.home'), to: pathOf('home') }, { label: t('breadcrumb.knowledgeBase') }],
    }),
    [t],
  );
  usePageBreadcrumb(breadcrumb);

  if (!page.hasTenant) return null;
  return (
    <div className="kb-page">
      <KbPageHeader title={t('list.title')} subtitle={t('list.subtitle')}>
        {page.showsCreateButton ? (
          <Button icon="plus" onClick={page.createClicked}>
            {t('list.create')}
          </Button>
        ) : null}
      </KbPageHeader>
      {page.isEmpty ? (
        <EmptyState
          icon="knowledge-base"
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            page.canWrite ? (
              <Button icon="plus" onClick={page.createClicked}>
                {t('list.create')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <KbSearchSection label={t('list.caption')} placeholder={t('list.search')} search={page}>
          <CatalogsTable page={page} />
        </KbSearchSection>
      )}
      <CreateCatalogDialog page={page} />
    </div>
  );
});

export default KnowledgeBasePage;
