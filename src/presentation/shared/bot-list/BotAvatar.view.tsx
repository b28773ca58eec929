import { Icon, toSafeImageSrc } from '../../ui';

/** A bot's picture, or the default logo when it has none (spec 1 §2); decorative beside the name. */
export function BotAvatar({ imageUri }: { readonly imageUri: string | undefined }) {
  const src = toSafeImageSrc(imageUri, document.baseURI);
  if (src === undefined) {
    return (
      <span className="bot-avatar bot-avatar--default" aria-hidden="true">
        <Icon name="copilot" size={18} />
      </span>
    );
  }
  return <img className="bot-avatar" src={src} alt="" width={32} height={32} loading="lazy" />;
}
