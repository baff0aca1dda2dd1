import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { PageLink } from './paletteItems';
import { Suspense, useEffect, useState } from 'react';
import { lateComponent } from '../../speed/loadLater';

const CommandPalette = lateComponent(() => import(/* webpackChunkName: "palette" */ './CommandPalette'));

const isMac = typeof navigator !== 'undefined' && /Mac OS X|iPhone|iPad/.test(navigator.userAgent);
const SHORTCUT_HINT = isMac ? '⌘K' : 'Ctrl K';

/** Ctrl-K, or Cmd-K on a Mac, from anywhere in the console, a text field included. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The top bar's search button and the Ctrl/Cmd-K shortcut. The palette itself is a chunk of its
 * own, fetched when the admin first points at the button or presses the shortcut.
 */
export function PaletteLauncher({ compact, pages }: { compact: boolean; pages: readonly PageLink[] }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps antd's focus return and exit motion.
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      // The browser's own Ctrl-K (the address bar's search) would take focus away.
      event.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        icon={<SearchOutlined aria-hidden />}
        aria-label={compact ? 'Search' : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        title={`Search (${SHORTCUT_HINT})`}
        onClick={show}
        onPointerEnter={CommandPalette.ask}
        onFocus={CommandPalette.ask}
      >
        {!compact && (
          <>
            Search
            <kbd
              aria-hidden
              style={{ marginInlineStart: 8, fontSize: '0.85em', opacity: 0.65, fontFamily: 'inherit' }}
            >
              {SHORTCUT_HINT}
            </kbd>
          </>
        )}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} pages={pages} />
        </Suspense>
      )}
    </>
  );
}
