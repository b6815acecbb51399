import '@fontsource/barlow-condensed/latin-600.css';
import '@fontsource/barlow-condensed/latin-700.css';
import { PAGE_STATE_ELEMENT_ID } from '@roadbook/contracts/browser';
import {
  ANALYTICS_TASKS,
  APP_FILES_TASKS,
  APP_PRELOAD_TASKS,
  schedulePreloads,
  schedulePreloadsAfterLoad,
} from './app/preload';
import { startOnFirstIntent } from './app/start-on-intent';
import { trackEvent } from './shared/analytics/track-event';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
/** Resolves once the app has the page. */
const startApp = (root: HTMLElement) =>
  import('./app/start-app').then((app) => app.startApp(root)).then((app) => app.started);

// The page the visitor arrived on counts whether or not the app starts; the app counts the rest.
trackEvent('page_view');
schedulePreloadsAfterLoad(ANALYTICS_TASKS);
// A page the gateway rendered (docs/adr/0007-server-rendered-public-pages.md) is whole already:
// the app starts when the visitor first reaches for it (`app/start-on-intent.ts`). Any other page
// is the app's to render, at once.
if (document.getElementById(PAGE_STATE_ELEMENT_ID) !== null) {
  schedulePreloadsAfterLoad(APP_FILES_TASKS);
  void startOnFirstIntent(document, container, startApp).then(() =>
    schedulePreloads(APP_PRELOAD_TASKS),
  );
} else {
  void startApp(container);
  schedulePreloadsAfterLoad(APP_PRELOAD_TASKS);
}
