/**
 * Stands in for G's drag-and-drop plugin in G2's runtime in the production build (see
 * webpack.config.ts): G2 registers it for its brush and drag interactions, which the money chart
 * does not offer.
 */
import { AbstractRendererPlugin } from '@antv/g-lite';

export class Plugin extends AbstractRendererPlugin {
  name = 'dragndrop';
  init(): void {}
  destroy(): void {}
}
