/**
 * Stands in for @ant-design/plots' annotation controller in the production build (see
 * webpack.config.ts): it draws conversion tags and bidirectional-bar axis texts, which only
 * funnel, column and bidirectional-bar charts ask for, never a line chart.
 */
export class Controller {
  update(): void {}
  destroy(): void {}
}
