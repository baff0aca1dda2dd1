/**
 * Stands in for d3's colour schemes in G2's scale runtime in the production build (see
 * webpack.config.ts): G2 looks a palette up there only when its own library lacks it, and the
 * money chart's one series takes G2's category10 palette.
 */
export {};
