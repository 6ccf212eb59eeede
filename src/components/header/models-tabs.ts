// The models mega menu's vertical tabs: hovering, clicking or arrowing onto a category shows
// its models.

function select(mega: Element, tabs: HTMLButtonElement[], tab: HTMLButtonElement, focus = false): void {
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = mega.querySelector<HTMLElement>(`#${other.getAttribute('aria-controls')}`);
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
}

export function wireModelsTabs(root: ParentNode): void {
  for (const mega of root.querySelectorAll('.mega')) {
    const tabs = [...mega.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(mega, tabs, tab));
      tab.addEventListener('mouseenter', () => select(mega, tabs, tab));
      tab.addEventListener('keydown', (event) => {
        const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
        if (!step) return;
        event.preventDefault();
        const next = tabs[(index + step + tabs.length) % tabs.length];
        if (next) select(mega, tabs, next, true);
      });
    });
  }
}
