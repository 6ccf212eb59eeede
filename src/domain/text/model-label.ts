/** spec §4 Model label: coming_soon models are 'Upcoming' and have no Our Stock button. */
export interface ModelLabel {
  label: 'Upcoming' | 'All-New';
  showOurStock: boolean;
}

export function modelLabel(status: string | null | undefined): ModelLabel {
  return status === 'coming_soon'
    ? { label: 'Upcoming', showOurStock: false }
    : { label: 'All-New', showOurStock: true };
}
