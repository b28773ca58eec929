import { inject, injectable } from 'inversify';
import { observableRef, runInAction } from 'mobx';
import { RemoveCertificateHostUseCase } from '../../application/mtls/remove-certificate-host.use-case';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { LAST_HOST_REFRESH_DELAY_MS } from '../../domain/mtls/certificate-host.rule';
import type { CertificateHost, MtlsCertificate } from '../../domain/mtls/mtls-certificate.entity';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';
import { confirmDeletion } from '../shared/confirm-deletion';
import { MTLS_TRACKING_ORIGIN } from './mtls-tracking';
import { makeObservableState } from '../shared/observable-state';

/** What the hosts modal needs of the page's list. */
export interface CertificateList {
  certificateOf(id: string): MtlsCertificate | undefined;
  reload(): Promise<void>;
}

const NO_LIST: CertificateList = { certificateOf: () => undefined, reload: () => Promise.resolve() };

/**
 * The 'Certificate hosts' modal (spec 1 §2): the hosts of one certificate, each deletable
 * after confirmation. Removing the last one closes the modal and refreshes the list 1 s
 * later (spec 1 §4); a failed delete reloads the list so the modal shows the real hosts.
 */
@injectable()
export class CertificateHostsPresenter {
  certificateId: string | null = null;
  removedHostIds: ReadonlySet<string> = new Set();
  deletingHostIds: ReadonlySet<string> = new Set();
  private list: CertificateList = NO_LIST;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(
    @inject(RemoveCertificateHostUseCase) private readonly removeHost: RemoveCertificateHostUseCase,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Logger) private readonly logger: Logger,
    @inject(Texts) private readonly texts: Texts,
    @inject(Tracker) private readonly tracker: Tracker,
    @inject(Feedback) private readonly feedback: Feedback,
  ) {
    makeObservableState(this, {
      list: false,
      refreshTimer: false,
      removedHostIds: observableRef,
      deletingHostIds: observableRef,
    });
  }

  attach(list: CertificateList): void {
    this.list = list;
  }

  get certificate(): MtlsCertificate | undefined {
    return this.certificateId === null ? undefined : this.list.certificateOf(this.certificateId);
  }

  get isOpen(): boolean {
    return this.certificate !== undefined;
  }

  get hostRows(): readonly CertificateHost[] {
    return (this.certificate?.hosts ?? []).filter((host) => !this.removedHostIds.has(host.hostId));
  }

  isDeleting(hostId: string): boolean {
    return this.deletingHostIds.has(hostId);
  }

  open(certificateId: string): void {
    this.certificateId = certificateId;
    this.removedHostIds = new Set();
  }

  close(): void {
    this.certificateId = null;
    this.removedHostIds = new Set();
  }

  async deleteHostClicked(hostId: string): Promise<void> {
    const session = this.sessionStore.session;
    const certificate = this.certificate;
    if (session === undefined || certificate === undefined || this.isDeleting(hostId)) return;
    if (!(await confirmDeletion(this.host, this.logger, (key) => this.texts.t(`mtls:confirm.${key}`))))
      return;
    const shown = { ...certificate, hosts: this.hostRows };
    this.setDeleting(hostId, true);
    try {
      const removal = await this.removeHost.execute(session.tenant.id, shown, hostId);
      this.feedback.success(this.texts.t('mtls:messages.hostRemoved'));
      void this.tracker.track('mtls-certificate-host-deleted', MTLS_TRACKING_ORIGIN);
      runInAction(() => {
        this.removedHostIds = new Set([...this.removedHostIds, hostId]);
        if (removal.lastHostRemoved) this.close();
      });
      if (removal.lastHostRemoved) this.scheduleRefresh();
      else await this.list.reload();
    } catch (error) {
      this.logger.error('mTLS certificate host delete failed', error);
      this.feedback.error(this.texts.t('mtls:messages.hostRemoveFailed'));
      await this.list.reload();
    } finally {
      this.setDeleting(hostId, false);
    }
  }

  dispose(): void {
    if (this.refreshTimer !== undefined) clearTimeout(this.refreshTimer);
    this.refreshTimer = undefined;
  }

  private scheduleRefresh(): void {
    this.dispose();
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      void this.list.reload();
    }, LAST_HOST_REFRESH_DELAY_MS);
  }

  private setDeleting(hostId: string, deleting: boolean): void {
    const next = new Set(this.deletingHostIds);
    if (deleting) next.add(hostId);
    else next.delete(hostId);
    this.deletingHostIds = next;
  }
}
