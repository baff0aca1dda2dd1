/** The spec's responsive breakpoints (section 9), in CSS pixels. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
