/** Shared by the chart and its loading skeleton, so the card does not jump when the chart arrives. */
export const CHART_HEIGHT = 320;
