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
