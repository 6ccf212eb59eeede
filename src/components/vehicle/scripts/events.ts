import { EVENT_IDS } from '../../../domain/events.ts';
import { fireSiteEvent } from '../../forms/site-event.ts';
import type { VehiclePageData } from '../../../views/vehicle/vehicle-page-data.ts';

/** spec §9: used vehicle view (4) on load of a used car's page; history report (60) on its click. */
export function attachVehicleEvents(data: VehiclePageData): void {
  const page = window.location.pathname;
  if (data.car_type === 'used')
    fireSiteEvent(
      { id: EVENT_IDS.usedVehicleView, category: 'Vehicle View', car_type: data.car_type, ...data.card.tracking, page },
      data.eventsApi,
      'vehicle_view',
    );
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-history-report]')) {
    link.addEventListener('click', () =>
      fireSiteEvent(
        {
          id: EVENT_IDS.historyReport,
          category: 'History Report',
          car_type: data.car_type,
          ...data.card.tracking,
          page,
        },
        data.eventsApi,
        'history_report',
      ),
    );
  }
}
