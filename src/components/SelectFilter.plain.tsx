import AntdSelect from './AntdSelect';

export type { SelectFilterProps } from './SelectFilter';

/** The plain build (src/speed/README.md): antd's Select from the first render, no look-alike. */
export const SelectFilter: typeof import('./SelectFilter').SelectFilter = (props) => (
  <AntdSelect {...props} />
);
