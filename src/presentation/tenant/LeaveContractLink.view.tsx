import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SpinnerGlyph } from '../ui/Spinner.view';
import { usePresenter } from '../shared/use-presenter';
import { LeaveContractPresenter } from './leave-contract.presenter';

/** 'Leave contract' (spec 1 'Leave contract flow'): an action, so a button dressed as a link. */
export const LeaveContractLink = observer(function LeaveContractLink() {
  const leave = usePresenter(LeaveContractPresenter);
  const { t } = useTranslation('tenant');
  if (!leave.isVisible) return null;
  return (
    <button
      type="button"
      className="contract-card__leave"
      disabled={leave.isLeaving}
      aria-busy={leave.isLeaving || undefined}
      title={leave.isLeaving ? t('leave.checking') : undefined}
      onClick={() => void leave.leaveClicked()}
    >
      {leave.isLeaving ? <SpinnerGlyph size={14} /> : null}
      {t('leave.link')}
    </button>
  );
});
