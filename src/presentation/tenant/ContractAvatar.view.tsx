import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Spinner, toSafeImageSrc } from '../ui';

export interface ContractAvatarProps {
  readonly photoUri: string | undefined;
  readonly initials: string;
  readonly canEdit: boolean;
  readonly isUploading: boolean;
  readonly disabled: boolean;
  readonly accept: string;
  readonly onFile: (file: File) => void;
}

/**
 * The contract photo, or its initials; editors get a button that opens the file picker
 * (spec 1 'Contract card': photo upload when the user can edit). The picker's value is
 * cleared after each pick so the same file can be picked again after a refusal.
 */
export function ContractAvatar({
  photoUri,
  initials,
  canEdit,
  isUploading,
  disabled,
  accept,
  onFile,
}: ContractAvatarProps) {
  const { t } = useTranslation('tenant');
  const input = useRef<HTMLInputElement>(null);
  const [brokenSrc, setBrokenSrc] = useState<string | undefined>(undefined);
  const src = toSafeImageSrc(photoUri, globalThis.location?.href ?? 'https://invalid.example/');
  const showPhoto = src !== undefined && src !== brokenSrc;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file !== undefined) onFile(file);
  };

  return (
    <div className="contract-card__avatar" aria-busy={isUploading || undefined}>
      {showPhoto ? (
        <img
          className="contract-card__photo"
          src={src}
          alt={t('photo.alt')}
          onError={() => setBrokenSrc(src)}
        />
      ) : (
        <span className="contract-card__initials" aria-hidden="true">
          {initials}
        </span>
      )}
      {isUploading ? (
        <span className="contract-card__avatar-busy">
          <Spinner label={t('photo.uploading')} />
        </span>
      ) : null}
      {canEdit ? (
        <>
          <button
            type="button"
            className="contract-card__avatar-edit"
            aria-label={t('photo.change')}
            title={t('photo.change')}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            <Icon name="upload" size={16} />
          </button>
          <input
            ref={input}
            className="ui-visually-hidden"
            type="file"
            accept={accept}
            tabIndex={-1}
            aria-hidden="true"
            data-testid="contract-photo-input"
            onChange={picked}
          />
        </>
      ) : null}
    </div>
  );
}
