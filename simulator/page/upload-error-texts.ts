/** Readable texts for the host's upload-error toast (spec 1 §5 contract photo codes). */
export const UPLOAD_ERROR_TITLE = 'Upload failed';

const UPLOAD_ERROR_TEXTS: Readonly<Record<number, string>> = {
  400: 'The file could not be uploaded. Please try again.',
  413: 'The file is too large (the limit is 20 MB).',
  415: 'This file type is not supported. Use a PNG, JPG, JPEG or GIF image.',
};

export function uploadErrorText(code: number): string {
  return UPLOAD_ERROR_TEXTS[code] ?? UPLOAD_ERROR_TEXTS[400] ?? '';
}
