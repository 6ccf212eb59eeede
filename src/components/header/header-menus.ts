import { DRAWER_PART, LAZY_MENU_ATTRIBUTE } from './lazy-menu-parts.ts';
import { loadMenus } from './lazy-menus.ts';

// The header's behaviour, one module for every page: the desktop dropdowns, the phone drawer,
// and the long menus' arrival. Those (/site-menus.json and its styles) go in at the first
// intent to open a menu; the page prefetches both (BaseLayout), so an open is quick. The
// loader is part of this module rather than a chunk imported on demand: a dynamic import
// would bring Vite's preload helper (about 0.9 kB gzip) into every page's first scripts.

function showFailure(): void {
  const status = document.querySelector(`[${LAZY_MENU_ATTRIBUTE}="${DRAWER_PART}"] [role="status"]`);
  if (status) status.textContent = 'The menu could not load. Check your connection, then open it again.';
}

/** Puts the long menus into the page (once); resolves when they are there or have failed. */
function openMenus(): Promise<void> {
  return loadMenus().catch(showFailure);
}

/** The menus go in as soon as a shopper shows they want `element` (a menu or its button). */
function whenMenusWanted(element: Element): void {
  for (const type of ['pointerenter', 'focusin', 'touchstart'] as const)
    element.addEventListener(type, () => void openMenus(), { once: true, passive: true });
}

// Disclosure menus: hover opens them (CSS); click and keyboard toggle aria-expanded.
const triggers = document.querySelectorAll<HTMLButtonElement>('.desktop-menu__trigger');
const closeAll = (except?: HTMLButtonElement) =>
  triggers.forEach((t) => t !== except && t.setAttribute('aria-expanded', 'false'));
triggers.forEach((trigger) => {
  whenMenusWanted(trigger.parentElement ?? trigger);
  trigger.addEventListener('click', () => {
    const open = trigger.getAttribute('aria-expanded') === 'true';
    closeAll(trigger);
    trigger.setAttribute('aria-expanded', String(!open));
  });
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = [...triggers].find((t) => t.getAttribute('aria-expanded') === 'true');
  closeAll();
  open?.focus();
});
document.addEventListener('click', (event) => {
  if (!(event.target as Element).closest('.has-dropdown')) closeAll();
});

// The phone drawer: a modal dialog whose sub-menus open under the buttons that name them.
const toggle = document.querySelector<HTMLButtonElement>('.drawer-toggle');
const drawer = document.querySelector<HTMLDialogElement>('#mobile-drawer');
if (toggle && drawer) {
  whenMenusWanted(toggle);
  toggle.addEventListener('click', () => {
    drawer.showModal();
    toggle.setAttribute('aria-expanded', 'true');
    void openMenus();
  });
  drawer.querySelector('.drawer__close')?.addEventListener('click', () => drawer.close());
  drawer.addEventListener('close', () => {
    toggle.setAttribute('aria-expanded', 'false');
    toggle.focus();
  });
  drawer.addEventListener('click', (event) => {
    if (event.target === drawer) {
      drawer.close();
      return;
    }
    // a sub-menu opens under the button that names it, which says whether it is open
    const button = (event.target as Element).closest<HTMLButtonElement>('.drawer__sub-toggle');
    if (!button) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (menu) menu.hidden = !open;
  });
}
