import { toSafeImageSrc } from '../safe-url';
import { Icon } from '../icons/Icon.view';

/** A decorative avatar: the cell's text names the row, so the picture has an empty alt. */
export function Thumbnail({ src }: { readonly src: string | undefined }) {
  const safe = toSafeImageSrc(src, document.baseURI);
  if (!safe) {
    return (
      <span className="ui-table__thumb ui-table__thumb--fallback">
        <Icon name="user" size={18} />
      </span>
    );
  }
  return (
    <img
      className="ui-table__thumb"
      src={safe}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
    />
  );
}
