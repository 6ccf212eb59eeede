/**
 * Where a dealership's leads go: its CRM's ADF e-mail address and, when it has one, its
 * CRM's webhook. A lead gets one delivery job per target, named by the target's kind, so
 * each target gets each lead once.
 */
export type TargetKind = 'email' | 'webhook';

export type DeliveryTarget =
  { kind: 'email'; to: string; from: string } | { kind: 'webhook'; url: string; secret: string };

export interface TargetProblem {
  kind: TargetKind;
  /** Why the target cannot be used now (configuration), safe to log. */
  reason: string;
}

/** A dealership's delivery targets, and those configured but unusable (a webhook secret missing from the environment). */
export interface DealershipTargets {
  targets: DeliveryTarget[];
  problems: TargetProblem[];
}

/** The targets of a tenant's dealership; the worker and the store ask the same function. */
export type TargetResolver = (tenant: string, dealershipSlug: string | null) => DealershipTargets | null;

export function targetOfKind<K extends TargetKind>(
  targets: DealershipTargets,
  kind: K,
): Extract<DeliveryTarget, { kind: K }> | TargetProblem | null {
  const target = targets.targets.find((t) => t.kind === kind);
  if (target) return target as Extract<DeliveryTarget, { kind: K }>;
  return targets.problems.find((p) => p.kind === kind) ?? null;
}

/** The kinds of target a lead gets jobs for: the usable ones and the misconfigured ones (their jobs wait, then park). */
export function jobTargetKinds(targets: DealershipTargets): TargetKind[] {
  const kinds = new Set<TargetKind>([...targets.targets.map((t) => t.kind), ...targets.problems.map((p) => p.kind)]);
  return (['email', 'webhook'] as const).filter((kind) => kinds.has(kind));
}
