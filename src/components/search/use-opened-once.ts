import { useState } from 'react';

/**
 * Whether a disclosure has been open at least once: its hidden values are drawn from then on
 * (kept while it slides shut and for the next opening), and cost the page's HTML nothing before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
