import { observer } from 'mobx-react-lite';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../shared/use-presenter';
import { InlineEditableText, Skeleton, UploadProgressBar } from '../ui';
import { ContractAvatar } from './ContractAvatar.view';
import { ContractFact } from './ContractFact.view';
import { ContractCardPresenter } from './contract-card.presenter';
import { ContractEditPresenter } from './contract-edit.presenter';
import { LeaveContractLink } from './LeaveContractLink.view';
import './ContractCard.css';

export interface ContractCardProps {
  /** Spec 1 'Contract card': horizontal when the home has no general settings and no usage section. */
  readonly layout: 'horizontal' | 'vertical';
}

/**
 * 'Members' (spec 1: only when > 0). Issue 34 §2: counted after the home shows; meanwhile the
 * line says so (marked as an incomplete list), never a number read from part of the pages.
 */
const MembersFact = observer(function MembersFact({ card }: { readonly card: ContractCardPresenter }) {
  const { t } = useTranslation('tenant');
  if (card.isCountingMembers) {
    return (
      <ContractFact label={t('card.members')}>
        <span className="contract-card__counting" data-load-progress="">
          {t('card.membersCounting')}
        </span>
      </ContractFact>
    );
  }
  if (card.membersCount === undefined) return null;
  return <ContractFact label={t('card.members')}>{card.membersCount}</ContractFact>;
});

/** The contract card at the top of the home (spec 1 'Contract card'). */
export const ContractCard = observer(function ContractCard({ layout }: ContractCardProps) {
  const card = usePresenter(ContractCardPresenter);
  const edit = usePresenter(ContractEditPresenter);
  const { t } = useTranslation('tenant');

  useEffect(() => {
    void card.start();
    return () => card.stop();
  }, [card]);

  if (card.tenant === undefined) return null;

  // The field's Escape ends the edit without saving; a leftover error would describe nothing.
  const onNameKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') edit.nameEditCancelled();
  };
  const saveName = async (draft: string) => {
    // Rejecting keeps the field open with the draft, for the user to correct (too short).
    if (!(await edit.nameSubmitted(draft))) throw new Error('contract name to be corrected');
  };

  return (
    <article className={`contract-card contract-card--${layout}`} aria-label={t('card.label')}>
      <ContractAvatar
        photoUri={card.photoUri}
        initials={card.initials}
        canEdit={edit.canEdit}
        isUploading={edit.isUploadingPhoto}
        disabled={edit.isBusy}
        accept={edit.photoAccept}
        onFile={(file) => void edit.photoSelected(file)}
      />
      <div className="contract-card__main">
        <div className="contract-card__heading">
          <span className="contract-card__name-label">{t('card.name')}</span>
          <div className="contract-card__name" onKeyDownCapture={onNameKeyDown}>
            {edit.canEdit ? (
              <InlineEditableText
                value={card.name}
                label={t('card.name')}
                minLength={edit.nameMinLength}
                maxLength={edit.nameMaxLength}
                disabled={edit.isBusy}
                error={edit.nameErrorKey === undefined ? undefined : t(edit.nameErrorKey)}
                onSave={saveName}
              />
            ) : (
              <span className="contract-card__name-text">{card.name}</span>
            )}
          </div>
          <LeaveContractLink />
        </div>
        <dl className="contract-card__facts">
          <ContractFact
            label={t('card.url')}
            copyLabel={t('card.copyUrl')}
            onCopy={() => void card.copyUrlClicked()}
          >
            {card.contractUrl}
          </ContractFact>
          <ContractFact
            label={t('card.id')}
            copyLabel={t('card.copyId')}
            onCopy={() => void card.copyIdClicked()}
          >
            {card.tenantId}
          </ContractFact>
          <ContractFact label={t('card.creationDate')}>{card.creationDate}</ContractFact>
          {card.isLoadingChatbots ? (
            <ContractFact label={t('card.chatbots')}>
              <Skeleton width={28} />
            </ContractFact>
          ) : card.chatbotsCount === undefined ? null : (
            <ContractFact label={t('card.chatbots')}>{card.chatbotsCount}</ContractFact>
          )}
          <MembersFact card={card} />
        </dl>
      </div>
      <div className="contract-card__upload">
        <UploadProgressBar
          phase={edit.photoUpload.phase}
          percent={edit.photoUpload.percent}
          label={t('photo.uploadName')}
          onCancel={edit.photoUpload.cancel}
          onRetry={() => void edit.photoRetryClicked()}
        />
      </div>
    </article>
  );
});
