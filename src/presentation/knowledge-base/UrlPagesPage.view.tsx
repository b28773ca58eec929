import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { DocumentVersion } from '../../domain/knowledge-base/document.entity';
import { usePresenter } from '../shared/use-presenter';
import { useUrlState } from '../shared/url-state/use-url-state';
import { usePageBreadcrumb } from '../shell/shell-context';
import { Icon, Switch, type Column } from '../ui';
import { catalogDocumentsPath, sectionCrumbs, SECTION_NAMESPACES } from './content-section';
import { useContentSection } from './content-section-context';
import type { UrlPathsNavigationState } from './document-rows';
import { PagedList } from './ListStates.view';
import { UrlPagesPresenter } from './url-pages.presenter';
import { KbPageHeader, KbSearchSection } from './KbPageLayout.view';
import { pagedQueryUrlBinding } from './paged-query.url-state';
import './KnowledgeBasePage.css';

const pageId = (page: DocumentVersion) => page.version_id;

/** The URL pages of a document (spec 2 §2.12). */
export const UrlPagesPage = observer(function UrlPagesPage() {
  const presenter = usePresenter(UrlPagesPresenter);
  const { catalogId = '', documentId = '' } = useParams();
  const location = useLocation();
  const navigationState = location.state as Partial<UrlPathsNavigationState> | null;
  const section = useContentSection();
  const { t } = useTranslation(SECTION_NAMESPACES);

  useUrlState(() => pagedQueryUrlBinding(presenter.query, () => presenter.status === 'ready'));

  useEffect(() => {
    void presenter.open(catalogId, documentId, navigationState);
    return () => presenter.dispose();
    // The names are read once per document: a later state change is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presenter, catalogId, documentId]);

  const { catalogName, documentName } = presenter;
  const breadcrumb = useMemo(
    () => ({
      items: [
        ...sectionCrumbs(section, t),
        { label: catalogName, to: catalogDocumentsPath(catalogId, section) },
        { label: documentName },
      ],
    }),
    [t, section, catalogName, documentName, catalogId],
  );
  usePageBreadcrumb(breadcrumb);

  const { canWrite } = presenter;
  const columns = useMemo<Column<DocumentVersion>[]>(
    () => [
      {
        id: 'pages',
        header: t('urlPages.columns.pages'),
        value: (page) => page.name,
        sortable: false,
        width: '60%',
      },
      {
        id: 'synchronization',
        header: t('urlPages.columns.synchronization'),
        sortable: false,
        render: (page) => <PageSwitch presenter={presenter} page={page} />,
      },
      // Spec 2 §6: the column holds only Delete, so a read-only role does not get it.
      ...(canWrite
        ? [
            {
              id: 'actions',
              header: t('urlPages.columns.actions'),
              width: '96px',
              render: (page: DocumentVersion) => <PageDelete presenter={presenter} page={page} />,
            },
          ]
        : []),
    ],
    [t, presenter, canWrite],
  );

  if (!presenter.hasTenant) return null;
  const { query } = presenter;
  return (
    <div className="kb-page">
      <KbPageHeader title={t('urlPages.title')} subtitle={t('urlPages.subtitle')} />
      <KbSearchSection label={t('urlPages.caption')} placeholder={t('urlPages.search')} search={query}>
        <PagedList
          status={presenter.status}
          loadingLabel={t('urlPages.loading')}
          onRetry={() => void presenter.load()}
          paging={query}
          rows={presenter.pages}
          columns={columns}
          getRowId={pageId}
          caption={t('urlPages.caption')}
          emptyText={t('urlPages.noResults')}
        />
      </KbSearchSection>
    </div>
  );
});

interface PageCellProps {
  readonly presenter: UrlPagesPresenter;
  readonly page: DocumentVersion;
}

// The cells are observers of their own: the table renders them, so the page's observer does
// not track what they read (a switch's busy state would otherwise never clear).
const PageSwitch = observer(function PageSwitch({ presenter, page }: PageCellProps) {
  const { t } = useTranslation('knowledgeBase');
  return (
    <Switch
      checked={page.status === 'active'}
      label={t('urlPages.switchLabel', { name: page.name })}
      hideLabel
      // A read-only role still reads the page's state here, so the switch stays, disabled.
      disabled={!presenter.canWrite || presenter.busyId !== undefined || page.status === 'processing'}
      onChange={() => void presenter.switchToggled(page)}
    />
  );
});

const PageDelete = observer(function PageDelete({ presenter, page }: PageCellProps) {
  const { t } = useTranslation('knowledgeBase');
  return (
    <button
      type="button"
      className="ui-icon-button"
      aria-label={t('urlPages.deleteLabel', { name: page.name })}
      disabled={presenter.busyId !== undefined}
      onClick={() => void presenter.deleteClicked(page)}
    >
      <Icon name="trash" size={20} />
    </button>
  );
});

export default UrlPagesPage;
