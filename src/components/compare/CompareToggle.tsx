import { useStore } from '@nanostores/react';
import { COMPARE_TEXTS } from '../../domain/account/compare.ts';
import { isCompared, type CompareEntry } from '../../domain/account/compare-list.ts';
import { $compare } from '../../stores/compare.ts';
import { COMPARE_ID_ATTRIBUTE, toggleCompareWithToast } from './compare-buttons.ts';
import { COMPARE_PATH } from './compare-path.ts';

/** A car card's Compare button (sites with features.compare), pressed while the car is on the list. */
export function CompareToggle({ entry }: { entry: CompareEntry }) {
  const pressed = isCompared(useStore($compare), entry.id);
  return (
    <button
      type="button"
      className="compare-button compare-button--card"
      aria-pressed={pressed}
      // one name, the visible word first (a hidden span would be read as a word of its own)
      aria-label={`${COMPARE_TEXTS.button}: ${entry.name}`}
      {...{ [COMPARE_ID_ATTRIBUTE]: entry.id }}
      onClick={() => toggleCompareWithToast(entry)}
    >
      <svg className="compare-icon" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path
          d={COMPARE_PATH}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {COMPARE_TEXTS.button}
    </button>
  );
}
