import { afterEach, describe, expect, it } from 'vitest';
import { APP_FILES_ELEMENT_ID, listedAppFiles, prefetchAppFiles } from './app-files';

function listFiles(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = APP_FILES_ELEMENT_ID;
  script.textContent = json;
  document.body.append(script);
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('prefetchAppFiles', () => {
  it('prefetches each listed file, in the mode the module scripts are later fetched in', () => {
    listFiles('["/assets/start-app-1.js","/assets/vendor-2.js","/assets/start-app-3.css"]');
    prefetchAppFiles(document);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['prefetch', '/assets/start-app-1.js', 'anonymous'],
      ['prefetch', '/assets/vendor-2.js', 'anonymous'],
      ['prefetch', '/assets/start-app-3.css', 'anonymous'],
    ]);
  });

  it.each([
    ['no list', null],
    ['a list that is not JSON', '[/assets/a.js'],
    ['JSON that is not a list of paths', '{"files":["/assets/a.js"]}'],
  ])('prefetches nothing given %s', (_case, json) => {
    if (json !== null) listFiles(json);
    expect(listedAppFiles(document)).toEqual([]);
    prefetchAppFiles(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
