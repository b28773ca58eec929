import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { Icon } from './icons/Icon.view';
import './InlineEditableText.css';

export interface InlineEditableTextProps {
  readonly value: string;
  /** Accessible name of the field (e.g. 'Contract name'). */
  readonly label: string;
  readonly onSave: (next: string) => void | Promise<void>;
  readonly minLength?: number | undefined;
  readonly maxLength?: number | undefined;
  readonly disabled?: boolean | undefined;
  /** Shown under the field; marks it invalid. */
  readonly error?: string | undefined;
  readonly className?: string | undefined;
}

type Mode = 'view' | 'editing' | 'saving';

export function InlineEditableText({
  value,
  label,
  onSave,
  minLength,
  maxLength,
  disabled = false,
  error,
  className,
}: InlineEditableTextProps) {
  const { t } = useTranslation('ui');
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // One edit ends once: Enter disables the input and Escape unmounts it, and either may be
  // followed by a blur that must not save again.
  const settledRef = useRef(false);
  const returnFocusRef = useRef(false);
  const errorId = useId();

  useEffect(() => {
    if (mode === 'editing') inputRef.current?.select();
    if (mode === 'view' && returnFocusRef.current) {
      returnFocusRef.current = false;
      editButtonRef.current?.focus();
    }
  }, [mode]);

  function startEditing() {
    if (disabled) return;
    settledRef.current = false;
    setDraft(value);
    setMode('editing');
  }

  function cancel() {
    if (settledRef.current) return;
    settledRef.current = true;
    returnFocusRef.current = true;
    setDraft(value);
    setMode('view');
  }

  async function save(returnFocus: boolean) {
    if (settledRef.current) return;
    settledRef.current = true;
    returnFocusRef.current = returnFocus;
    if (draft === value) {
      setMode('view');
      return;
    }
    setMode('saving');
    try {
      await onSave(draft);
      setMode('view');
    } catch {
      // The page reports the failure (error prop or a toast); the draft stays to be corrected.
      settledRef.current = false;
      setMode('editing');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  }

  const describedBy = error ? errorId : undefined;
  return (
    <span className={classNames('ui-inline-edit', error && 'ui-inline-edit--invalid', className)}>
      {mode === 'view' ? (
        <span className="ui-inline-edit__display">
          <span className="ui-inline-edit__text">{value}</span>
          <button
            ref={editButtonRef}
            type="button"
            className="ui-icon-button ui-inline-edit__edit"
            onClick={startEditing}
            disabled={disabled}
            aria-label={t('editField', { label })}
            aria-describedby={describedBy}
          >
            <Icon name="edit" size={18} />
          </button>
        </span>
      ) : (
        <input
          ref={inputRef}
          className="ui-inline-edit__input"
          type="text"
          value={draft}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          minLength={minLength}
          maxLength={maxLength}
          disabled={mode === 'saving'}
          aria-busy={mode === 'saving' || undefined}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => void save(false)}
        />
      )}
      {error ? (
        <span id={errorId} className="ui-inline-edit__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
