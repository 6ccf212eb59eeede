import { runInTasks } from '../../build/client/setup-steps.ts';
import { attachPrintPdfButton } from './print-pdf.ts';
import { attachCompareButton } from '../compare/compare-buttons.ts';
import { attachFavouriteButton } from '../favourites/favourite-buttons.ts';
import { attachWatchlistButton } from '../watchlist/watchlist-button.ts';
import { recordViewed } from '../../stores/viewed-cars.ts';
import { applyLiveStatus } from './scripts/live-status.ts';
import { attachVehicleEvents } from './scripts/events.ts';
import { attachGallery } from './scripts/gallery.ts';
import { loadFinanceDisclaimer, openFinanceDisclaimerOnHash } from './scripts/finance-disclaimer.ts';
import { attachLeadAccordions, attachLeadButtons } from './scripts/lead-buttons.ts';
import { attachMap } from './scripts/map.ts';
import { readPageData } from './scripts/page-data.ts';
import { attachPhoneReveal, hideCallWhenClosed } from './scripts/phone-reveal.ts';
import { attachShare } from './scripts/share.ts';
import { hydrateSoldForm } from './scripts/sold-form.ts';
import { attachStickyBar } from './scripts/sticky-bar.ts';
import { attachDialogButtons, attachToggles } from './scripts/toggles.ts';

/**
 * The vehicle page's behaviour: a few small scripts; React loads only when a form opens.
 * The controls a shopper reaches first are set up first, each step in its own task.
 */
const data = readPageData();
const carSteps = data
  ? [
      () => hideCallWhenClosed(data),
      () => attachLeadButtons(data),
      () => attachPhoneReveal(data),
      () => attachStickyBar(data),
      () => {
        if (data.favourite) attachFavouriteButton(document, data.favourite);
        if (data.compare) attachCompareButton(document, data.compare);
        attachWatchlistButton(document, data);
        if (data.viewed) recordViewed(data.viewed);
      },
      () => {
        attachLeadAccordions(data);
        attachShare(data);
      },
      () => {
        hydrateSoldForm(data);
        const printPdf = document.querySelector<HTMLButtonElement>('button[data-print-pdf]');
        if (printPdf)
          attachPrintPdfButton(printPdf, data.slug, { car_type: data.car_type, tracking: data.card.tracking });
      },
      () => attachVehicleEvents(data),
      () => {
        void loadFinanceDisclaimer();
        void applyLiveStatus(data);
      },
    ]
  : [];
void runInTasks([
  () => {
    attachToggles();
    attachDialogButtons();
  },
  attachGallery,
  ...carSteps,
  () => {
    attachMap();
    openFinanceDisclaimerOnHash();
  },
  // the page's controls work from here on (tests and the print styles read it)
  () => document.querySelector('.vehicle')?.setAttribute('data-ready', 'true'),
]);
