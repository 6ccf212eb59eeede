import { useEffect, useRef } from 'react';

/**
 * A native modal <dialog> driven by `open`: the browser keeps focus inside and closes it on
 * Escape; when it closes, by any means, focus goes back to what had it and `onClose` runs.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const closed = () => {
      opener.current?.focus();
      opener.current = null;
      latestOnClose.current();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, []);

  return dialog;
}

/** The close button of a dialog (global .site-dialog__close styles). */
export function DialogCloseButton(props: { onClick(): void }) {
  return (
    <button type="button" className="site-dialog__close" onClick={props.onClick}>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">Close</span>
    </button>
  );
}
