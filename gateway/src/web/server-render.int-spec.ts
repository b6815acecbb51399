import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENTRY, loadServerRender } from './server-render';

/** The web app's build, as the gateway serves it by default. */
const WEB_DIST = join(__dirname, '..', '..', '..', 'web', 'dist');

describe("the web build's server render", () => {
  it('loads from the build', () => {
    expect(typeof loadServerRender(WEB_DIST)).toBe('function');
  });

  it('is ASCII only, so that the gateway keeps its source one byte a character', () => {
    const source = readFileSync(join(WEB_DIST, SERVER_ENTRY), 'utf8');
    const other = /[^\t\n\r\x20-\x7e]/.exec(source);
    expect(other && source.slice(Math.max(0, other.index - 60), other.index + 20)).toBeNull();
  });
});
