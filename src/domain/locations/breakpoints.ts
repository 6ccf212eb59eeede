/** spec §9 "Breakpoints: xs 400, sm 576, md 768, lg 992, xl 1200, xxl 1400 px" (minimum widths). */
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

type Breakpoint = keyof typeof BREAKPOINTS;

/** The media query of a breakpoint, e.g. 'md' → '(min-width: 768px)'. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** The widest breakpoint a viewport of `widthPx` reaches; null below xs (under 400px). */
export function breakpointFor(widthPx: number): Breakpoint | null {
  let reached: Breakpoint | null = null;
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) if (widthPx >= min) reached = name;
  return reached;
}
