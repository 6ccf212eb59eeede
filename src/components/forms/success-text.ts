import type { LeadSuccess } from '../../stores/lead-success.ts';

/**
 * The lines /success adds for the lead just sent (spec §4: the car and the success category
 * were stored): what was sent, and the car it was about. Null without a stored lead.
 */
export function successLines(success: LeadSuccess | null): { sent: string; car: string | null } | null {
  if (!success) return null;
  return {
    sent: `We have received your ${success.category.trim()} request.`,
    car: success.car ? `It is about the ${success.car.name.trim()}.` : null,
  };
}
