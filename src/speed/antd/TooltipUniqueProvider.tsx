import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip UniqueProvider in the production build (see webpack.config.ts).
 * ConfigProvider imports it for its `tooltip.unique` setting, which the console does not use, and
 * it brought antd's whole popup engine (@rc-component/trigger, motion, portal) into the first
 * script every page loads; the pages with tooltips still load that engine themselves.
 */
export default function TooltipUniqueProvider({ children }: { children?: ReactNode }) {
  return children;
}
