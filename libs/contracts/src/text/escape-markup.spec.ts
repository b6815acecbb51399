import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('escapes the five markup characters, so text can close neither an element nor an attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('drops control characters XML does not allow, keeping tabs and line breaks', () => {
    expect(escapeMarkup('Day\u0007 1\tto\nMoab\r')).toBe('Day 1\tto\nMoab\r');
  });
});
