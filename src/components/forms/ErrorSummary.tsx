import type { FormField } from '../../domain/forms/fields.ts';
import { fieldId } from './field-attributes.ts';
import { orderedErrors, type ErrorList } from './form-errors.ts';

interface Props {
  formId: string;
  /** The fields on screen: the list names only what the shopper can fix here. */
  fields: readonly FormField[];
  errors: ErrorList;
}

/** spec §8 "A list-style error block headed 'Please fix the following errors:'", each entry leading to its field. */
export function ErrorSummary({ formId, fields, errors }: Props) {
  const onFields = orderedErrors(fields, errors.fields);
  if (onFields.length === 0 && errors.other.length === 0) return null;
  const headingId = `${formId}-errors-heading`;
  return (
    <div className="lead-form__summary" id={`${formId}-errors`} tabIndex={-1} aria-labelledby={headingId}>
      <p className="lead-form__summary-heading" id={headingId}>
        {errors.heading}
      </p>
      <ul>
        {onFields.map(({ name, message }) => (
          <li key={name}>
            <a href={`#${fieldId(formId, name)}`}>{message}</a>
          </li>
        ))}
        {errors.other.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
