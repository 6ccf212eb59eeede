import type { CarLeadForms } from '../../views/forms/car-lead-forms.ts';

let forms: Promise<CarLeadForms> | null = null;

/**
 * The site's car lead forms (SITE_FILES.carLeadForms), fetched when a form first opens rather
 * than carried by every page that can open one; fetched once per page view.
 */
export function loadCarLeadForms(href: string): Promise<CarLeadForms> {
  forms ??= fetch(href).then((response) => {
    if (!response.ok) throw new Error(`The forms could not be loaded (${response.status})`);
    return response.json() as Promise<CarLeadForms>;
  });
  // a failed load is not kept: the next click tries again
  forms.catch(() => (forms = null));
  return forms;
}
