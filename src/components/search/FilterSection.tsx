import { useEffect, useState, type ReactNode } from 'react';

const STORAGE_KEY = 'search-open-sections';

function storedOpen(): Record<string, boolean> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
}

/**
 * A collapsible sidebar section (spec §2): a native <details>, so it works and is announced
 * as a disclosure without any script. Its open state is kept for the visit when the site
 * asks for it (search.rememberOpenSections).
 */
export function FilterSection(props: {
  id: string;
  title: string;
  defaultOpen: boolean;
  remember: boolean;
  children: ReactNode;
}) {
  const { id, title, defaultOpen, remember, children } = props;
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    if (!remember) return;
    const stored = storedOpen()[id];
    if (stored !== undefined) setOpen(stored);
  }, [id, remember]);
  return (
    <details
      className="filter-section"
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (remember) {
          try {
            window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...storedOpen(), [id]: isOpen }));
          } catch {
            // storage may be full or blocked: the section still opens and closes
          }
        }
      }}
    >
      <summary className="filter-section__title">{title}</summary>
      <div className="filter-section__body">{children}</div>
    </details>
  );
}
