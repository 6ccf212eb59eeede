import { useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch-core';
import { TEXT_DEBOUNCE_MS } from '../../domain/search/sliders.ts';

/** The text search box (spec §2), searching 300 ms after the last keystroke (spec §9). */
export function SearchBox(props: {
  idPrefix: string;
  /** The keyword search's placeholder on sites that add it (spec §2), else null. */
  keywordPlaceholder: string | null;
}) {
  const { query, refine } = useSearchBox();
  const [text, setText] = useState(query);
  const timer = useRef<number | undefined>(undefined);
  // what this box last searched for: the search answering it is not an edit of the box
  const searched = useRef(query);
  const search = (words: string) => {
    window.clearTimeout(timer.current);
    searched.current = words;
    refine(words);
  };
  useEffect(() => {
    // the shopper may have typed on while it was answered (the first search waits for the index)
    if (query === searched.current) return;
    // changed elsewhere (Clear all, an applied filter's remove, back and forward)
    searched.current = query;
    window.clearTimeout(timer.current);
    setText(query);
  }, [query]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const id = `${props.idPrefix}-query`;
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      <label htmlFor={id}>{props.keywordPlaceholder ? 'Keyword search' : 'Search stock'}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={props.keywordPlaceholder ?? 'Make, model or keyword'}
        autoComplete="off"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => search(next.trim()), TEXT_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
