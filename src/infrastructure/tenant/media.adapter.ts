import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { MediaGateway } from '../../application/tenant/media.port';
import { serviceAddresses } from '../shared/service-addresses';
import { lazyImport } from '../shared/lazy-import';

/** The contract's answer schemas (they carry valibot: lazy-import.ts), loaded beside the first request. */
const tenantSchemas = lazyImport(() => import('./tenant.schema'));

/** Spec 1 §9: the upload profile of the contract photo. */
export const PHOTO_UPLOAD_PROFILE = 'HotPermanent';

/** Spec 1 §7 'Media service (photo)': GET /upload-media-uri?profile=HotPermanent → upload URL. */
@injectable()
export class MediaCommandGateway implements MediaGateway {
  private readonly media: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.media = serviceAddresses(settings).media;
    tenantSchemas.prefetch();
  }

  /** The service answers the URL itself; an object with `uri` or `url` is read too. */
  async getUploadUri(): Promise<string> {
    const [resource, { readAnswer, UPLOAD_URI }] = await Promise.all([
      this.channel.send<unknown>({
        to: this.media,
        method: 'get',
        uri: `/upload-media-uri?profile=${PHOTO_UPLOAD_PROFILE}`,
      }),
      tenantSchemas.get('upload media uri'),
    ]);
    return readAnswer(UPLOAD_URI, resource, 'upload media uri');
  }
}
