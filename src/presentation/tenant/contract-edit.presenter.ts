import { inject, injectable } from 'inversify';
import { observableRef, runInAction } from 'mobx';
import {
  ChangeContractPhotoUseCase,
  type PhotoFile,
  type PhotoOutcome,
} from '../../application/tenant/change-contract-photo.use-case';
import { RenameContractUseCase, type RenameOutcome } from '../../application/tenant/rename-contract.use-case';
import { canEdit } from '../../domain/access/permission.rule';
import { CONTRACT_NAME_MAX_LENGTH, CONTRACT_NAME_MIN_LENGTH } from '../../domain/tenant/contract-name.rule';
import { checkContractPhoto, PHOTO_ACCEPT } from '../../domain/tenant/contract-photo.rule';
import type { CurrentTenant } from '../../domain/tenant/tenant.entity';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { UploadProgress } from '../shared/upload-progress.presenter';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';
import { CONTRACT_CARD_ORIGIN } from './contract-card.presenter';
import { makeObservableState } from '../shared/observable-state';
import type { TextKey } from '../i18n/texts';

/**
 * Renaming (spec 1 §5 'Contract name') and the photo (§5 'Contract photo'). A saved change
 * replaces the session's tenant, so every page shows the same contract. One change runs at a
 * time: each save sends the whole tenant, and two at once would undo each other.
 */
@injectable()
export class ContractEditPresenter {
  readonly nameMinLength = CONTRACT_NAME_MIN_LENGTH;
  readonly nameMaxLength = CONTRACT_NAME_MAX_LENGTH;
  readonly photoAccept = PHOTO_ACCEPT;
  nameErrorKey: 'name.tooShort' | undefined = undefined;
  isSavingName = false;
  isUploadingPhoto = false;
  /** Issue 24 §3: the photo's progress and cancel. */
  readonly photoUpload = new UploadProgress();
  /** The last photo that failed on its way, kept so Retry is one click. */
  private failedPhoto: PhotoFile | undefined = undefined;

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(Feedback) private readonly feedback: Feedback,
    @inject(RenameContractUseCase) private readonly renameContract: RenameContractUseCase,
    @inject(ChangeContractPhotoUseCase) private readonly changePhoto: ChangeContractPhotoUseCase,
    @inject(Texts) private readonly texts: Texts,
    @inject(Tracker) private readonly tracker: Tracker,
  ) {
    makeObservableState(this, { failedPhoto: observableRef });
  }

  private get tenant(): CurrentTenant | undefined {
    return this.sessionStore.session?.tenant;
  }

  /** Spec 1 §6: edit on tenant-summary edits the name and the photo. */
  get canEdit(): boolean {
    return canEdit(this.sessionStore.session?.user.roleId, 'tenant-summary');
  }

  get isBusy(): boolean {
    return this.isSavingName || this.isUploadingPhoto;
  }

  /**
   * Resolves false when the field should stay open for a correction (too short), true when
   * the edit is over: saved, or nothing to save, or failed (the stored name shows again).
   */
  async nameSubmitted(draft: string): Promise<boolean> {
    const tenant = this.tenant;
    if (tenant === undefined || !this.canEdit || this.isBusy) return true;
    this.isSavingName = true;
    let outcome: RenameOutcome;
    try {
      outcome = await this.renameContract.execute(tenant, draft);
    } finally {
      runInAction(() => {
        this.isSavingName = false;
      });
    }
    runInAction(() => {
      this.nameErrorKey = outcome.kind === 'too-short' ? 'name.tooShort' : undefined;
      if (outcome.kind === 'saved') this.replaceTenant(outcome.tenant);
    });
    if (outcome.kind === 'saved') {
      this.toast('success', 'name.updated');
      void this.tracker.track('contract-name-updated', CONTRACT_CARD_ORIGIN);
    }
    if (outcome.kind === 'failed') this.toast('danger', 'name.failed');
    return outcome.kind !== 'too-short';
  }

  nameEditCancelled(): void {
    this.nameErrorKey = undefined;
  }

  /**
   * Refusals and failures reach the host's upload-error toast inside the use case. Issue 24 §3:
   * while the file travels the card shows its progress and a Cancel; a cancel saves nothing and
   * says so; a file that was fine but did not get through is kept for a one-click Retry.
   */
  async photoSelected(file: PhotoFile): Promise<void> {
    const tenant = this.tenant;
    if (tenant === undefined || !this.canEdit || this.isBusy) return;
    this.isUploadingPhoto = true;
    this.failedPhoto = undefined;
    const control = this.photoUpload.start();
    let outcome: PhotoOutcome;
    try {
      outcome = await this.changePhoto.execute(tenant, file, control);
    } finally {
      runInAction(() => {
        this.isUploadingPhoto = false;
      });
    }
    runInAction(() => this.photoEnded(file, outcome));
    if (outcome.kind === 'saved') {
      this.replaceTenant(outcome.tenant);
      void this.tracker.track('contract-photo-updated', CONTRACT_CARD_ORIGIN);
    }
  }

  /** Issue 24 §3: the same file again, one click after a failed upload. */
  async photoRetryClicked(): Promise<void> {
    const file = this.failedPhoto;
    if (file !== undefined) await this.photoSelected(file);
  }

  private photoEnded(file: PhotoFile, outcome: PhotoOutcome): void {
    if (outcome.kind === 'cancelled') return this.photoUpload.ended('cancelled');
    // A file the rule refuses (type, size) would fail again: only a sound file gets Retry.
    const retryable =
      outcome.kind === 'refused' &&
      checkContractPhoto({ name: file.name, type: file.type, size: file.size }) === null;
    this.failedPhoto = retryable ? file : undefined;
    this.photoUpload.ended(retryable ? 'failed' : 'done');
  }

  private replaceTenant(tenant: CurrentTenant): void {
    const session = this.sessionStore.session;
    if (session !== undefined) this.sessionStore.setSession({ ...session, tenant });
  }

  private toast(type: 'success' | 'danger', key: TextKey<'tenant'>): void {
    this.feedback.show({ type, message: this.texts.t(`tenant:${key}`) });
  }
}
