import { afterEach, describe, expect, it } from 'vitest';
import { meetsAny, subjectRequirements } from './selector-subjects';

describe('subjectRequirements', () => {
  it("reads the classes, id and tag of each alternative's last compound", () => {
    expect(subjectRequirements('.css-1x-MuiButton-root:hover')).toEqual([
      { classes: ['css-1x-muibutton-root'] },
    ]);
    expect(subjectRequirements('.css-2.Mui-focused .MuiAutocomplete-clearIndicator')).toEqual([
      { classes: ['muiautocomplete-clearindicator'] },
    ]);
    expect(subjectRequirements('.a > p#Intro.b:not(.c)::before')).toEqual([
      { tag: 'p', id: 'intro', classes: ['b'] },
    ]);
    expect(subjectRequirements('address, DIV, *.d')).toEqual([
      { tag: 'address', classes: [] },
      { tag: 'div', classes: [] },
      { classes: ['d'] },
    ]);
  });

  it('reads past what is inside brackets and parentheses, commas and combinators included', () => {
    expect(subjectRequirements('input[type="a, b > c" i], :is(ul, ol) li')).toEqual([
      { tag: 'input', classes: [] },
      { tag: 'li', classes: [] },
    ]);
    expect(subjectRequirements('[dir=ltr i]')).toEqual([{ classes: [] }]);
  });

  it('gives up on what it cannot read, so every element stays a candidate', () => {
    expect(subjectRequirements('.a\\:b')).toBeUndefined();
    expect(subjectRequirements('svg|a')).toBeUndefined();
    expect(subjectRequirements('.x, svg|a')).toBeUndefined();
  });
});

describe('meetsAny', () => {
  const button = { localName: 'button', id: 'go', classes: new Set(['css-1', 'mui-focused']) };

  it('needs everything one alternative names', () => {
    expect(meetsAny(button, [{ classes: ['css-1', 'mui-focused'] }])).toBe(true);
    expect(meetsAny(button, [{ tag: 'button', id: 'go', classes: [] }])).toBe(true);
    expect(meetsAny(button, [{ classes: ['css-1', 'mui-disabled'] }])).toBe(false);
    expect(meetsAny(button, [{ tag: 'div', classes: [] }])).toBe(false);
    expect(meetsAny(button, [{ id: 'stop', classes: [] }])).toBe(false);
    expect(meetsAny(button, [{ tag: 'div', classes: [] }, { classes: ['css-1'] }])).toBe(true);
  });
});

describe('the test document with impossible rules skipped (src/test/setup-tests.ts)', () => {
  // Only what the spec added goes: the specs of a worker share one document, and the styles
  // already in its head are other libraries' (Emotion keeps hold of its own).
  const added: Element[] = [];
  afterEach(() => added.splice(0).forEach((element) => element.remove()));

  it('still applies every rule that matches, through ancestors, states and classes added later', () => {
    const style = document.createElement('style');
    style.textContent = [
      '.menu .item { display: none; }',
      '.panel > .item.open { display: block; }',
      '#side span { visibility: hidden; }',
      'li:first-child { pointer-events: none; }',
    ].join('\n');
    const page = document.createElement('div');
    page.innerHTML =
      '<ul class="menu"><li class="item">a</li><li class="item">b</li></ul>' +
      '<div id="side" class="panel"><span class="item">c</span></div>';
    document.head.append(style);
    document.body.append(page);
    added.push(style, page);
    const [first, second] = page.querySelectorAll('li');
    const span = page.querySelector('span')!;

    expect(getComputedStyle(first).display).toBe('none');
    expect(getComputedStyle(first).pointerEvents).toBe('none');
    expect(getComputedStyle(second).pointerEvents).not.toBe('none');
    expect(getComputedStyle(span).visibility).toBe('hidden');
    expect(getComputedStyle(span).display).toBe('inline');

    span.classList.add('open');
    expect(getComputedStyle(span).display).toBe('block');
    page.querySelector('.menu')!.classList.remove('menu');
    expect(getComputedStyle(first).display).toBe('list-item');
  });
});
