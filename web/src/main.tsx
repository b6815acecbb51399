import '@fontsource/barlow-condensed/latin-600.css';
import '@fontsource/barlow-condensed/latin-700.css';
import { PAGE_STATE_ELEMENT_ID } from '@roadbook/contracts/browser';
import { afterNextPaint } from './app/after-next-paint';
import { schedulePreloadsAfterLoad } from './app/preload';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
// A page the gateway rendered (docs/adr/0007-server-rendered-public-pages.md) is on screen
// already: the app's code is fetched and run after the browser has painted it, so neither the
// first paint nor the bandwidth the page's fonts and pictures need waits for the code.
const serverRendered = document.getElementById(PAGE_STATE_ELEMENT_ID) !== null;
void (serverRendered ? afterNextPaint() : Promise.resolve())
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(container));
schedulePreloadsAfterLoad();
