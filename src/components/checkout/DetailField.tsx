import type { FormField } from '../../domain/forms/fields.ts';
import { fieldAttributes, fieldId } from '../forms/field-attributes.ts';

interface Props {
  field: FormField;
  id: string;
  value: string;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
}

/**
 * One labelled text input or select with its message. The lead forms' FieldControl renders
 * every kind of field; the checkout and the purchase need these two, and sharing that
 * component would split the lead form's code into one more chunk on every form page.
 */
export function DetailField({ field, id, value, error, onChange }: Props) {
  const { control, type, inputMode, autoComplete, maxLength } = fieldAttributes(field);
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    value,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>
        {field.label}
        {field.required && (
          <span className="lead-form__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {control === 'select' ? (
        <select {...common} onChange={(event) => onChange(field.name, event.target.value)}>
          {value === '' && <option value="">Choose…</option>}
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      )}
      {error && (
        <p className="lead-form__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

interface ListProps {
  formId: string;
  fields: readonly FormField[];
  values: Readonly<Record<string, string | boolean>>;
  errors: Readonly<Record<string, string>> | undefined;
  onChange: (name: string, value: string) => void;
}

/** The fields of a form, each with its value and message. */
export function DetailFields({ formId, fields, values, errors, onChange }: ListProps) {
  return fields.map((field) => (
    <DetailField
      key={field.name}
      field={field}
      id={fieldId(formId, field.name)}
      value={String(values[field.name] ?? '')}
      error={errors?.[field.name]}
      onChange={onChange}
    />
  ));
}
