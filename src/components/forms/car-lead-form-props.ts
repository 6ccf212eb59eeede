import { offerPlaceholder } from '../../domain/forms/make-an-offer.ts';
import { carDialogOf, leadKindDefinition, type CarLeadKind } from '../../domain/forms/lead-kinds.ts';
import { CAR_WORDS } from '../../domain/text/vehicle-words.ts';
import type { CardCar } from '../../views/search/card-view.ts';
import type { CarLeadSummary } from '../../views/forms/car-lead-forms.ts';
import type { LeadFormProps } from '../../views/forms/lead-form-types.ts';
import { carLeadContext, leadCarOf } from './car-lead-context.ts';

/**
 * A card form's props for one car: the lead carries the car (spec §3 Identity and context)
 * and, where the form asks for a dealership or a location, the car's own is chosen to start with.
 */
export function carLeadFormProps(
  form: LeadFormProps,
  kind: CarLeadKind,
  car: CardCar,
  summary?: CarLeadSummary,
): LeadFormProps {
  const { subcategory } = leadKindDefinition(kind);
  // where the form asks for a dealership or a location, the car's own is chosen to start with
  const own: Record<string, string> = {};
  for (const [name, value] of [
    ['dealership_slug', car.dealership_slug],
    ['location', car.location_slug],
  ] as const) {
    const field = form.fields.find((candidate) => candidate.name === name);
    if (value && field?.options?.includes(value)) own[name] = value;
  }
  // spec §5: the offer's placeholder names the car's price
  const fields =
    kind === 'make-an-offer' && summary && summary.amount > 0
      ? form.fields.map((field) =>
          field.name === 'offer_from_client' ? { ...field, placeholder: offerPlaceholder(summary.amount) } : field,
        )
      : form.fields;
  const dialog = carDialogOf(kind);
  const words = car.words ?? CAR_WORDS;
  return {
    ...form,
    fields,
    ...(dialog.submitLabel ? { submitLabel: dialog.submitLabel(words) } : {}),
    car: leadCarOf(car),
    context: {
      ...form.context,
      ...carLeadContext(car),
      // a kind filed under a subcategory of its own sends it (Find me something similar, spec §2)
      ...(subcategory ? { subcategory } : {}),
    },
    prefill: { ...form.prefill, ...own, ...dialog.prefill(words) },
  };
}
