// Sets the theme and density on <html> before the first paint: the console's stylesheet (antd's
// styles made at build time for each of them) keys on these attributes. The remembered choice,
// else the system's colour scheme; src/features/preferences reads the same keys afterwards.
(function () {
  var html = document.documentElement;
  var theme = null;
  var density = null;
  try {
    theme = window.localStorage.getItem('console.theme');
    density = window.localStorage.getItem('console.density');
  } catch {
    // Storage refused (private mode, a locked-down browser): the defaults below.
  }
  if (theme !== 'light' && theme !== 'dark')
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  html.setAttribute('data-theme', theme);
  html.setAttribute('data-density', density === 'compact' ? 'compact' : 'comfortable');
  html.style.colorScheme = theme;
})();

// "/" signed out: the sign-in page at once. The console's guard sends a visitor without a session
// from "/" to /login too, but only once its scripts have run, with the splash on screen meanwhile;
// here, before the first paint, the page the build rendered for /login (login/index.html) loads
// instead and is usable at once. The same test as src/store/session/sessionStorage.ts
// hasStoredSession: a token and a user kept by redux-persist.
(function () {
  if (window.location.pathname !== '/') return;
  var signedIn = false;
  try {
    signedIn = Boolean(window.localStorage.getItem('token') && window.localStorage.getItem('user'));
  } catch {
    // Storage refused: no session can be kept, so there is none.
  }
  if (!signedIn) window.location.replace('/login');
})();
