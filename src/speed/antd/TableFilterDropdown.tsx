/**
 * Stands in for antd Table's column filter dropdown in the production build (see webpack.config.ts).
 * The console filters its lists in the toolbar above the table, never from a column's header, and
 * the dropdown brought antd's Tree (with @rc-component/tree) into every list's first scripts. A
 * column given `filters` or `filterDropdown` would draw this, which fails loudly instead of showing
 * a header without its filter.
 */

type FilterItem = { value: unknown; children?: FilterItem[] };

/** The values of a filter tree, depth first, as antd's own helper gives them. */
export function flattenKeys(filters: readonly FilterItem[] | undefined): unknown[] {
  return (filters ?? []).flatMap((filter) => [filter.value, ...flattenKeys(filter.children)]);
}

export default function FilterDropdown(): never {
  throw new Error(
    'Column filters are left out of the console’s build (src/speed/antd/TableFilterDropdown.tsx)',
  );
}
