/** spec §7, §9: results per page (hitsPerPage), for cars, models and product items alike. */
export const SEARCH_PAGE_SIZE = 21;
