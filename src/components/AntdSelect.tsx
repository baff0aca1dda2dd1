import { Select } from 'antd';
import type { Reach } from './lateControl';
import type { SelectFilterProps } from './SelectFilter';

/** antd's Select for a filter: a chunk of its own, which SelectFilter asks for after the first rows. */
export default function AntdSelect({
  reached = null,
  onChange,
  options,
  ...select
}: SelectFilterProps & { reached?: Reach }) {
  return (
    <Select
      {...select}
      options={[...options]}
      onChange={(value: string) => onChange(value)}
      autoFocus={reached !== null}
      defaultOpen={reached === 'open'}
    />
  );
}
