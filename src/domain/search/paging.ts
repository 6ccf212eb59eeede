/** spec §7, §9: results per page (hitsPerPage), for cars, models and product items alike. */
export const SEARCH_PAGE_SIZE = 21;

/** The offset of a 1-based page; a page below 1 (or not a whole number) reads as page 1. */
export function pageOffset(page: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  const whole = Number.isInteger(page) && page > 1 ? page : 1;
  return (whole - 1) * pageSize;
}
