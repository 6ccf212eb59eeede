import { leadFollowUp } from '../../domain/forms/lead-follow-up.ts';
import { vehicleRequestName } from '../../domain/forms/request-name.ts';
import type { LeadSuccess } from '../../stores/lead-success.ts';

interface SuccessView {
  sent: string;
  car: { name: string; imageSrc: string | null; priceText: string | null } | null;
  reference: string | null;
  next: string | null;
}

/**
 * What /success adds for the lead just sent (spec §4: the car and the success category were
 * stored): what was sent (by its category, or a test drive by the vehicle's words), the car it was about, its reference and what happens next. Null
 * without a stored lead.
 */
export function successView(success: LeadSuccess | null): SuccessView | null {
  if (!success) return null;
  const { car } = success;
  return {
    sent: `We have received your ${vehicleRequestName(success.kind ?? '', car?.words) ?? success.category.trim()} request.`,
    car: car ? { name: car.name.trim(), imageSrc: car.imageSrc ?? null, priceText: car.priceText ?? null } : null,
    reference: success.reference ?? null,
    next: success.kind ? leadFollowUp(success.kind, car?.words) : null,
  };
}

/**
 * The contact block /success shows: the location the lead went to, else the first location
 * of its dealership, else the main one (the first block). Blocks carry their location and
 * dealership as data attributes.
 */
export function successContactFor<T extends { dataset: DOMStringMap }>(
  blocks: readonly T[],
  success: Pick<LeadSuccess, 'location' | 'dealership'> | null,
): T | undefined {
  const byLocation = success?.location && blocks.find((block) => block.dataset['location'] === success.location);
  const byDealership =
    success?.dealership && blocks.find((block) => block.dataset['dealership'] === success.dealership);
  return byLocation || byDealership || blocks[0];
}
