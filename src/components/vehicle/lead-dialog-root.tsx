import { useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { CarLeadKind } from '../../domain/forms/lead-kinds.ts';
import type { CardCar } from '../../views/search/card-view.ts';
import { LeadForm } from '../forms/LeadForm.tsx';
import { CarLeadDialog, type CarLeadRequest } from '../search/CarLeadDialog.tsx';
import { carLeadFormProps } from '../forms/car-lead-form-props.ts';
import type { CarLeadForms } from '../../views/forms/car-lead-forms.ts';
import { loadCarLeadForms } from '../forms/car-lead-forms-file.ts';
import { loadCarLeadStyles } from '../forms/lead-form-styles.ts';

// Loaded on the first click of a lead button: a vehicle page ships no React until a shopper
// opens a form (DESIGN.md budget: 100 KB of JavaScript on a vehicle page).

let open: ((request: CarLeadRequest) => void) | null = null;

function DialogHost(props: { forms: CarLeadForms; onReady(open: (request: CarLeadRequest) => void): void }) {
  const [request, setRequest] = useState<CarLeadRequest | null>(null);
  const { onReady } = props;
  useEffect(() => onReady((next) => setRequest({ ...next })), [onReady]);
  return <CarLeadDialog forms={props.forms} request={request} onClose={() => setRequest(null)} />;
}

/** Opens the car's lead form in the page's dialog, made on the first call. */
export async function openCarLead(request: CarLeadRequest, formsHref: string): Promise<void> {
  const [loaded] = await Promise.all([loadCarLeadForms(formsHref), loadCarLeadStyles()]);
  if (!open) {
    const host = document.createElement('div');
    document.body.append(host);
    await new Promise<void>((resolve) => {
      createRoot(host).render(
        <DialogHost
          forms={loaded}
          onReady={(ready) => {
            open = ready;
            resolve();
          }}
        />,
      );
    });
  }
  open?.(request);
}

interface CarFormRequest {
  kind: CarLeadKind;
  car: CardCar;
  formId: string;
  labelledBy: string;
}

async function carFormProps(request: CarFormRequest, formsHref: string) {
  const { kind, car, formId, labelledBy } = request;
  const form = (await loadCarLeadForms(formsHref))[kind];
  if (!form) throw new Error(`This site has no ${kind} form`);
  return { ...carLeadFormProps(form, kind, car), formId, labelledBy };
}

/**
 * Puts one of the car's forms into `container` in place of its link to the form's page: Find
 * Me Something Similar on a car that sold since the build, the sidebar's enquiry accordion
 * when it first opens.
 */
export async function mountCarLeadForm(
  container: HTMLElement,
  request: CarFormRequest,
  formsHref: string,
): Promise<void> {
  const [props] = await Promise.all([carFormProps(request, formsHref), loadCarLeadStyles()]);
  // the link to the form's page made way for the form itself
  container.replaceChildren();
  createRoot(container).render(<LeadForm {...props} />);
}

/**
 * Brings to life the form the build wrote into `container` as HTML (a sold car's Find Me
 * Something Similar), from the same props: what the shopper sees and types stays in place.
 */
export async function hydrateCarLeadForm(
  container: HTMLElement,
  request: CarFormRequest,
  formsHref: string,
): Promise<void> {
  hydrateRoot(container, <LeadForm {...await carFormProps(request, formsHref)} />);
}
