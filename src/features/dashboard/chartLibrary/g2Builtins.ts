/**
 * Stands in for G2's built-in library in the production build (see webpack.config.ts): the
 * original also registers polar and radar axes and continuous legends, which a line chart on
 * cartesian axes with one series never draws.
 */
import { AxisLinear } from '@antv/g2/esm/component/index';
import { Mark, View } from '@antv/g2/esm/composition/index';
import { Event } from '@antv/g2/esm/interaction/event';
import { BreakShape, LabelShape } from '@antv/g2/esm/shape/index';

export function builtinlib() {
  return {
    'component.axisLinear': AxisLinear,
    'interaction.event': Event,
    'composition.mark': Mark,
    'composition.view': View,
    'shape.label.label': LabelShape,
    'shape.break': BreakShape,
  };
}
