import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDisplayNumber } from '../../domain/shared/number-display.rule';
import { normalizeLanguage } from '../i18n/language';
import { LoadProgress } from '../ui';
import type { AgentsPresenter } from './agents.presenter';

/** Issue 34 §2: while pages still arrive, how many agents are in and that a search covers only those. */
export const AgentsProgress = observer(function AgentsProgress({
  presenter,
}: {
  readonly presenter: AgentsPresenter;
}) {
  const { t, i18n } = useTranslation('agents');
  const loaded = presenter.loadedSoFar;
  if (loaded === undefined) return null;
  const count = formatDisplayNumber(loaded, normalizeLanguage(i18n.language));
  const text = t(presenter.filtersPartialList ? 'list.progressFiltered' : 'list.progress', { count });

  return <LoadProgress text={text} done={loaded} />;
});
