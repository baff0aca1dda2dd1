import { DownOutlined } from '@ant-design/icons';
import { createElement, type CSSProperties, type DOMAttributes } from 'react';
import { CSS_VAR_KEY } from '../lib/cssVarKey';
import { loadLater } from '../speed/loadLater';
import { useLateControl } from './lateControl';

export type SelectFilterProps = {
  /** The input's id (antd makes one up without it, which its look-alike could not draw alike). */
  id: string;
  'aria-label': string;
  /** Shown before the chosen option ('Action:'). */
  prefix?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  style?: CSSProperties;
  /** Every option drawn (a short list), not a virtual window of them. */
  virtual?: boolean;
  popupMatchSelectWidth?: boolean;
};

const select = loadLater(() => import('./AntdSelect').then((module) => module.default));

/**
 * A list's filter as antd's Select: its look-alike until antd's Select has loaded, after the list's
 * first rows (its code would be a fifth of a list's scripts before them). Pressed before then, the
 * Select arrives open; focused, it arrives focused.
 */
export function SelectFilter(props: SelectFilterProps) {
  const { Loaded, arrivesAs, handlers } = useLateControl(select);
  if (Loaded) return createElement(Loaded, { ...props, arrivesAs });
  return <SelectLookalike {...props} handlers={handlers} />;
}

/** antd's closed Select as it draws itself (`app/antdLookalikes.test.tsx` checks the markup). */
export function SelectLookalike({
  id,
  'aria-label': label,
  prefix,
  value,
  options,
  style,
  handlers,
}: SelectFilterProps & { handlers: DOMAttributes<HTMLDivElement> }) {
  const shown = options.find((option) => option.value === value)?.label ?? value;
  return (
    <div
      className={`ant-select ant-select-outlined ${CSS_VAR_KEY} ant-select-css-var ant-select-single ant-select-show-arrow`}
      style={style}
      {...handlers}
    >
      {prefix !== undefined && <div className="ant-select-prefix">{prefix}</div>}
      <div className="ant-select-content ant-select-content-has-value" title={shown}>
        {shown}
        <input
          id={id}
          aria-label={label}
          readOnly
          autoComplete="new-password"
          className="ant-select-input"
          role="combobox"
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-autocomplete="list"
          type="text"
          value=""
        />
      </div>
      <div className="ant-select-suffix">
        <DownOutlined />
      </div>
    </div>
  );
}
