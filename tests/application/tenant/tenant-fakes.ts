import type { UploadControl } from '../../../src/application/shared/upload-control.port';
import type { AppSettings } from '../../../src/application/shared/app-settings.port';
import type { MediaGateway } from '../../../src/application/tenant/media.port';
import type { MediaUploader } from '../../../src/application/tenant/media-upload.port';
import type { OwnedChatbot, TenantGateway, TenantSummary } from '../../../src/application/tenant/tenant.port';
import type { TenantInfo } from '../../../src/domain/tenant/tenant.entity';
import { makeTenant, makeUser, RecordingLogger } from '../../presentation/shared/fakes';
import { testSettings } from '../../composition/test-settings';
import { FakeHostGateway } from '../../support/fake-host-gateway';

export { makeTenant, makeUser, RecordingLogger };

/** The portal's contract commands, answered from fields a test sets. */
export class FakeTenantGateway implements TenantGateway {
  readonly saved: TenantInfo[] = [];
  readonly removed: [string, string][] = [];
  readonly calls: string[] = [];
  saveResult: () => Promise<void> = () => Promise.resolve();
  ownedChatbots: () => Promise<OwnedChatbot[]> = () => Promise.resolve([]);
  myTenants: () => Promise<TenantSummary[]> = () =>
    Promise.resolve([
      { id: 'acme', name: 'Acme Corp' },
      { id: 'beta', name: 'Beta' },
    ]);
  removeResult: () => Promise<void> = () => Promise.resolve();
  /** What savedBy finds in a late command (none unless a test says so). */
  lateSave: Pick<TenantInfo, 'name' | 'photoUri'> | undefined = undefined;

  /** Whether a late command is the contract's save though savedBy finds no resource in it. */
  savesContractOnly = false;

  savesContract(): boolean {
    this.calls.push('savesContract');
    return this.lateSave !== undefined || this.savesContractOnly;
  }
  savedBy(): Pick<TenantInfo, 'name' | 'photoUri'> | undefined {
    this.calls.push('savedBy');
    return this.lateSave;
  }
  saveTenant(tenant: TenantInfo): Promise<void> {
    this.calls.push('saveTenant');
    this.saved.push(tenant);
    return this.saveResult();
  }
  listOwnedChatbots(): Promise<OwnedChatbot[]> {
    this.calls.push('listOwnedChatbots');
    return this.ownedChatbots();
  }
  listMyTenants(): Promise<TenantSummary[]> {
    this.calls.push('listMyTenants');
    return this.myTenants();
  }
  removeUser(tenantId: string, userIdentity: string): Promise<void> {
    this.calls.push('removeUser');
    this.removed.push([tenantId, userIdentity]);
    return this.removeResult();
  }
}

export class FakeMedia implements MediaGateway {
  calls = 0;
  answer: () => Promise<string> = () => Promise.resolve('https://storage.example.com/upload?sig=1');
  getUploadUri(): Promise<string> {
    this.calls += 1;
    return this.answer();
  }
}

export class FakeUploader implements MediaUploader {
  readonly uploads: { url: string; file: Blob }[] = [];
  /** What each upload was given to report progress and hear a cancel (issue 24 §3). */
  readonly controls: (UploadControl | undefined)[] = [];
  answer: (control?: UploadControl) => Promise<string> = () =>
    Promise.resolve('https://storage.example.com/media/photo-1');
  upload(url: string, file: Blob, control?: UploadControl): Promise<string> {
    this.uploads.push({ url, file });
    this.controls.push(control);
    return this.answer(control);
  }
}

/** Tenant URLs by tenant id; a tenant without one fails, as the portal does. */
export const tenantUrls =
  (urls: Record<string, string>) =>
  (tenantId: string): Promise<string> => {
    const url = urls[tenantId];
    return url === undefined ? Promise.reject(new Error(`no url for ${tenantId}`)) : Promise.resolve(url);
  };

/**
 * The host of the contract card and the leave flow: alerts confirmed, the tenants 'beta' and
 * 'gamma' with their URLs, and the portal taking a top-window redirect.
 */
export const tenantHost = () =>
  new FakeHostGateway({
    alertAnswer: true,
    tenantUrl: tenantUrls({ beta: 'https://beta.blip.ai', gamma: 'https://gamma.blip.ai' }),
    topWindowAnswer: 'redirected',
  });

/** The project's test settings (one copy: tests/composition/test-settings.ts). */
export const SETTINGS: AppSettings = testSettings;

/** A picked file: bytes, a name and a type, as the browser's File gives them. */
export function photoFile(name: string, type: string, size = 1024): Blob & { name: string } {
  const blob = new Blob([new Uint8Array(size)], { type });
  return Object.assign(blob, { name });
}

export const alertsFor = (name = 'Acme Corp') =>
  ({
    'owns-chatbots': {
      variant: 'warning',
      title: 'Oops… you cannot leave this contract',
      body: 'b',
      confirm: 'Go',
      cancel: 'Cancel',
    },
    'only-contract': { variant: 'delete', title: 'only', body: name, confirm: 'Leave', cancel: 'Cancel' },
    leave: { variant: 'delete', title: 'leave', body: name, confirm: 'Leave', cancel: 'Cancel' },
  }) as const;
