/**
 * Stands in for @ant-design/plots' core index in the production build (see webpack.config.ts):
 * the original's table of plots names all 35 chart types, so every one of them, and all of G2
 * behind them, ended up in the chart chunk. The dashboard draws only a line chart.
 */
import { Base } from '@ant-design/plots/es/core/plots/base';
import { Line } from '@ant-design/plots/es/core/plots/line';

export const Plots = { Base, Line };
