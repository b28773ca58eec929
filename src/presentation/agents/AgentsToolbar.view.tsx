import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, SearchField } from '../ui';
import type { AgentsPresenter } from './agents.presenter';

/** 'Agent List', 'View only triggered', the search (placeholder only) and 'Add agent' (spec 1 §2). */
export const AgentsToolbar = observer(function AgentsToolbar({
  presenter,
  titleId,
}: {
  readonly presenter: AgentsPresenter;
  readonly titleId: string;
}) {
  const { t } = useTranslation('agents');
  return (
    <div className="agents-toolbar">
      <div className="agents-toolbar__lead">
        <h2 id={titleId} className="agents-toolbar__title">
          {t('list.title')}
        </h2>
        <Checkbox
          checked={presenter.onlyTriggered}
          onChange={presenter.onlyTriggeredChanged}
          label={t('list.onlyTriggered')}
        />
      </div>
      <div className="agents-toolbar__tools">
        <SearchField
          value={presenter.searchText}
          placeholder={t('list.searchPlaceholder')}
          onChange={presenter.searchChanged}
          onClear={presenter.searchCleared}
        />
        {presenter.showAddButton ? (
          <Button
            icon="plus"
            loading={presenter.actions.adding}
            onClick={() => void presenter.actions.addAgentClicked()}
          >
            {t('list.add')}
          </Button>
        ) : null}
      </div>
    </div>
  );
});
