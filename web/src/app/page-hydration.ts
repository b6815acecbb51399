import { PAGE_STATE_ELEMENT_ID, type PageState } from '@roadbook/contracts/browser';
import { currentUserApi } from '../shared/session/current-user.api';
import { firstPageLeft } from '../shared/session/page-session.slice';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

/** The state a server-rendered page carries, or null for the client-rendered page. */
export function readPageState(document: Document): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/**
 * The signed-in user came with the page: it stays cached (the read is otherwise dropped as soon
 * as no screen uses it) and the page's screens use it without asking, until the visitor first
 * navigates; from then on it is read on mount as usual (docs/product.md#client-states).
 */
export function keepPageUserUntilNavigation(
  store: AppStore,
  router: ReturnType<typeof createAppRouter>,
): void {
  const hold = store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
  const firstLocation = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location === firstLocation) return;
    stop();
    store.dispatch(firstPageLeft());
    hold.unsubscribe();
  });
}
