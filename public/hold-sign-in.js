// The sign-in page arrives rendered by the build and can be typed into before the console's
// scripts run. A submit made then (Enter, or the button) is held here instead of being sent
// natively, which would reload the page and lose what was typed; the page makes it as soon as the
// scripts have taken it over (src/features/session/SignInForm.tsx). External: the CSP allows no
// inline script.
document.addEventListener(
  'submit',
  function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-held-until-live')) return;
    event.preventDefault();
    if (!form.hasAttribute('data-live')) form.setAttribute('data-held', '');
  },
  true,
);
