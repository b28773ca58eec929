import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ConversationType } from '../../../domain/reports/conversation.entity';
import { Select } from '../../ui';
import type { ConversationsPresenter } from './conversations.presenter';

/**
 * The report's selects (spec 3 §2.7, §2.12): the month; the WABA, shown with at least one and
 * disabled with exactly one; the conversation type, before the consolidated pricing date only.
 */
export const ConversationFilters = observer(function ConversationFilters({
  presenter,
}: {
  readonly presenter: ConversationsPresenter;
}) {
  const { t } = useTranslation('conversations');
  const { t: tReports } = useTranslation('reports');
  const { period, language, wabaFilter } = presenter;
  const months = period.options.map((option) => ({
    value: option.value,
    label: period.labelOf(option.value, language),
  }));
  return (
    <div className="conversations-filters">
      <Select
        className="conversations-filters__select"
        label={tReports('period.label')}
        value={period.selected}
        options={months}
        onChange={(month) => void presenter.monthSelected(month)}
      />
      {wabaFilter.isShown && wabaFilter.selected !== undefined ? (
        <Select
          className="conversations-filters__select"
          label={t('filters.waba')}
          value={wabaFilter.selected}
          options={wabaFilter.wabas.map((waba) => ({ value: waba, label: waba }))}
          disabled={wabaFilter.isDisabled}
          onChange={(waba) => void presenter.wabaSelected(waba)}
        />
      ) : null}
      {presenter.showsTypeFilter ? (
        <Select<ConversationType>
          className="conversations-filters__select"
          label={t('filters.type')}
          value={presenter.conversationType}
          options={presenter.typeOptions.map((type) => ({ value: type, label: t(`filters.types.${type}`) }))}
          onChange={(type) => void presenter.typeSelected(type)}
        />
      ) : null}
    </div>
  );
});
