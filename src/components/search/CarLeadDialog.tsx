import { FIND_SIMILAR_FORM } from '../../domain/forms/find-similar.ts';
import { REQUEST_PHOTOS_TEXT } from '../../domain/forms/request-photos.ts';
import type { CardCar, CarLeadKind } from '../../search/card-view.ts';
import { LeadForm } from '../forms/LeadForm.tsx';
import type { LeadFormProps } from '../forms/lead-form-types.ts';
import type { CarLeadForms } from './car-lead-forms.ts';
import { DialogCloseButton, useModalDialog } from './modal-dialog.tsx';
import './search-cards.css';

export interface CarLeadRequest {
  kind: CarLeadKind;
  car: CardCar;
}

export interface CarLeadDialogProps {
  /** The three forms as the page built them (carLeadForms(site)). */
  forms: CarLeadForms;
  /** The form to show: each new request opens the dialog; null closes it. */
  request: CarLeadRequest | null;
  /** The dialog closed (Escape, the close button or a null request): forget the request. */
  onClose: () => void;
}

export const CAR_LEAD_TITLES: Readonly<Record<CarLeadKind, string>> = {
  enquiry: 'Quick Enquiry',
  'request-photos': 'Request Photos',
  'find-similar': FIND_SIMILAR_FORM.heading,
};

/** What each kind fills in by itself (spec §2 Find Me Something Similar, §5 Request Photos). */
const KIND_PREFILL: Readonly<Record<CarLeadKind, Readonly<Record<string, string>>>> = {
  enquiry: {},
  'request-photos': { request: REQUEST_PHOTOS_TEXT },
  'find-similar': { message: FIND_SIMILAR_FORM.message },
};

/**
 * A card form's props for one car: the lead carries the car (spec §3 Identity and context)
 * and, where the form asks for a dealership, the car's own is chosen to start with.
 */
export function carLeadFormProps(form: LeadFormProps, kind: CarLeadKind, car: CardCar): LeadFormProps {
  const dealership = form.fields.find((field) => field.name === 'dealership_slug');
  const ownDealership: Record<string, string> = dealership?.options?.includes(car.dealership_slug)
    ? { dealership_slug: car.dealership_slug }
    : {};
  return {
    ...form,
    car: { id: car.slug, name: car.name, car_type: car.car_type, tag: car.tag ?? null },
    context: {
      ...form.context,
      car_id: car.slug,
      car_type: car.car_type,
      stock_number: car.stocknum,
      dealership_slug: car.dealership_slug,
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      ...(kind === 'find-similar' ? { subcategory: FIND_SIMILAR_FORM.subcategory } : {}),
    },
    prefill: { ...form.prefill, ...ownDealership, ...KIND_PREFILL[kind] },
  };
}

/**
 * The card's lead forms in a native <dialog> (spec §2 Car card buttons): Escape and the close
 * button close it, and focus goes back to the button that opened it. Meant to be loaded with
 * React.lazy on the first click, so a results page ships no form code until it is wanted.
 */
export function CarLeadDialog({ forms, request, onClose }: CarLeadDialogProps) {
  const dialog = useModalDialog(request !== null, onClose);

  const form = request ? carLeadFormProps(forms[request.kind], request.kind, request.car) : null;
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
              <h2 id={form.labelledBy}>{CAR_LEAD_TITLES[request.kind]}</h2>
              <p id={carNameId} className="car-lead-dialog__car">
                {request.car.name}
              </p>
            </div>
            <DialogCloseButton onClick={() => dialog.current?.close()} />
          </div>
          {/* a new car or kind starts a new form: its values are set once, when it mounts */}
          <LeadForm key={`${request.car.slug}:${request.kind}`} {...form} />
        </>
      )}
    </dialog>
  );
}
