interface Props {
  label: string;
  /** Not the last step: the button moves on. */
  next: boolean;
  canGoBack: boolean;
  onBack: () => void;
  busy: boolean;
  /** Before hydration the form cannot send anything. */
  ready: boolean;
  dealerName: string;
  privacyHref: string;
}

/** The form's buttons, with the collection notice beside them (Australian Privacy Principle 5). */
export function SubmitBar({ label, next, canGoBack, onBack, busy, ready, dealerName, privacyHref }: Props) {
  return (
    <div className="lead-form__actions">
      <div className="lead-form__buttons">
        {canGoBack && (
          <button type="button" className="button button--outline" onClick={onBack} disabled={busy}>
            Back
          </button>
        )}
        <button type="submit" className="button" disabled={!ready || busy}>
          {busy && <span className="lead-form__spinner" aria-hidden="true" />}
          {busy ? 'Sending…' : next ? 'Next' : label}
        </button>
      </div>
      <p className="lead-form__notice">
        {dealerName} collects these details to answer your request. Read how we handle them in our{' '}
        <a href={privacyHref}>Privacy Policy</a>.
      </p>
    </div>
  );
}
