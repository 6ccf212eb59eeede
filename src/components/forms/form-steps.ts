import { checkForm, type FormCheck, type FormField } from '../../domain/forms/fields.ts';
import type { FormStep } from '../../domain/forms/lead-kind.ts';
import type { RawValues } from './form-values.ts';

/** A step with its fields resolved, in the form's order. */
export interface ResolvedStep {
  title: string;
  fields: readonly FormField[];
}

/**
 * spec §4 Lead form (multistep): the steps a form shows. Hidden fields belong to no step
 * (they always travel); a visible field named in no step joins the last, so no field is
 * ever lost; steps left empty are dropped. Without steps the form is one step.
 */
export function resolveSteps(fields: readonly FormField[], steps: readonly FormStep[] = []): ResolvedStep[] {
  const visible = fields.filter((field) => field.kind !== 'hidden');
  if (steps.length === 0) return [{ title: '', fields: visible }];
  const named = new Set(steps.flatMap((step) => step.fields));
  const resolved = steps.map((step, index) => ({
    title: step.title,
    fields: visible.filter(
      (field) => step.fields.includes(field.name) || (index === steps.length - 1 && !named.has(field.name)),
    ),
  }));
  return resolved.filter((step) => step.fields.length > 0);
}

/** The index of the step that shows a field, or -1. */
export function stepOfField(steps: readonly ResolvedStep[], name: string): number {
  return steps.findIndex((step) => step.fields.some((field) => field.name === name));
}

/**
 * What pressing the button of a step does: a step that is not the last checks its own
 * fields and advances; the last checks the whole form (the shared schema) and submits.
 */
export type StepAction =
  | { kind: 'advance'; to: number }
  | { kind: 'submit'; check: Extract<FormCheck, { ok: true }> }
  | { kind: 'invalid'; check: Extract<FormCheck, { ok: false }>; step: number };

export function stepAction(
  fields: readonly FormField[],
  steps: readonly ResolvedStep[],
  current: number,
  values: RawValues,
): StepAction {
  const last = current >= steps.length - 1;
  const check = checkForm(last ? fields : (steps[current]?.fields ?? []), values);
  if (!check.ok) {
    // on the last step an error may sit on an earlier step: go back to the first one
    const first = fields.find((field) => field.name in check.errors);
    const step = first ? stepOfField(steps, first.name) : -1;
    return { kind: 'invalid', check, step: step === -1 ? current : Math.min(step, current) };
  }
  return last ? { kind: 'submit', check } : { kind: 'advance', to: current + 1 };
}
