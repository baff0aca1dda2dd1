/**
 * Stands in for @ant-design/plots' G2 runtime in the production build (see webpack.config.ts).
 * The original extends G2's runtime with its whole standard library and the plot extension
 * (sankey, treemap, word cloud, liquid, gauge, geo and graph marks): 412 KiB gzip in all. This one
 * registers what the line charts ask the runtime for (the dashboard's money made, recorded from the
 * chart drawn and hovered in both themes; the insights trend, one line per series, its legend drawn
 * by the page),
 * plus the scales and encodings a re-draw can ask for. The charts are drawn without animation
 * (MoneyChart.tsx, TrendChart.tsx), so no animation is registered. G2 adds its built-in views, axes and labels itself.
 * Deep imports: G2's index builds its own full chart when loaded.
 */
import { extend, Runtime } from '@antv/g2/esm/api/index';
import { AxisX, AxisY } from '@antv/g2/esm/component/index';
import { Cartesian } from '@antv/g2/esm/coordinate/index';
import { Inline } from '@antv/g2/esm/data/index';
import { Column, Constant, Field, Transform } from '@antv/g2/esm/encode/index';
import { Tooltip } from '@antv/g2/esm/interaction/index';
import { Line, Point } from '@antv/g2/esm/mark/index';
import { Category10 } from '@antv/g2/esm/palette/index';
import {
  Band,
  Constant as ScaleConstant,
  Identity,
  Linear,
  Ordinal,
  Point as ScalePoint,
} from '@antv/g2/esm/scale/index';
import { Classic, ClassicDark } from '@antv/g2/esm/theme/index';

/** An interaction that does nothing and has nothing to undo. */
const noInteraction = () => () => () => undefined;

const lineChartLibrary = {
  'data.inline': Inline,
  'coordinate.cartesian': Cartesian,
  'encode.constant': Constant,
  'encode.field': Field,
  'encode.transform': Transform,
  'encode.column': Column,
  'mark.line': Line,
  'mark.point': Point,
  'palette.category10': Category10,
  'scale.linear': Linear,
  'scale.ordinal': Ordinal,
  'scale.identity': Identity,
  'scale.point': ScalePoint,
  'scale.constant': ScaleConstant,
  // A colour field (the insights trend's one line per acceptance type) asks for it.
  'scale.band': Band,
  'theme.classic': Classic,
  'theme.classicDark': ClassicDark,
  'component.axisX': AxisX,
  'component.axisY': AxisY,
  'interaction.tooltip': Tooltip,
  // G2 turns these on for every view; they act only on a legend, slider or scrollbar, which the
  // charts do not draw: the table beside each chart is where its figures are read.
  'interaction.legendFilter': noInteraction,
  'interaction.legendHighlight': noInteraction,
  'interaction.sliderFilter': noInteraction,
  'interaction.scrollbarFilter': noInteraction,
};

export const Chart = extend(Runtime, lineChartLibrary);
