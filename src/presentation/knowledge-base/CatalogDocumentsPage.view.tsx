import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { KNOWLEDGE_BASE_TEMPLATE_URL } from '../shared/help-links';
import { openInNewTab } from '../shared/new-tab';
import { usePresenter } from '../shared/use-presenter';
import { useUrlState } from '../shared/url-state/use-url-state';
import type { PageBreadcrumb } from '../shell/header.store';
import { usePageBreadcrumb } from '../shell/shell-context';
import { Button, Card, EmptyState, ExternalLink } from '../ui';
import { CatalogDocumentsPresenter } from './catalog-documents.presenter';
import { sectionCrumbs, SECTION_NAMESPACES } from './content-section';
import { useContentSection } from './content-section-context';
import { CatalogRowMenu } from './CatalogRowMenu.view';
import type { DocumentRowCommands } from './document-row-commands.presenter';
import { DocumentsTable } from './DocumentsTable.view';
import { FileContentDialog } from './FileContentDialog.view';
import { RestoreVersionDialog } from './RestoreVersionDialog.view';
import { UrlContentDialog } from './UrlContentDialog.view';
import { KbPageHeader, KbSearchSection } from './KbPageLayout.view';
import { pagedQueryUrlBinding } from './paged-query.url-state';
import './KnowledgeBasePage.css';
import './CatalogDocumentsPage.css';

/** The catalog documents page (spec 2 §2.5). */
export const CatalogDocumentsPage = observer(function CatalogDocumentsPage() {
  const page = usePresenter(CatalogDocumentsPresenter);
  const navigate = useNavigate();
  const { catalogId = '' } = useParams();
  const section = useContentSection();
  const { t } = useTranslation(SECTION_NAMESPACES);

  useUrlState(() => pagedQueryUrlBinding(page.query, () => page.status === 'ready'));

  useEffect(() => {
    page.attach({
      navigate: (path, state) => void navigate(path, { state }),
      // The media host gets no handle on this module's window; false when the browser blocked it.
      openTab: (url) => openInNewTab(url),
    });
    void page.open(catalogId, section);
    return () => page.dispose();
  }, [page, navigate, catalogId, section]);

  const { renameCatalog, canWrite } = page;
  const { status: catalogStatus, name: catalogName, renameError } = page.heading;
  const breadcrumb = useMemo<PageBreadcrumb>(() => {
    const items = sectionCrumbs(section, t);
    if (catalogStatus === 'loading') return { items, loadingLast: t('documents.catalogLoading') };
    // Without a name the page's title stands last, so the section's list stays a link back.
    if (catalogStatus === 'failed') return { items: [...items, { label: t('documents.title') }] };
    // Spec 2 §6: renaming is a write; a read-only role sees the name as plain text.
    if (!canWrite) return { items: [...items, { label: catalogName }] };
    return {
      items,
      editableLast: {
        value: catalogName,
        label: t('documents.catalogName'),
        onSave: renameCatalog,
        minLength: 1,
        error: renameError === undefined ? undefined : t(renameError),
      },
    };
  }, [t, section, catalogStatus, catalogName, renameCatalog, renameError, canWrite]);
  usePageBreadcrumb(breadcrumb);

  if (!page.hasTenant) return null;
  return (
    <div className="kb-page">
      <KbPageHeader title={t('documents.title')}>
        {canWrite ? <AddContentMenu page={page} /> : null}
      </KbPageHeader>
      <Card className="kb-promo" as="section">
        <div>
          <h2 className="kb-promo__title">{t('documents.promo.title')}</h2>
          <p className="kb-promo__text">{t('documents.promo.description')}</p>
        </div>
        <ExternalLink className="kb-promo__link" href={KNOWLEDGE_BASE_TEMPLATE_URL}>
          {t('documents.promo.download')}
        </ExternalLink>
      </Card>
      <BlockedDownloadNotice commands={page.commands} />
      {page.isEmpty ? (
        <EmptyState
          icon="knowledge-base"
          title={t('documents.empty.title')}
          description={t('documents.empty.description')}
          action={
            canWrite ? (
              <div className="kb-docs__empty-actions">
                <Button icon="plus" onClick={() => page.modal.open('import-file')}>
                  {t('documents.importFile')}
                </Button>
                <Button variant="secondary" icon="plus" onClick={() => page.modal.open('add-url')}>
                  {t('documents.addUrl')}
                </Button>
              </div>
            ) : undefined
          }
        />
      ) : (
        <KbSearchSection
          label={t('documents.caption')}
          placeholder={t('documents.search')}
          search={page.query}
        >
          <DocumentsTable page={page} />
        </KbSearchSection>
      )}
      <FileContentDialog modal={page.modal} />
      <UrlContentDialog modal={page.modal} />
      <RestoreVersionDialog modal={page.modal} language={page.language} />
    </div>
  );
});

/**
 * Issue 37 §9: the browser kept a download's tab from opening. Nothing was downloaded, so the
 * page says so and offers the (validated) link: a click on a link is the user's own, not blocked.
 */
const BlockedDownloadNotice = observer(function BlockedDownloadNotice({
  commands,
}: {
  readonly commands: DocumentRowCommands;
}) {
  const { t } = useTranslation('knowledgeBase');
  const blocked = commands.blockedDownload;
  if (blocked === undefined) return null;
  const dismiss = () => commands.blockedDownloadDismissed();
  return (
    <Card className="kb-blocked-download" as="section">
      <p role="alert" className="kb-blocked-download__text">
        {t('documents.downloadBlocked.message', { name: blocked.name })}{' '}
        <a href={blocked.url} target="_blank" rel="noopener noreferrer" onClick={dismiss}>
          {t('documents.downloadBlocked.link', { name: blocked.name })}
        </a>
      </p>
      <Button variant="secondary" size="sm" onClick={dismiss}>
        {t('documents.downloadBlocked.dismiss')}
      </Button>
    </Card>
  );
});

/** Spec 2 §2.5 content buttons, the dropdown reading: 'Add content' → 'Import file' / 'Add URL'. */
const AddContentMenu = observer(function AddContentMenu({
  page,
}: {
  readonly page: CatalogDocumentsPresenter;
}) {
  const { t } = useTranslation('knowledgeBase');
  const [open, setOpen] = useState(false);
  const choose = (kind: 'import-file' | 'add-url') => {
    setOpen(false);
    page.modal.open(kind);
  };
  return (
    <CatalogRowMenu
      label={t('documents.addContent')}
      open={open}
      onToggle={setOpen}
      trigger={t('documents.addContent')}
      buttonClassName="ui-button ui-button--primary ui-button--md"
      items={[
        { id: 'import-file', label: t('documents.importFile'), onSelect: () => choose('import-file') },
        { id: 'add-url', label: t('documents.addUrl'), onSelect: () => choose('add-url') },
      ]}
    />
  );
});

export default CatalogDocumentsPage;
