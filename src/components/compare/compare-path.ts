/** The Compare mark's path: two arrows passing each other (the cards draw it in React, the pages in Astro). */
export const COMPARE_PATH = 'M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7';
