import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { Icon } from './icons/Icon.view';
import './SearchField.css';

export interface SearchFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown in the field and used as its accessible name. */
  readonly placeholder: string;
  /** The clear button; default: onChange(''). A list that debounces typing clears at once here. */
  readonly onClear?: (() => void) | undefined;
  readonly className?: string | undefined;
}

/** A search landmark with a magnifier and a clear button while something is typed. */
export function SearchField({ value, onChange, placeholder, onClear, className }: SearchFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={classNames('ui-search', className)} role="search">
      <Icon name="search" size={18} className="ui-search__icon" />
      <input
        className="ui-search__input"
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' ? (
        <button
          type="button"
          className="ui-icon-button ui-search__clear"
          aria-label={t('clearSearch')}
          onClick={onClear ?? (() => onChange(''))}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
