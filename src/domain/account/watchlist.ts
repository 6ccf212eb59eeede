/** spec §4 Watchlist save: the toasts, and what a failed save or remove says (§8: in a browser alert). */
export const WATCHLIST_TEXTS = {
  saved: 'Car Saved In Watchlist',
  viewList: 'View List',
  removed: 'Car Removed',
  save: 'Save to Watchlist',
  inWatchlist: 'In Watchlist',
} as const;

export const WATCHLIST_ERRORS = {
  visitor: 'Please sign in to use your watchlist.',
  otherNumber: 'Please send phone_number as the signed-in shopper’s mobile number.',
  notInStock: 'This car is no longer in stock.',
  sold: 'This car has been sold: it cannot be added to your watchlist.',
  unavailable: 'Your watchlist cannot be changed just now. Please try again in a minute.',
} as const;
