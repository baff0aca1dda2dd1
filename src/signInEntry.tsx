// The script of login/index.html, the sign-in page the build renders (src/app/prerender); every
// other page loads src/main.tsx.
import 'react-dom/client';
import { nextTask } from './lib/nextTask';

const container = document.getElementById('root');
if (!container) throw new Error('login/index.html has no #root element');

// On a slow phone, compiling this script and evaluating React DOM is one long task and evaluating
// antd and the form another; run back to back they would block input for one long task. The form's
// modules are in this same file (eager), evaluated once the first task has ended
// (docs/decisions/006-prerendered-sign-in-page.md).
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './app/coldSignIn'))
  .then(({ startSignInPage }) => startSignInPage(container));
