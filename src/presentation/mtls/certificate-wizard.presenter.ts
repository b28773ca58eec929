import { inject, injectable } from 'inversify';
import { observableRef, runInAction } from 'mobx';
import { RegisterCertificateUseCase } from '../../application/mtls/register-certificate.use-case';
import { UploadCancelledError } from '../../application/shared/upload-control.port';
import { validateCertificateFile, type CertificateFileError } from '../../domain/mtls/certificate-file.rule';
import { validateDescription, type DescriptionError } from '../../domain/mtls/certificate-description.rule';
import { canLeaveInfo, canLeaveUpload, hasBack, WizardStep } from '../../domain/mtls/certificate-wizard.rule';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { Tracker } from '../shared/tracker.service';
import { UploadProgress } from '../shared/upload-progress.presenter';
import { SessionStore } from '../shell/session.store';
import { MTLS_TRACKING_ORIGIN } from './mtls-tracking';
import { hostRowViews, type HostRowView } from './wizard-host-rows';
import { makeObservableState } from '../shared/observable-state';

/**
 * The 'Register new certificate' wizard (spec 1 §4/§5): upload → info → confirmation →
 * finish. The spec's initial form is one empty host; errors show once a field was touched.
 */
@injectable()
export class CertificateWizardPresenter {
  step: WizardStep = WizardStep.upload;
  file: File | undefined = undefined;
  fileName = '';
  fileError: CertificateFileError | null = null;
  password = '';
  description = '';
  descriptionTouched = false;
  hosts: string[] = [''];
  hostsTouched: boolean[] = [false];
  submitting = false;
  /** Issue 24 §3: the certificate's progress and cancel while Finish uploads it. */
  readonly upload = new UploadProgress();

  constructor(
    @inject(RegisterCertificateUseCase) private readonly registerCertificate: RegisterCertificateUseCase,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(Feedback) private readonly feedback: Feedback,
    @inject(Texts) private readonly texts: Texts,
    @inject(Tracker) private readonly tracker: Tracker,
  ) {
    makeObservableState(this, {
      file: observableRef,
    });
  }

  /** While Finish runs, the stepper shows the last step, 'finish'. */
  get currentStep(): WizardStep {
    return this.submitting ? WizardStep.finish : this.step;
  }

  get descriptionError(): DescriptionError | null {
    return this.descriptionTouched ? validateDescription(this.description) : null;
  }

  get hostRows(): readonly HostRowView[] {
    return hostRowViews(this.hosts, this.hostsTouched);
  }

  get isNextDisabled(): boolean {
    if (this.step === WizardStep.upload) return !canLeaveUpload(this.fileName);
    if (this.step === WizardStep.info) return !canLeaveInfo(this.description, this.hosts);
    return true;
  }

  get isBackVisible(): boolean {
    return hasBack(this.step);
  }

  /** Spec 1 §4: Back is disabled while submitting. */
  get isBackDisabled(): boolean {
    return this.submitting;
  }

  get isFinishVisible(): boolean {
    return this.step === WizardStep.confirmation;
  }

  /** The trimmed hosts, as they will be saved (confirmation step). */
  get hostsToSave(): readonly string[] {
    return this.hosts.map((host) => host.trim());
  }

  /** Spec 1 §5: one .pfx ≤ 10 MB; an invalid or missing choice clears the file. */
  fileChosen(file: File | undefined): void {
    const error = validateCertificateFile(file);
    this.fileError = error;
    this.file = error === null ? file : undefined;
    this.fileName = error === null && file !== undefined ? file.name : '';
    this.upload.clear();
  }

  passwordChanged(value: string): void {
    this.password = value;
  }

  descriptionChanged(value: string): void {
    this.description = value;
    this.descriptionTouched = true;
  }

  descriptionBlurred(): void {
    this.descriptionTouched = true;
  }

  hostChanged(index: number, value: string): void {
    if (index < 0 || index >= this.hosts.length) return;
    this.hosts[index] = value;
    this.hostsTouched[index] = true;
  }

  hostBlurred(index: number): void {
    if (index >= 0 && index < this.hostsTouched.length) this.hostsTouched[index] = true;
  }

  hostAdded(): void {
    this.hosts.push('');
    this.hostsTouched.push(false);
  }

  /** Spec 1 §5: '-' exists only with more than one row. */
  hostRemoved(index: number): void {
    if (this.hosts.length <= 1 || index < 0 || index >= this.hosts.length) return;
    this.hosts.splice(index, 1);
    this.hostsTouched.splice(index, 1);
  }

  nextClicked(): void {
    if (this.submitting) return;
    if (this.step === WizardStep.info) {
      this.descriptionTouched = true;
      this.hostsTouched = this.hosts.map(() => true);
    }
    if (this.isNextDisabled) return;
    if (this.step === WizardStep.upload) this.step = WizardStep.info;
    else if (this.step === WizardStep.info) this.step = WizardStep.confirmation;
  }

  backClicked(): void {
    if (this.submitting || !hasBack(this.step)) return;
    this.step = this.step === WizardStep.confirmation ? WizardStep.info : WizardStep.upload;
  }

  /**
   * Spec 1 §4: Finish uploads and saves; success resets the form to upload and resolves
   * true (the page closes the modal and refreshes). Any failure, a failed save included,
   * shows the upload error and keeps the form. Issue 24 §3: a cancel keeps the form too, saves
   * nothing and is said under it, not as an error.
   */
  async finishClicked(): Promise<boolean> {
    const session = this.sessionStore.session;
    if (this.submitting || this.step !== WizardStep.confirmation || session === undefined) return false;
    this.submitting = true;
    const control = this.upload.start();
    try {
      await this.registerCertificate.execute(
        {
          tenantId: session.tenant.id,
          file: this.file,
          fileName: this.fileName,
          password: this.password,
          description: this.description,
          hosts: this.hosts,
        },
        control,
      );
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.upload.endedBy(error);
      });
      if (error instanceof UploadCancelledError) return false;
      this.feedback.error(this.texts.t('mtls:messages.uploadError'));
      return false;
    }
    runInAction(() => this.upload.ended('done'));
    this.feedback.success(this.texts.t('mtls:messages.uploadSuccess'));
    void this.tracker.track('mtls-certificate-registered', MTLS_TRACKING_ORIGIN);
    runInAction(() => this.reset());
    return true;
  }

  reset(): void {
    this.step = WizardStep.upload;
    this.file = undefined;
    this.fileName = '';
    this.fileError = null;
    this.password = '';
    this.description = '';
    this.descriptionTouched = false;
    this.hosts = [''];
    this.hostsTouched = [false];
    this.submitting = false;
    this.upload.clear();
  }
}
