import { usePagination } from 'react-instantsearch-core';

/** Page links (spec §2): real links, so a page of results has its own URL; 1-based in the URL. */
export function Pagination(props: { onPage(): void }) {
  const { pages, currentRefinement, nbPages, refine, createURL, isFirstPage, isLastPage } = usePagination({
    padding: 2,
  });
  if (nbPages <= 1) return null;
  const go = (page: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    refine(page);
    props.onPage();
  };
  return (
    <nav className="pagination" aria-label="Result pages">
      <ul>
        {!isFirstPage ? (
          <li>
            <a href={createURL(currentRefinement - 1)} onClick={go(currentRefinement - 1)} rel="prev">
              Previous
            </a>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={createURL(page)}
              onClick={go(page)}
              aria-current={page === currentRefinement ? 'page' : undefined}
              aria-label={`Page ${page + 1}`}
            >
              {page + 1}
            </a>
          </li>
        ))}
        {!isLastPage ? (
          <li>
            <a href={createURL(currentRefinement + 1)} onClick={go(currentRefinement + 1)} rel="next">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
