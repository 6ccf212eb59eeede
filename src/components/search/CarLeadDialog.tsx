import { carDialogOf, type CarLeadKind } from '../../domain/forms/lead-kinds.ts';
import type { CardCar } from '../../views/search/card-view.ts';
import { CAR_WORDS } from '../../domain/text/vehicle-words.ts';
import { carLeadFormProps } from '../forms/car-lead-form-props.ts';
import { LeadForm } from '../forms/LeadForm.tsx';
import type { CarLeadForms, CarLeadSummary } from '../../views/forms/car-lead-forms.ts';
import { DialogCloseButton, useModalDialog } from './modal-dialog.tsx';

export interface CarLeadRequest {
  kind: CarLeadKind;
  car: CardCar;
  /** Shown above the form (the vehicle page's Make an Offer). */
  summary?: CarLeadSummary;
}

export interface CarLeadDialogProps {
  /** The three forms as the page built them (carLeadForms(site)). */
  forms: CarLeadForms;
  /** The form to show: each new request opens the dialog; null closes it. */
  request: CarLeadRequest | null;
  /** The dialog closed (Escape, the close button or a null request): forget the request. */
  onClose: () => void;
}

/**
 * The card's lead forms in a native <dialog> (spec §2 Car card buttons): Escape and the close
 * button close it, and focus goes back to the button that opened it. Meant to be loaded with
 * React.lazy on the first click, so a results page ships no form code until it is wanted.
 */
export function CarLeadDialog({ forms, request, onClose }: CarLeadDialogProps) {
  const dialog = useModalDialog(request !== null, onClose);

  const base = request ? forms[request.kind] : undefined;
  const form = request && base ? carLeadFormProps(base, request.kind, request.car, request.summary) : null;
  const carNameId = form ? `${form.formId}-car` : undefined;

  // a click on the backdrop does not close it: a half-typed form would be lost
  return (
    <dialog
      ref={dialog}
      className="site-dialog car-lead-dialog"
      aria-labelledby={form?.labelledBy}
      aria-describedby={carNameId}
    >
      {request && form && (
        <>
          <div className="car-lead-dialog__head">
            <div>
              <h2 id={form.labelledBy}>{carDialogOf(request.kind).title(request.car.words ?? CAR_WORDS)}</h2>
              <p id={carNameId} className="car-lead-dialog__car">
                {request.car.name}
              </p>
            </div>
            <DialogCloseButton onClick={() => dialog.current?.close()} />
          </div>
          {request.summary && <CarSummary summary={request.summary} />}
          {/* a new car or kind starts a new form: its values are set once, when it mounts */}
          <LeadForm key={`${request.car.slug}:${request.kind}`} {...form} />
        </>
      )}
    </dialog>
  );
}

function CarSummary({ summary }: { summary: CarLeadSummary }) {
  return (
    <div className="car-lead-dialog__summary">
      {summary.image && <img src={summary.image.src} alt={summary.image.alt} width={160} height={100} />}
      <div>
        <p className="car-lead-dialog__price">
          {summary.price}
          {summary.priceType && <span className="car-lead-dialog__price-type"> {summary.priceType}</span>}
        </p>
        {summary.attributes.length > 0 && (
          <ul className="car-lead-dialog__attributes">
            {summary.attributes.map((attribute) => (
              <li key={attribute}>{attribute}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
