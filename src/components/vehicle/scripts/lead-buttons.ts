import type { CarLeadKind } from '../../../domain/forms/lead-kinds.ts';
import { SITE_FILES } from '../../../site-urls.ts';
import type { VehiclePageData } from '../../../views/vehicle/vehicle-page-data.ts';

/**
 * The page's lead buttons are links to each form's own page; with scripts they open the form
 * in a dialog instead. If the dialog's code or the forms cannot load, the link is followed.
 */
export function attachLeadButtons(data: VehiclePageData): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-car-lead]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    const kind = link.dataset.carLead as CarLeadKind;
    import('../lead-dialog-root.tsx')
      .then(({ openCarLead }) =>
        openCarLead(
          { kind, car: data.card, ...(kind === 'make-an-offer' ? { summary: data.summary } : {}) },
          SITE_FILES.carLeadForms,
        ),
      )
      .catch((error: unknown) => {
        console.warn('The form could not open here; going to its page', error);
        window.location.assign(link.href);
      });
  });
}

/**
 * The sidebar's enquiry accordion (a site switch): its form loads when it first opens; until
 * then, and if it cannot load, it holds a link to the form's page.
 */
export function attachLeadAccordions(data: VehiclePageData): void {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-lazy-lead]')) {
    const container = details.querySelector<HTMLElement>('[data-lazy-form]');
    const summary = details.querySelector('summary');
    if (!container || !summary) continue;
    const kind = details.dataset.lazyLead as CarLeadKind;
    let mounted = false;
    details.addEventListener('toggle', () => {
      if (!details.open || mounted) return;
      mounted = true;
      import('../lead-dialog-root.tsx')
        .then(({ mountCarLeadForm }) =>
          mountCarLeadForm(
            container,
            { kind, car: data.card, formId: `accordion-${kind}`, labelledBy: summary.id },
            SITE_FILES.carLeadForms,
          ),
        )
        .catch((error: unknown) => {
          mounted = false;
          console.warn('The form could not load here; its link stays', error);
        });
    });
  }
}
