import type { CarLeadSummary } from '../search/CarLeadDialog.tsx';
import type { CardCar } from '../../search/card-view.ts';
import type { DepartmentHours } from '../../domain/hours/dealer-open.ts';
import type { PriceOptions } from '../../domain/price/price-display.ts';
import type { Car } from '../../catalog/schema/car.ts';

/** Where the page's lead forms are fetched from (src/pages/car-lead-forms.json.ts). */
export const CAR_LEAD_FORMS_HREF = '/car-lead-forms.json';

/**
 * What the vehicle page's scripts know of the car, written into the page as JSON: the
 * identifiers the API calls take, the state the live data may change, and what the lead
 * dialogs carry.
 */
export interface VehiclePageData {
  id: number;
  slug: string;
  name: string;
  url: string;
  car_type: 'new' | 'used' | 'demo';
  dealership_id: number;
  website_id: number;
  photos_count: number;
  updated_at: string;
  status: string;
  reserved: boolean;
  /** What the price display and the below-market badge read (spec §4, §5), for a price changed since the build. */
  pricing: {
    price: number;
    before_price: number | null;
    subscription_price: number | null;
    preorder: boolean;
    autograb_data: Car['autograb_data'];
    options: PriceOptions;
  };
  card: CardCar;
  summary: CarLeadSummary;
  callHours: DepartmentHours | null;
  stickyBar: 'emphasise-call' | 'appear-on-scroll';
  eventsApi: string;
  phoneRevealsApi: string;
  viewJsonHref: string;
}

export const VEHICLE_DATA_ID = 'vehicle-data';
