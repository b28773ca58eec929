/** Spec 1 §5 'Contract photo' / §9: png, jpg, jpeg or gif, at most 20 MB. */
export const PHOTO_EXTENSIONS = ['.gif', '.png', '.jpeg', '.jpg'] as const;
export const PHOTO_MIME_TYPES = ['image/png', 'image/jpg', 'image/jpeg', 'image/gif'] as const;
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

/** The file input's accept attribute: the extensions the picker offers. */
export const PHOTO_ACCEPT = PHOTO_EXTENSIONS.join(',');

/** The codes the host's upload-error toast knows (spec 1 §8 'Photo'). */
export type PhotoErrorCode = 400 | 413 | 415;
export const PHOTO_UNSUPPORTED_TYPE: PhotoErrorCode = 415;
export const PHOTO_TOO_LARGE: PhotoErrorCode = 413;
export const PHOTO_UPLOAD_FAILED: PhotoErrorCode = 400;

export interface PhotoCandidate {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * null when the file may be uploaded, else the code to show. The type is checked before the
 * size: a 30 MB .bmp is refused for what it is, not for how big it is. Extension and MIME
 * type must both be on the lists, so a renamed file is refused either way.
 */
export function checkContractPhoto(file: PhotoCandidate): PhotoErrorCode | null {
  const name = file.name.trim().toLowerCase();
  const type = file.type.trim().toLowerCase();
  const knownExtension = PHOTO_EXTENSIONS.some((extension) => name.endsWith(extension));
  const knownType = (PHOTO_MIME_TYPES as readonly string[]).includes(type);
  if (!knownExtension || !knownType) return PHOTO_UNSUPPORTED_TYPE;
  if (!Number.isFinite(file.size) || file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/**
 * A failed upload's code: the storage's own 413 / 415 pass through (it may be stricter than
 * the product); anything else, a network error included, is 400 (spec 1 §5 "any other failure").
 */
export function uploadFailureCode(httpStatus: number | undefined): PhotoErrorCode {
  if (httpStatus === PHOTO_TOO_LARGE || httpStatus === PHOTO_UNSUPPORTED_TYPE) return httpStatus;
  return PHOTO_UPLOAD_FAILED;
}
