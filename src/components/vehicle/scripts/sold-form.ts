import { SITE_FILES } from '../../../site-urls.ts';
import type { VehiclePageData } from '../../../views/vehicle/vehicle-page-data.ts';

/** The id of a sold car's Find Me Something Similar form, the same in its HTML and once hydrated. */
export const SOLD_FORM_ID = 'find-similar';

/**
 * spec §2: a car sold at the build shows its Find Me Something Similar form as HTML; React
 * and the form's code load as it nears the screen, as an island's would, but without the
 * island's runtime and props in every sold page's HTML.
 */
export function hydrateSoldForm(data: VehiclePageData): void {
  const container = document.querySelector<HTMLElement>('[data-sold]:not([hidden]) [data-sold-form]');
  const heading = container?.closest('[data-sold]')?.querySelector('h2');
  if (!container || !heading) return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    import('../lead-dialog-root.tsx')
      .then(({ hydrateCarLeadForm }) =>
        hydrateCarLeadForm(
          container,
          { kind: 'find-similar', car: data.card, formId: SOLD_FORM_ID, labelledBy: heading.id },
          SITE_FILES.carLeadForms,
        ),
      )
      .catch((error: unknown) => console.warn('The Find Me Something Similar form could not load', error));
  });
  observer.observe(container);
}
