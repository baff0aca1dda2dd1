import { SearchOutlined } from '@ant-design/icons';
import { theme, type InputRef } from 'antd';
// Per component, as on the sign-in page: the packages' index files also bring Modal.confirm (with
// its icons) and the other inputs, and sharing those with this chunk re-split the sign-in page's.
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchPalette, type PaletteItem } from './paletteItems';
import type { PageLink } from './paletteItems';
import { usePaletteItems } from './usePaletteItems';

const PALETTE_TITLE = 'Search';
const SEARCH_LABEL = 'Search pages, actions and records';
const NO_MATCHES = 'No matches';

function resultCount(count: number, loading: boolean): string {
  if (loading) return 'Loading records…';
  if (count === 0) return NO_MATCHES;
  return `${count} result${count === 1 ? '' : 's'}`;
}

/**
 * The search box and its results, matched on every keystroke (about 7 ms for 11,000 records on a
 * busy 2-core machine), so Enter always opens what is on screen: a combobox whose listbox follows the keyboard through
 * aria-activedescendant, so focus never leaves the box while arrows move through the results.
 */
function PaletteSearch({
  onGo,
  input,
  pages,
}: {
  onGo: (item: PaletteItem) => void;
  input: RefObject<InputRef | null>;
  pages: readonly PageLink[];
}) {
  const { token } = theme.useToken();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { items, loading, failed } = usePaletteItems(query, pages);
  const sections = useMemo(() => searchPalette(items, query), [items, query]);
  const flat = useMemo(() => sections.flatMap((section) => section.items), [sections]);
  const activeIndex = flat.length === 0 ? -1 : Math.min(active, flat.length - 1);
  const activeItem = flat[activeIndex];
  const optionId = (item: PaletteItem) => `${listId}-${item.key}`;

  useEffect(() => input.current?.focus(), [input]);
  useEffect(() => {
    if (activeItem)
      document.getElementById(`${listId}-${activeItem.key}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeItem, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = flat.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (activeIndex >= last ? 0 : activeIndex + 1),
      ArrowUp: () => (activeIndex <= 0 ? last : activeIndex - 1),
      PageDown: () => Math.min(last, activeIndex + 5),
      PageUp: () => Math.max(0, activeIndex - 5),
    };
    const move = moves[event.key];
    if (move && last >= 0) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter' && activeItem) {
      event.preventDefault();
      onGo(activeItem);
    }
  };

  const loadingRecords = loading && query.trim() !== '';
  return (
    <>
      <Input
        ref={input}
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Type a name, an email or a page"
        role="combobox"
        aria-label={SEARCH_LABEL}
        aria-expanded={flat.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {failed && (
        <p style={{ color: token.colorTextSecondary, margin: '8px 0 0' }}>
          Some records could not be loaded; pages and actions still work.
        </p>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label="Results"
        style={{ maxHeight: '55vh', overflowY: 'auto', marginTop: 12 }}
      >
        {sections.map((section) => (
          <div key={section.group} role="group" aria-label={section.group}>
            <div
              aria-hidden
              style={{
                fontSize: token.fontSizeSM,
                color: token.colorTextSecondary,
                padding: '8px 12px 4px',
                fontWeight: token.fontWeightStrong,
              }}
            >
              {section.group}
            </div>
            {section.items.map((item) => {
              const selected = item === activeItem;
              return (
                <div
                  key={item.key}
                  id={optionId(item)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => {
                    if (!selected) setActive(flat.indexOf(item));
                  }}
                  // The input keeps focus: a click must not move it to the option first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onGo(item)}
                  style={{
                    cursor: 'pointer',
                    padding: '6px 12px',
                    borderRadius: token.borderRadius,
                    background: selected ? token.controlItemBgActive : undefined,
                    overflowWrap: 'anywhere',
                  }}
                >
                  <div>{item.label}</div>
                  {item.detail && (
                    <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
                      {item.detail}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div
        role="status"
        style={{ padding: '8px 12px 0', color: token.colorTextSecondary, fontSize: token.fontSizeSM }}
      >
        {resultCount(flat.length, loadingRecords)}
      </div>
    </>
  );
}

/**
 * The command palette (Ctrl/Cmd-K): finds screens, create actions and records by name or email
 * and opens the one picked. Loaded on first use, so it costs the first screen nothing.
 */
type CommandPaletteProps = {
  open: boolean;
  onClose: () => void;
  /** The console's screens, as the drawer names them. */
  pages: readonly PageLink[];
};

export default function CommandPalette({ open, onClose, pages }: CommandPaletteProps) {
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={PALETTE_TITLE}
      footer={null}
      width={640}
      // Each opening starts from an empty search.
      destroyOnHidden
      // antd focuses the dialog itself once it has opened; the search box is what the admin wants.
      afterOpenChange={(visible) => {
        if (visible) input.current?.focus();
      }}
      styles={{ container: { paddingBottom: 12 } }}
    >
      <PaletteSearch
        input={input}
        pages={pages}
        onGo={(item) => {
          onClose();
          void navigate(item.to);
        }}
      />
    </Modal>
  );
}
