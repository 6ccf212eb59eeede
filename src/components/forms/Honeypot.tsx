import { HONEYPOT_FIELD } from '../../domain/forms/lead-request.ts';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The field people never see and bots fill (src/domain/forms/lead-request.ts HONEYPOT_FIELD):
 * off-screen, out of the tab order, hidden from assistive technology, never autofilled.
 */
export function Honeypot({ id, value, onChange }: Props) {
  return (
    <div className="lead-form__hp" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        type="text"
        id={id}
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
