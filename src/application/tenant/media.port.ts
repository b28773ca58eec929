/** Media service (spec 1 §7 'Media service (photo)'): where a file may be uploaded. */
export const MediaGateway = Symbol.for('MediaGateway');
export interface MediaGateway {
  /** GET /upload-media-uri?profile=HotPermanent → the upload URL. */
  getUploadUri(): Promise<string>;
}
