import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PermissionBot } from '../../../domain/shared/bot-list.rule';
import { Button, EmptyState } from '../../ui';
import type { BotListPresenter } from './bot-list.presenter';

/** spec 1 §2: each filter's empty state offers the opposite filter; a search says it found nothing. */
function BotListEmptyView<B extends PermissionBot>({ list }: { readonly list: BotListPresenter<B> }) {
  const { t } = useTranslation('bots');
  const state = list.emptyState;
  if (state === 'no-results') {
    return (
      <EmptyState icon="search" title={t('empty.noResults')} description={t('empty.noResultsDescription')} />
    );
  }
  if (state === 'no-enabled' || state === 'no-disabled') {
    const opposite = list.oppositeFilter;
    return (
      <EmptyState
        icon="info"
        title={t(state === 'no-enabled' ? 'empty.noEnabled' : 'empty.noDisabled')}
        action={
          <Button variant="secondary" onClick={() => list.filterChanged(opposite)}>
            {t(opposite === 'disabled' ? 'empty.showDisabled' : 'empty.showEnabled')}
          </Button>
        }
      />
    );
  }
  return <EmptyState icon="info" title={t('empty.noBots')} />;
}

export const BotListEmpty = observer(BotListEmptyView) as typeof BotListEmptyView;
