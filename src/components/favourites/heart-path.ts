/** The heart of every favourite control (Astro and React draw it alike); global.css fills it when pressed. */
export const HEART_PATH = 'M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7L12 6.8l.9-.9a4.9 4.9 0 0 1 6.9 7Z';
