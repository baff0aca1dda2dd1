/**
 * Stands in for G2's built-in library in the production build (see webpack.config.ts): the
 * original also registers polar and radar axes, continuous legends, axis breaks and data labels,
 * which a line chart on cartesian axes with one series and no labels never draws.
 */
import { AxisLinear } from '@antv/g2/esm/component/index';
import { Mark, View } from '@antv/g2/esm/composition/index';
import { Event } from '@antv/g2/esm/interaction/event';

export function builtinlib() {
  return {
    'component.axisLinear': AxisLinear,
    'interaction.event': Event,
    'composition.mark': Mark,
    'composition.view': View,
  };
}
