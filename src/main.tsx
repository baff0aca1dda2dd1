import { startConsole } from './app/bootConsole';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startConsole(container);
