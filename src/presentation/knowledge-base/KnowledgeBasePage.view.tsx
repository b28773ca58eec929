import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePresenter } from '../shared/use-presenter';
import { usePageBreadcrumb } from '../shell/shell-context';
import { Button, EmptyState, SearchField } from '../ui';
import { CatalogListPresenter } from './catalog-list.presenter';
import { CatalogsTable } from './CatalogsTable.view';
import { CreateCatalogDialog } from './CreateCatalogDialog.view';
import './KnowledgeBasePage.css';

/** The catalog list '/knowledge-base' (spec 2 §2.3). */
export const KnowledgeBasePage = observer(function KnowledgeBasePage() {
  const page = usePresenter(CatalogListPresenter);
  const navigate = useNavigate();
  const { t } = useTranslation('knowledgeBase');

  useEffect(() => {
    page.attach((path) => void navigate(path));
    void page.load();
    return () => page.dispose();
  }, [page, navigate]);

  const breadcrumb = useMemo(
    () => ({ items: [{ label: t('breadcrumb.home'), to: '/' }, { label: t('breadcrumb.knowledgeBase') }] }),
    [t],
  );
  usePageBreadcrumb(breadcrumb);

  if (!page.hasTenant) return null;
  return (
    <div className="kb-page">
      <header className="kb-page__header">
        <div>
          <h1 className="kb-page__title">{t('list.title')}</h1>
          <p className="kb-page__subtitle">{t('list.subtitle')}</p>
        </div>
        {page.showsCreateButton ? (
          <Button icon="plus" onClick={page.createClicked}>
            {t('list.create')}
          </Button>
        ) : null}
      </header>
      {page.isEmpty ? (
        <EmptyState
          icon="knowledge-base"
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <Button icon="plus" onClick={page.createClicked}>
              {t('list.create')}
            </Button>
          }
        />
      ) : (
        <section className="kb-page__list" aria-label={t('list.caption')}>
          <SearchField
            className="kb-page__search"
            value={page.searchText}
            placeholder={t('list.search')}
            onChange={page.searchChanged}
            onClear={page.searchCleared}
          />
          <CatalogsTable page={page} />
        </section>
      )}
      <CreateCatalogDialog page={page} />
    </div>
  );
});

export default KnowledgeBasePage;
