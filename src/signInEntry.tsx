// The script of login/index.html, the sign-in page the build renders (src/app/prerender); every
// other page loads src/main.tsx.
import { startSignInPage } from './app/coldSignIn';

const container = document.getElementById('root');
if (!container) throw new Error('login/index.html has no #root element');
void startSignInPage(container);
