import { Select } from 'antd';
import type { ArrivesAs } from './lateControl';
import type { SelectFilterProps } from './SelectFilter';

/** antd's Select for a filter: a chunk of its own, which SelectFilter asks for after the first rows. */
export default function AntdSelect({
  arrivesAs = null,
  onChange,
  options,
  ...select
}: SelectFilterProps & { arrivesAs?: ArrivesAs }) {
  return (
    <Select
      {...select}
      options={[...options]}
      onChange={(value: string) => onChange(value)}
      autoFocus={arrivesAs !== null}
      defaultOpen={arrivesAs === 'open'}
    />
  );
}
