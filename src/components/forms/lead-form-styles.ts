import { loadStylesheet } from '../lazy-stylesheet.ts';
import carLeadDialogStyles from '../search/car-lead-dialog.css?url';
import leadFormStyles from './lead-form-later.css?url';

// A page that builds a lead form into its HTML has its styles inlined (LeadFormSection,
// LeadFormModal); a page that opens one later (a car card's or vehicle page's dialog, a car
// sold since the build) loads them here first, so results and vehicle pages do not carry them.

/** The styles of a car's lead form in its dialog, applied before the dialog draws. */
export function loadCarLeadStyles(): Promise<void> {
  return Promise.all([loadStylesheet(leadFormStyles), loadStylesheet(carLeadDialogStyles)]).then(() => undefined);
}
