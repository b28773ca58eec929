const IMAGE_PROTOCOLS = new Set(['https:', 'http:', 'blob:']);
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/**
 * An image source that can only load a picture: http(s), blob or a base64 raster data URL,
 * resolved against the page for relative paths. Anything else (javascript:, svg data) is dropped.
 */
export function toSafeImageSrc(src: string | undefined, base: string): string | undefined {
  const text = src?.trim();
  if (!text) return undefined;
  if (text.toLowerCase().startsWith('data:')) return DATA_IMAGE.test(text) ? text : undefined;
  try {
    const url = new URL(text, base);
    return IMAGE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
