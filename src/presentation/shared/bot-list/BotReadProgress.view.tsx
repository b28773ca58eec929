import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoadProgress } from '../../ui';
import type { BotReadCounts } from './bot-state-reads.presenter';

/**
 * Issue 34: 'Reading bot settings: 120 of 2,000' while the bots' own reads run; gone once every
 * bot is read. Its own observer, so a batch of answers re-renders this line, not the page.
 */
export const BotReadProgress = observer(function BotReadProgress({
  reads,
}: {
  readonly reads: BotReadCounts;
}) {
  const { t } = useTranslation('bots');
  if (!reads.running) return null;
  const { done, total } = reads;
  return <LoadProgress text={t('reading', { done, total })} done={done} total={total} />;
});
