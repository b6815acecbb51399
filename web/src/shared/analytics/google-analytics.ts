export interface GoogleAnalytics {
  event(name: string, path: string): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Loads Google's tag for a measurement id. Page views are sent by us, with the path alone, like
 * every other event, so the tag's own page view (with the full address) is turned off. The tag
 * would also send the full address with every event: a query can hold a secret (the token of a
 * reset or e-mail link), so each event's address is the site and the path alone.
 */
export function loadGoogleAnalytics(measurementId: string): GoogleAnalytics {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  const address = (path: string) => `${window.location.origin}${path}`;
  window.gtag('config', measurementId, {
    send_page_view: false,
    page_location: address(window.location.pathname),
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return {
    event: (name, path) =>
      window.gtag?.('event', name, { page_path: path, page_location: address(path) }),
  };
}
