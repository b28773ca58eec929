import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Pipeline } from '../../domain/pipelines/pipeline.entity';
import { Skeleton, type Column } from '../ui';
import { PipelineRowMenu } from './PipelineRowMenu.view';
import type { PipelinesPresenter } from './pipelines.presenter';

/** Rows without permission are dimmed (spec 2 §6): every cell carries the class, the table is the kit's. */
function cell(pipeline: Pipeline, content: ReactNode): ReactNode {
  return pipeline.hasPermission ? content : <span className="pipelines-cell--dimmed">{content}</span>;
}

function Status({ pipeline, t }: { readonly pipeline: Pipeline; readonly t: TFunction<'pipelines'> }) {
  return (
    <span className={`pipelines-status pipelines-status--${pipeline.status}`} data-status={pipeline.status}>
      {t(`status.${pipeline.status}`)}
    </span>
  );
}

/** spec 2 §2.13: Pipeline, ID, Tasks, Status and the row menu. */
export function pipelineColumns(
  presenter: PipelinesPresenter,
  t: TFunction<'pipelines'>,
): Column<Pipeline>[] {
  const pendingOr = (pipeline: Pipeline, content: ReactNode): ReactNode =>
    presenter.isPending(pipeline.id) ? <Skeleton width={48} /> : cell(pipeline, content);
  return [
    {
      id: 'pipeline',
      header: t('columns.pipeline'),
      value: (pipeline) => pipeline.name,
      render: (pipeline) => cell(pipeline, <span className="pipelines-name">{pipeline.name}</span>),
      width: '35%',
    },
    {
      id: 'id',
      header: t('columns.id'),
      value: (pipeline) => pipeline.pipelineId,
      render: (pipeline) => cell(pipeline, pipeline.pipelineId),
    },
    {
      id: 'tasks',
      header: t('columns.tasks'),
      value: (pipeline) => pipeline.tasksCount,
      render: (pipeline) => pendingOr(pipeline, pipeline.hasPermission ? pipeline.tasksCount : '-'),
    },
    {
      id: 'status',
      header: t('columns.status'),
      value: (pipeline) => pipeline.status,
      render: (pipeline) => pendingOr(pipeline, <Status pipeline={pipeline} t={t} />),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      width: '88px',
      render: (pipeline) =>
        pipeline.hasPermission ? (
          <PipelineRowMenu
            name={pipeline.name}
            canDelete={presenter.canWrite}
            onAction={(action) =>
              void (action === 'delete'
                ? presenter.deleteClicked(pipeline.id)
                : presenter.rowActionClicked(action, pipeline.id))
            }
          />
        ) : (
          <span className="ui-visually-hidden">{t('noPermission')}</span>
        ),
    },
  ];
}
