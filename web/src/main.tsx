import '@fontsource/barlow-condensed/latin-600.css';
import '@fontsource/barlow-condensed/latin-700.css';
import { PAGE_STATE_ELEMENT_ID } from '@roadbook/contracts/browser';
import {
  ANALYTICS_TASKS,
  APP_PRELOAD_TASKS,
  schedulePreloads,
  schedulePreloadsAfterLoad,
} from './app/preload';
import { startOnLoad } from './app/start-on-load';
import { trackEvent } from './shared/analytics/track-event';
import { yieldToBrowser } from './app/yield-to-browser';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
/** Resolves once the app has the page. */
const startApp = (root: HTMLElement) =>
  import('./app/start-app')
    // Evaluating the app's modules is one task, starting it the next.
    .then(async (app) => {
      await yieldToBrowser();
      return app.startApp(root);
    })
    .then((app) => app.started);

// The page the visitor arrived on counts here; the app counts the following ones.
trackEvent('page_view');
schedulePreloadsAfterLoad(ANALYTICS_TASKS);
// Every page starts the app on load (docs/adr/0010-start-the-app-on-load.md). A page the gateway
// rendered (docs/adr/0007-server-rendered-public-pages.md) is hydrated once it has painted, and
// what the visitor does before then is held and done after (`app/start-on-load.ts`); any other
// page is the app's to render, at once.
if (document.getElementById(PAGE_STATE_ELEMENT_ID) !== null) {
  void startOnLoad(document, container, startApp).then(() => schedulePreloads(APP_PRELOAD_TASKS));
} else {
  void startApp(container);
  schedulePreloadsAfterLoad(APP_PRELOAD_TASKS);
}
