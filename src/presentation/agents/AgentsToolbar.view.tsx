import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Icon } from '../ui';
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
  const placeholder = t('list.searchPlaceholder');
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
        <div className="agents-search" role="search">
          <Icon name="search" size={18} className="agents-search__icon" />
          <input
            className="agents-search__input"
            type="search"
            value={presenter.searchText}
            placeholder={placeholder}
            aria-label={placeholder}
            onChange={(event) => presenter.searchChanged(event.target.value)}
          />
          {presenter.searchText !== '' ? (
            <button
              type="button"
              className="agents-search__clear"
              aria-label={t('list.clearSearch')}
              onClick={presenter.searchCleared}
            >
              <Icon name="close" size={16} />
            </button>
          ) : null}
        </div>
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
