export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  /** A line under the label (an address, a fee). */
  hint?: string | null | undefined;
}

interface Props<V extends string> {
  formId: string;
  name: string;
  legend: string;
  options: readonly ChoiceOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A question answered by one of a few options: radio buttons in a fieldset, the question as its legend. */
export function ChoiceField<V extends string>({ formId, name, legend, options, value, onChange }: Props<V>) {
  return (
    <fieldset className="purchase__choice">
      <legend>{legend}</legend>
      {options.map((option) => {
        const id = `${formId}-${name}-${option.value}`;
        return (
          <div className="purchase__option" key={option.value}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
            />
            <label htmlFor={id}>{option.label}</label>
            {option.hint && (
              <span className="purchase__hint" id={`${id}-hint`}>
                {option.hint}
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
