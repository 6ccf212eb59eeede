export const DAY = 86_400_000;

export const round = (n: number, step: number) => Math.round(n / step) * step;
export const twoDp = (n: number) => Math.round(n * 100) / 100;
/** Whole seconds, as feeds send them. */
export const isoTime = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const yearMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
