// Apart from favourite-item.ts, which every page's header loads: only the garage and the
// compare page use it.

/**
 * One listener for every Remove of a list, drawn or redrawn: `remove` gets the button's
 * data-remove value (a car id, or a compare page's slug) and the button.
 */
export function onRemove(list: Element, remove: (value: string, button: HTMLButtonElement) => void): void {
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-remove]');
    if (button?.dataset.remove !== undefined) remove(button.dataset.remove, button);
  });
}
