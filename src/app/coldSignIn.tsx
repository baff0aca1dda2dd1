/**
 * /login on a cold load: the page the build rendered (login/index.html) comes alive with only React,
 * antd's form controls and this file. The console's router, store and API client (about a third
 * of its first script) are not needed to draw a form; they are asked for when the admin starts
 * typing, and take the page over once signed in. See docs/decisions/006-prerendered-sign-in-page.md.
 */
import { startTransition, StrictMode, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { BootedConsole } from './bootConsole';
import { ConsoleConfig } from './ConsoleConfig';
import { loadPreferences } from '../store/preferences/storedPreferences';
import { noticeFrom, SignInForm } from '../features/session/SignInForm';
import { hasStoredSession, TOKEN_KEY } from '../store/session/sessionStorage';

export const CONSOLE_UNAVAILABLE = 'The console could not be loaded. Check your connection and try again.';

export type ConsoleLoader = () => Promise<BootedConsole>;

/** The console's code, router and store, asked for once (again after a failed download). */
function onceAtATime(load: ConsoleLoader): ConsoleLoader {
  let loading: Promise<BootedConsole> | null = null;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
}

const loadConsole: ConsoleLoader = () => import('./bootConsole').then((module) => module.bootConsole());

type ColdSignInProps = {
  notice: string | null;
  boot: ConsoleLoader;
  /** The console replaces this page in the same React root. */
  handOver: (app: BootedConsole) => void;
  /** Wraps the form inside antd's context: the build draws it with antd's runtime styles on. */
  around?: (form: ReactNode) => ReactNode;
};

/** The sign-in form before the console is there: the same form the console's /login route draws. */
export function ColdSignIn({ notice, boot, handOver, around = (form) => form }: ColdSignInProps) {
  const [{ theme, density }] = useState(loadPreferences);

  const openAt = async (path: string) => {
    const app = await boot();
    await app.router.navigate(path, { replace: path === '/' });
    handOver(app);
  };
  const signIn = async (email: string, password: string) => {
    let app: BootedConsole;
    try {
      app = await boot();
    } catch {
      return CONSOLE_UNAVAILABLE;
    }
    const failure = await app.signIn(email, password);
    if (failure === null) await openAt('/');
    return failure;
  };
  const openForgotPassword = () => {
    // Without the console's code, the link's own page load still gets there.
    openAt('/forgot-password').catch(() => window.location.assign('/forgot-password'));
  };

  // Signed in from another tab: the console takes over and moves on, as it would itself.
  const signedInElsewhere = useEffectEvent((event: StorageEvent) => {
    if (event.key === TOKEN_KEY && event.newValue) openAt('/').catch(() => undefined);
  });
  useEffect(() => {
    const listener = (event: StorageEvent) => signedInElsewhere(event);
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, []);

  return (
    <ConsoleConfig theme={theme} density={density}>
      {around(
        <SignInForm
          notice={notice}
          signIn={signIn}
          openForgotPassword={openForgotPassword}
          onTyping={() => void boot().catch(() => undefined)}
        />,
      )}
    </ConsoleConfig>
  );
}

/** The stylesheet of every other page, which login/index.html loads without blocking its first paint. */
function applyDeferredStyles() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-styles]'))
    link.media = 'all';
}

/** React Router keeps a location's state under `usr` in the history entry. */
function historyNotice(): string | null {
  const entry: unknown = window.history.state;
  return typeof entry === 'object' && entry !== null && 'usr' in entry ? noticeFrom(entry.usr) : null;
}

/**
 * Brings login/index.html to life. Someone already signed in, or on another path than /login,
 * gets the console itself (it moves them on). A notice in the history entry (after a password
 * reset, still there on a reload) is more than the build drew: that form is drawn afresh.
 * Resolves to the page's React root.
 */
export async function startSignInPage(
  container: HTMLElement,
  load: ConsoleLoader = loadConsole,
): Promise<Root> {
  applyDeferredStyles();
  const boot = onceAtATime(load);
  if (window.location.pathname.replace(/\/$/, '') !== '/login' || hasStoredSession()) {
    const app = await boot();
    const root = createRoot(container);
    startTransition(() => root.render(app.element));
    return root;
  }
  const notice = historyNotice();
  // The root is made below, with the page that hands over to the console in it.
  const rootRef: { current: Root | null } = { current: null };
  const handOver = (app: BootedConsole) => {
    // As a transition: the form (busy) stays until the console's first page is ready.
    startTransition(() => rootRef.current?.render(app.element));
  };
  const page = (
    <StrictMode>
      <ColdSignIn notice={notice} boot={boot} handOver={handOver} />
    </StrictMode>
  );
  if (container.dataset.prerendered === '/login' && notice === null) {
    // As a transition, hydration renders in slices that yield to input.
    startTransition(() => {
      rootRef.current = hydrateRoot(container, page);
    });
  } else {
    const root = createRoot(container);
    rootRef.current = root;
    startTransition(() => root.render(page));
  }
  if (!rootRef.current) throw new Error('React made no root for the sign-in page');
  return rootRef.current;
}
