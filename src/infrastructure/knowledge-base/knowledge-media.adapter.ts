import { inject, injectable } from 'inversify';
import type { KnowledgeMedia } from '../../application/knowledge-base/documents.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import { throwIfCancelled, type UploadControl } from '../../application/shared/upload-control.port';
import { MediaUploader } from '../../application/tenant/media-upload.port';
import { readAnswer } from '../shared/answer-schema';
import { MediaTypes } from '../shared/media-types';
import { serviceAddresses } from '../shared/service-addresses';
import { MEDIA_LINK } from './knowledge-media.schema';

/**
 * Spec 2 §7 'Media service' for knowledge-base files. The HTTP POST is the same MediaUploader
 * the contract photo uses (bound by the eager tenant gateways module, so a lazy feature's
 * container resolves it); only the upload URL's query differs (secure=true, no profile).
 */
@injectable()
export class KnowledgeMediaGateway implements KnowledgeMedia {
  private readonly media: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(MediaUploader) private readonly uploader: MediaUploader,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.media = serviceAddresses(settings).media;
  }

  async upload(file: Blob, control?: UploadControl): Promise<string> {
    throwIfCancelled(control);
    const answer = await this.channel.send<unknown>({
      to: this.media,
      method: 'get',
      uri: '/upload-media-uri?secure=true',
    });
    // The uploader refuses any target that is not https (loopback http in a local run) unsent.
    // A cancel while the link was asked for sends nothing (issue 24 §3).
    throwIfCancelled(control);
    return this.uploader.upload(readAnswer(MEDIA_LINK, answer, 'upload media uri'), file, control);
  }

  /**
   * The refreshed link as the service answers it. It is used for a download, a navigation: the
   * download use case checks it with the one download rule (download-link.rule.ts) before any
   * tab opens it, so the rule lives in one place (issue 37 §9).
   */
  async refresh(mediaLink: string): Promise<string> {
    const answer = await this.channel.send<unknown>({
      to: this.media,
      method: 'set',
      uri: '/refresh-media-uri',
      type: MediaTypes.plainText,
      resource: mediaLink,
    });
    return readAnswer(MEDIA_LINK, answer, 'refreshed media uri');
  }
}
