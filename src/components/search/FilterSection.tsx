import { useEffect, useState, type ReactNode } from 'react';
import { useOpenedOnce } from './use-opened-once.ts';

const STORAGE_KEY = 'search-open-sections';

function storedOpen(): Record<string, boolean> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
}

function rememberOpen(id: string, open: boolean): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...storedOpen(), [id]: open }));
  } catch {
    // storage may be full or blocked: the section still opens and closes
  }
}

/**
 * A collapsible sidebar section (spec §2): its heading is a button that says whether the
 * section is expanded and which part it opens, with a chevron that turns. Its open state is
 * kept for the visit when the site asks for it (search.rememberOpenSections). Once the shopper
 * has opened or closed it, it slides (spec §9 accordion 300 ms, search.css); a closing body is
 * inert at once and hidden when it has slid shut, so it leaves the tab order and the
 * accessibility tree with the click. Its body is drawn from the first time it opens: a section
 * that starts closed costs the page's HTML nothing (its values are hidden until then anyway,
 * and a page without JavaScript cannot open it).
 */
export function FilterSection(props: {
  id: string;
  idPrefix: string;
  title: string;
  defaultOpen: boolean;
  remember: boolean;
  /** The body; `drawn` is false until the section first opens, when it may leave its values out. */
  children: (drawn: boolean) => ReactNode;
}) {
  const { id, idPrefix, title, defaultOpen, remember, children } = props;
  const [open, setOpen] = useState(defaultOpen);
  // the page opens with its sections still: only a shopper's own toggle slides
  const [toggled, setToggled] = useState(false);
  const drawn = useOpenedOnce(open);
  useEffect(() => {
    if (!remember) return;
    const stored = storedOpen()[id];
    if (stored !== undefined) setOpen(stored);
  }, [id, remember]);
  const bodyId = `${idPrefix}-section-${id}`;
  return (
    <div className="filter-section" data-toggled={toggled ? 'true' : undefined}>
      <h3 className="filter-section__heading">
        <button
          type="button"
          className="filter-section__title"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpen(!open);
            setToggled(true);
            if (remember) rememberOpen(id, !open);
          }}
        >
          {title}
          <svg className="disclosure-chevron" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </h3>
      <div id={bodyId} className="filter-section__body" hidden={!open} inert={!open}>
        {children(drawn)}
      </div>
    </div>
  );
}
