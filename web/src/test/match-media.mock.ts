/**
 * jsdom has no layout, so `matchMedia` answers min-/max-width queries against a chosen
 * viewport width; that is all MUI's breakpoints ask.
 */
export function mockViewportWidth(widthPx: number): void {
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || widthPx >= Number(min[1])) && (!max || widthPx <= Number(max[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
