/**
 * The sidebar actions a site may put first (spec §2 action row). Call is not among them: it
 * always sits beside the primary action, and Location only scrolls the page.
 */
export const PRIMARY_ACTION_NAMES = [
  'reserve',
  'buy-online',
  'enquire',
  'test-drive',
  'make-an-offer',
  'finance',
  'trade-in',
  'chat',
  'whatsapp',
] as const;

export type PrimaryActionName = (typeof PRIMARY_ACTION_NAMES)[number];

/** Every available car can be enquired about, so Enquire stands in when the site's choice is missing. */
const FALLBACK_PRIMARY: PrimaryActionName = 'enquire';

export interface ActionHierarchy<A> {
  /** The one filled button: the site's choice where this car has it, otherwise Enquire. */
  primary: A | null;
  call: A | null;
  /** Everything else, in the spec's order. */
  secondary: A[];
}

/**
 * spec §2 action row, given a hierarchy: one primary action, Call beside it, the rest
 * grouped as secondary. A car may lack the site's choice (Reserve on a reserved car): then
 * Enquire leads.
 */
export function actionHierarchy<A extends { name: string }>(
  actions: readonly A[],
  preferred: PrimaryActionName,
): ActionHierarchy<A> {
  const primary =
    actions.find((action) => action.name === preferred) ??
    actions.find((action) => action.name === FALLBACK_PRIMARY) ??
    null;
  const call = actions.find((action) => action.name === 'call') ?? null;
  return {
    primary,
    call,
    secondary: actions.filter((action) => action !== primary && action !== call),
  };
}
