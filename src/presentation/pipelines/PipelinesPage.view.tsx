import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PIPELINE_PAGE_SIZES, type PipelinePageSize } from '../../domain/pipelines/pipeline-search.rule';
import type { Pipeline } from '../../domain/pipelines/pipeline.entity';
import { usePresenter } from '../shared/use-presenter';
import { useUrlState } from '../shared/url-state/use-url-state';
import { usePageHeader } from '../shell/shell-context';
import { Button, DataTable, EmptyState, FailedState, SearchField, Select, Spinner } from '../ui';
import '../shared/feature-page.css';
import { pipelineColumns } from './pipeline-columns';
import { PipelinesPresenter } from './pipelines.presenter';
import { pipelinesUrlBinding } from './pipelines.url-state';
import './PipelinesPage.css';
import { pathOf } from '../shell/routes/route-lookup';

const PAGE_SIZE_OPTIONS = PIPELINE_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));
const rowId = (pipeline: Pipeline) => pipeline.id;

/** The pipelines page (spec 2 §2.13): 'Manage Pipeline'. With no tenant it renders nothing. */
export const PipelinesPage = observer(function PipelinesPage() {
  const presenter = usePresenter(PipelinesPresenter);
  const { t } = useTranslation('pipelines');
  const { t: tUi } = useTranslation('ui');

  useUrlState(() => pipelinesUrlBinding(presenter));

  useEffect(() => {
    void presenter.load();
    return () => presenter.dispose();
  }, [presenter]);

  const breadcrumb = t('breadcrumb');
  const header = useMemo(() => ({ backTo: pathOf('home'), text: breadcrumb }), [breadcrumb]);
  usePageHeader(header);
  const columns = useMemo(() => pipelineColumns(presenter, t), [presenter, t]);

  if (presenter.tenantId === '') return null;
  return (
    <section className="feature-page pipelines-page" aria-labelledby="pipelines-title">
      <div className="pipelines-page__head">
        <div>
          <h1 id="pipelines-title" className="feature-page__title">
            {t('title')}
          </h1>
          <p className="feature-page__lead">{t('subtitle')}</p>
        </div>
        {presenter.canWrite ? (
          <Button icon="plus" onClick={() => void presenter.createClicked()}>
            {t('create')}
          </Button>
        ) : null}
      </div>
      <div className="pipelines-page__tools">
        <SearchField
          className="pipelines-page__search"
          value={presenter.searchText}
          placeholder={t('search')}
          onChange={presenter.searchChanged}
          onClear={presenter.searchCleared}
        />
        <Select
          label={tUi('pageSize')}
          value={String(presenter.pageSize)}
          options={PAGE_SIZE_OPTIONS}
          onChange={(value) => presenter.pageSizeChanged(Number(value) as PipelinePageSize)}
        />
      </div>
      {presenter.status === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : presenter.status === 'failed' ? (
        <FailedState
          message={t('loadError.title')}
          description={t('loadError.description')}
          retry={{ label: t('loadError.retry'), onClick: () => void presenter.load() }}
        />
      ) : presenter.emptyState === 'noPipelines' ? (
        <EmptyState icon="pipeline" title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <DataTable
          // A new search or page size starts again on page 1.
          key={presenter.tableKey}
          rows={presenter.rows}
          columns={columns}
          getRowId={rowId}
          rowsPerPage={presenter.pageSize}
          page={presenter.shownPage}
          onPageChange={presenter.pageChanged}
          caption={t('caption')}
          emptyText={t('empty.noResults')}
        />
      )}
    </section>
  );
});

export default PipelinesPage;
