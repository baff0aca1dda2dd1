import { lateComponent } from '../../speed/loadLater';

/**
 * The chart's code (the chart library, in a chunk of its own), asked for once: by the money card
 * when it draws the chart, and, on a screen that shows the chart, beside the card's own code, so
 * the two do not load one after the other.
 */
export const MoneyChart = lateComponent(() => import(/* webpackChunkName: "money-chart" */ './MoneyChart'));
