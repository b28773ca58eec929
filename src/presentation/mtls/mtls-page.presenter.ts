import { inject, injectable } from 'inversify';
import { observableRef, runInAction } from 'mobx';
import { LoadCertificatesUseCase } from '../../application/mtls/load-certificates.use-case';
import { RemoveCertificateUseCase } from '../../application/mtls/remove-certificate.use-case';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import type { MtlsCertificate } from '../../domain/mtls/mtls-certificate.entity';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';
import { CertificateHostsPresenter } from './certificate-hosts.presenter';
import { toCertificateRow, type CertificateRow } from './certificate-rows';
import { CertificateWizardPresenter } from './certificate-wizard.presenter';
import { confirmDeletion } from '../shared/confirm-deletion';
import { MTLS_TRACKING_ORIGIN } from './mtls-tracking';
import { makeObservableState } from '../shared/observable-state';
import { AsyncLoad, type LoadStatus } from '../shared/async-load';

/**
 * The mTLS page (spec 1 §2): the certificate list, its deletions, the wizard and the hosts
 * modal. Every failure reloads the list, so what is shown is the backend's real state.
 */
@injectable()
export class MtlsPagePresenter {
  private readonly certificatesLoad = new AsyncLoad<readonly MtlsCertificate[]>();
  wizardOpen = false;
  deletingIds: ReadonlySet<string> = new Set();

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(LoadCertificatesUseCase) private readonly loadCertificates: LoadCertificatesUseCase,
    @inject(RemoveCertificateUseCase) private readonly removeCertificate: RemoveCertificateUseCase,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Logger) private readonly logger: Logger,
    @inject(Texts) private readonly texts: Texts,
    @inject(Tracker) private readonly tracker: Tracker,
    @inject(CertificateWizardPresenter) readonly wizard: CertificateWizardPresenter,
    @inject(CertificateHostsPresenter) readonly hosts: CertificateHostsPresenter,
    @inject(Feedback) private readonly feedback: Feedback,
  ) {
    makeObservableState(this, { deletingIds: observableRef });
    this.hosts.attach({ certificateOf: (id) => this.certificateOf(id), reload: () => this.load() });
  }

  get status(): LoadStatus {
    return this.certificatesLoad.status;
  }

  /** The certificates shown: none while the list failed (what was shown may no longer exist). */
  get certificates(): readonly MtlsCertificate[] {
    return this.status === 'failed' ? [] : (this.certificatesLoad.data ?? []);
  }

  get tenantName(): string {
    return this.sessionStore.session?.tenant.name ?? '';
  }

  get rows(): readonly CertificateRow[] {
    const language = this.sessionStore.session?.language ?? 'pt';
    return this.certificates.map((certificate) => toCertificateRow(certificate, language));
  }

  certificateOf(id: string): MtlsCertificate | undefined {
    return this.certificates.find((certificate) => certificate.certificateId === id);
  }

  /** A later load wins; a reload keeps the list shown until it answers. */
  async load(): Promise<void> {
    const session = this.sessionStore.session;
    if (session === undefined) return;
    await this.certificatesLoad.run(() => this.loadCertificates.execute(session.tenant.id), undefined, {
      keepShown: true,
      failed: (error) => {
        this.logger.error('mTLS certificates failed to load', error);
        this.feedback.error(this.texts.t('mtls:messages.loadFailed'));
      },
    });
  }

  registerClicked(): void {
    this.wizardOpen = true;
    void this.tracker.track('mtls-register-certificate-clicked', MTLS_TRACKING_ORIGIN);
  }

  /** Closing drops what was typed; a running Finish still completes and is reported. */
  wizardClosed(): void {
    this.wizardOpen = false;
    if (!this.wizard.submitting) this.wizard.reset();
  }

  async finishClicked(): Promise<void> {
    const registered = await this.wizard.finishClicked();
    if (!this.wizardOpen && !registered) this.wizard.reset();
    if (!registered) return;
    runInAction(() => {
      this.wizardOpen = false;
    });
    await this.load();
  }

  isDeleting(id: string): boolean {
    return this.deletingIds.has(id);
  }

  /** Spec 1 §8: 'Caution' confirmation, then the delete; either way the list is read again. */
  async deleteCertificateClicked(id: string): Promise<void> {
    const session = this.sessionStore.session;
    if (session === undefined || this.isDeleting(id)) return;
    if (!(await confirmDeletion(this.host, this.logger, (key) => this.texts.t(`mtls:confirm.${key}`))))
      return;
    this.setDeleting(id, true);
    try {
      await this.removeCertificate.execute(session.tenant.id, id);
      this.feedback.success(this.texts.t('mtls:messages.certificateRemoved'));
      void this.tracker.track('mtls-certificate-deleted', MTLS_TRACKING_ORIGIN);
    } catch (error) {
      this.logger.error('mTLS certificate delete failed', error);
      this.feedback.error(this.texts.t('mtls:messages.certificateRemoveFailed'));
    }
    await this.load();
    this.setDeleting(id, false);
  }

  /** The page leaves: a pending refresh must not run on a page that is gone. */
  dispose(): void {
    this.certificatesLoad.drop();
    this.hosts.dispose();
  }

  private setDeleting(id: string, deleting: boolean): void {
    const next = new Set(this.deletingIds);
    if (deleting) next.add(id);
    else next.delete(id);
    this.deletingIds = next;
  }
}
