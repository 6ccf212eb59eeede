import { Component, type ReactNode } from 'react';

/**
 * Catches a lazily loaded part that failed to load (a dropped connection, a new deploy) so
 * the search stays up, and hands over to `onFailure` (e.g. the form's own page).
 */
export class LoadFailure extends Component<{ onFailure(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A part of the page could not be loaded', error);
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
