import type { FormField } from '../../domain/forms/fields.ts';
import { fieldAttributes } from './field-attributes.ts';

interface Props {
  field: FormField;
  id: string;
  value: string | boolean;
  error: string | undefined;
  onChange: (name: string, value: string | boolean) => void;
  /** Visible labels of the options, when the values are slugs. */
  optionLabels: Readonly<Record<string, string>> | undefined;
  link: { label: string; href: string } | undefined;
}

/** spec §5 marks required fields; the star is for the eye, aria-required for assistive technology. */
function Label({ field, id }: { field: FormField; id: string }) {
  return (
    <label htmlFor={id}>
      {field.label}
      {field.required && (
        <span className="lead-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** One field of a lead form: its label, its control and, when it has one, its message. */
export function FieldControl({ field, id, value, error, onChange, optionLabels, link }: Props) {
  const attributes = fieldAttributes(field);
  const errorId = `${id}-error`;
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
  } as const;
  const message = error && (
    <p className="lead-form__error" id={errorId}>
      {error}
    </p>
  );
  const text = typeof value === 'string' ? value : '';

  if (attributes.control === 'checkbox') {
    return (
      <div className="lead-form__field lead-form__field--checkbox">
        <input
          type="checkbox"
          id={id}
          name={field.name}
          checked={value === true}
          onChange={(event) => onChange(field.name, event.target.checked)}
          {...described}
        />
        <Label field={field} id={id} />
        {link && (
          <a className="lead-form__field-link" href={link.href} target="_blank" rel="noopener">
            {link.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {message}
      </div>
    );
  }

  const common = {
    id,
    name: field.name,
    value: text,
    ...described,
    ...(attributes.autoComplete ? { autoComplete: attributes.autoComplete } : {}),
  };
  let control;
  if (attributes.control === 'select') {
    const options = field.options ?? [];
    control = (
      <select {...common} onChange={(event) => onChange(field.name, event.target.value)}>
        {(text === '' || typeof field.defaultValue !== 'string') && (
          <option value="">Choose {field.label.toLowerCase()}</option>
        )}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
    );
  } else if (attributes.control === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={4}
        maxLength={attributes.maxLength}
        placeholder={attributes.placeholder}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={attributes.type}
        inputMode={attributes.inputMode}
        maxLength={attributes.maxLength}
        placeholder={attributes.placeholder}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    );
  }
  return (
    <div className="lead-form__field">
      <Label field={field} id={id} />
      {control}
      {message}
    </div>
  );
}
