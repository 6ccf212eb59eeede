/**
 * What a shopper does before an island is live is not lost. An island that hydrates at the
 * shopper's first move on it (`client:intent`: the search, a page's lead form) is still dead
 * HTML when that move's own tap or key lands: Filters (spec §2 filter drawer), a filter's box,
 * a card's Enquire, a form's choice, the first letters of a keyword or a name. The page's own
 * small script holds such a tap back from the page and marks the control, and notes what was
 * typed or chosen; as soon as the island is live it types and chooses it again and presses the
 * control, and from then on answers the shopper itself. Links are left to the browser, and so
 * are submit buttons (a form's waits, disabled, until its island is live).
 */
/** The island root's dataset key that says 'live' once the island answers for itself. */
const STATE = 'earlyInput';
const TAPPED = 'earlyTap';
const VALUE = 'earlyValue';

/** What a tap presses: a button, or a box the browser would tick at once and hydration untick. */
const PRESSABLE = ['button:not([type="submit"])', 'input[type="checkbox"]', 'input[type="radio"]'];
/** What a shopper types or chooses in; hydration puts back the value the build rendered. */
const EDITABLE = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="button"])',
  'select',
  'textarea',
];

type Editable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const within = (island: string, controls: string[]) => controls.map((control) => `${island} ${control}`).join(', ');

/** The island (`island`, a selector) around `target`, while it is not live yet. */
function deadIsland(target: EventTarget | null, island: string): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const root = target.closest<HTMLElement>(island);
  return root && root.dataset[STATE] !== 'live' ? root : null;
}

/**
 * The page's script: holds back taps on the controls of every `island` (a selector) and notes
 * their typed values until that island is live.
 */
export function holdInputBeforeHydration(page: Document, island: string): void {
  page.addEventListener(
    'click',
    (event) => {
      const root = deadIsland(event.target, island);
      if (!root) return;
      const pressed = (event.target as Element).closest<HTMLButtonElement | HTMLInputElement>(
        within(island, PRESSABLE),
      );
      if (!pressed || pressed.disabled) return;
      // held from React's own listeners too, so the tap is pressed once, by the island
      event.preventDefault();
      event.stopPropagation();
      for (const marked of root.querySelectorAll<HTMLElement>('[data-early-tap]')) delete marked.dataset[TAPPED];
      pressed.dataset[TAPPED] = '';
    },
    { capture: true },
  );
  const noteValue = (event: Event) => {
    if (!deadIsland(event.target, island) || !(event.target as Element).matches(within(island, EDITABLE))) return;
    const control = event.target as Editable;
    control.dataset[VALUE] = control.value;
  };
  page.addEventListener('input', noteValue, { capture: true });
  page.addEventListener('change', noteValue, { capture: true });
}

/** Types or chooses `value` in the live island's control so that its own change handler runs. */
function enterAgain(control: Editable, value: string): void {
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React answers an input event only when the value differs from the last one set through the
  // element itself: set another that way, then the typed one through the element's prototype
  control.value = value === '' ? ' ' : '';
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  setValue?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The island `root`, once live: types and chooses again what was typed and chosen in it
 * before, and presses the control tapped before; what follows is its own. Hydration can run
 * inside the shopper's own event: React hydrates at once for a discrete event such as a key's
 * `input` (whose value the replay then enters before React sees it) or a select's `input`,
 * whose `change` follows. A select is chosen again only once that event is over, so that its
 * `change` does not come after the replay with the value React put back meanwhile.
 */
export function replayInputBeforeHydration(root: HTMLElement): () => void {
  root.dataset[STATE] = 'live';
  const noted = [...root.querySelectorAll<Editable>('[data-early-value]')].map((control) => {
    const value = control.dataset[VALUE] ?? '';
    delete control.dataset[VALUE];
    return { control, value };
  });
  const enterNoted = (selects: boolean) => {
    for (const { control, value } of noted)
      if (control instanceof HTMLSelectElement === selects && control.isConnected) enterAgain(control, value);
  };
  enterNoted(false);
  const pressed = root.querySelector<HTMLElement>('[data-early-tap]');
  if (pressed) {
    delete pressed.dataset[TAPPED];
    if (pressed.isConnected) pressed.click();
  }
  const timer = setTimeout(() => enterNoted(true), 0);
  return () => clearTimeout(timer);
}
