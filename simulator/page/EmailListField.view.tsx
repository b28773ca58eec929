interface EmailListFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
  readonly invalid: readonly string[];
  readonly onChange: (value: string) => void;
}

/** A textarea of addresses (one per line or comma-separated) with its validation message. */
export function EmailListField({ id, label, value, error, invalid, onChange }: EmailListFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="sim-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <small>One address per line, or separated by commas (ana@example.com, bruno@example.com).</small>
      {error !== null && (
        <div id={errorId} className="sim-field-error">
          <p role="alert">{error}</p>
          {invalid.length > 0 && <p className="sim-invalid-list">{invalid.join(', ')}</p>}
        </div>
      )}
    </div>
  );
}
