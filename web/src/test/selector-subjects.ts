import { createRequire } from 'node:module';

/**
 * What an element must carry for a CSS selector to match it, read cheaply, so that jsdom's
 * `getComputedStyle` asks its selector engine only about rules that can apply.
 *
 * Why: jsdom computes an element's style by running its selector engine on every rule of every
 * style sheet (its own default sheet's 111 rules, then each of Emotion's), for the element and,
 * for inherited properties, its ancestors. testing-library and dom-accessibility-api ask for the
 * style of every node they look at (is it hidden?), so that matching was a fifth of a form spec's
 * time, nearly all of it on rules whose subject needs a class, id or tag the element lacks. A
 * selector's subject (its last compound) names them plainly: `.css-1x-MuiButton-root:hover`
 * needs the class `css-1x-MuiButton-root`, `address, div` needs one of two tags. Only what this
 * reading proves impossible is skipped; everything else still goes to jsdom, which decides.
 */

/** What one alternative of a selector list requires of its subject element. */
export interface SubjectRequirement {
  /** The type selector, lower-cased; absent for `*` or none. */
  tag?: string;
  /** The id selector, lower-cased. */
  id?: string;
  /** The class selectors, lower-cased. */
  classes: string[];
}

const COMBINATORS = new Set([' ', '\t', '\n', '\r', '\f', '>', '+', '~']);
const IDENT_CHAR = /[-\w\u0080-\uFFFF]/;

/** The characters of an identifier starting at `from`, and where it ends. */
function identifierAt(text: string, from: number): [string, number] {
  let end = from;
  while (end < text.length && IDENT_CHAR.test(text[end])) end += 1;
  return [text.slice(from, end), end];
}

/** The index just past the bracket or parenthesis group opening at `from`, quotes respected. */
function pastGroup(text: string, from: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

/** Calls `visit` with each character of `text` outside brackets and parentheses, and its index. */
function forEachTopLevelChar(text: string, visit: (char: string, index: number) => void): void {
  for (let i = 0; i < text.length;) {
    if (text[i] === '(' || text[i] === '[') {
      i = pastGroup(text, i);
    } else {
      visit(text[i], i);
      i += 1;
    }
  }
}

/** The top-level alternatives of a selector list, each trimmed. */
function alternativesOf(selector: string): string[] {
  const alternatives: string[] = [];
  let start = 0;
  forEachTopLevelChar(selector, (char, i) => {
    if (char !== ',') return;
    alternatives.push(selector.slice(start, i).trim());
    start = i + 1;
  });
  alternatives.push(selector.slice(start).trim());
  return alternatives;
}

/** The subject compound of one complex selector: what follows its last top-level combinator. */
function subjectCompound(complex: string): string {
  let start = 0;
  forEachTopLevelChar(complex, (char, i) => {
    if (COMBINATORS.has(char)) start = i + 1;
  });
  return complex.slice(start);
}

/** What the compound's own simple selectors require; `undefined` where it cannot tell. */
function requirementOf(compound: string): SubjectRequirement | undefined {
  const requirement: SubjectRequirement = { classes: [] };
  let i = 0;
  if (IDENT_CHAR.test(compound[0] ?? '')) {
    const [tag, end] = identifierAt(compound, 0);
    requirement.tag = tag.toLowerCase();
    i = end;
  } else if (compound[0] === '*') {
    i = 1;
  }
  while (i < compound.length) {
    const char = compound[i];
    if (char === '.' || char === '#') {
      const [name, end] = identifierAt(compound, i + 1);
      if (name === '') return undefined;
      if (char === '.') requirement.classes.push(name.toLowerCase());
      else requirement.id = name.toLowerCase();
      i = end;
    } else if (char === '[') {
      i = pastGroup(compound, i);
    } else if (char === ':') {
      // A pseudo-class or pseudo-element only narrows the match further: skipped, with its
      // argument.
      i += compound[i + 1] === ':' ? 2 : 1;
      i = identifierAt(compound, i)[1];
      if (compound[i] === '(') i = pastGroup(compound, i);
    } else {
      // A namespace (`svg|a`) or anything else this reading does not know.
      return undefined;
    }
  }
  return requirement;
}

/**
 * What each alternative of `selector` requires of its subject, or `undefined` where the selector
 * is beyond this reading (escapes, namespaces): then every element may match.
 */
export function subjectRequirements(selector: string): SubjectRequirement[] | undefined {
  if (selector.includes('\\')) return undefined;
  const requirements: SubjectRequirement[] = [];
  for (const alternative of alternativesOf(selector)) {
    const requirement = requirementOf(subjectCompound(alternative));
    if (!requirement) return undefined;
    requirements.push(requirement);
  }
  return requirements;
}

/** An element as `meetsAny` reads it: its local name, id and classes, each lower-cased. */
export interface SubjectElement {
  localName: string;
  id: string;
  classes: ReadonlySet<string>;
}

/** Whether the element has everything one of the alternatives requires. */
export function meetsAny(
  element: SubjectElement,
  requirements: readonly SubjectRequirement[],
): boolean {
  return requirements.some(
    ({ tag, id, classes }) =>
      (tag === undefined || tag === element.localName) &&
      (id === undefined || id === element.id) &&
      classes.every((name) => element.classes.has(name)),
  );
}

/** jsdom's selector engine as its style matching calls it. */
interface JsdomSelectorEngine {
  check(selector: string, element: JsdomElement, ...rest: unknown[]): { match: boolean };
}
interface JsdomElement {
  localName: string;
  getAttributeNS(namespace: null, name: string): string | null;
}

const subjectsOfElements = new WeakMap<JsdomElement, SubjectElement & { className: string }>();

/** The element as `meetsAny` reads it, kept until its id or classes change. */
function subjectElement(element: JsdomElement): SubjectElement {
  const id = (element.getAttributeNS(null, 'id') ?? '').toLowerCase();
  const className = element.getAttributeNS(null, 'class') ?? '';
  const kept = subjectsOfElements.get(element);
  if (kept && kept.id === id && kept.className === className) return kept;
  const subject = {
    localName: element.localName.toLowerCase(),
    id,
    className,
    classes: new Set(className.toLowerCase().split(/\s+/).filter(Boolean)),
  };
  subjectsOfElements.set(element, subject);
  return subject;
}

/**
 * Makes the test document's style matching skip the rules whose subject the element cannot be:
 * jsdom's selector engine still decides every other rule. jsdom calls `check` for style matching
 * alone (`Element.matches`, `querySelector` and `closest` use other entry points).
 */
export function skipImpossibleStyleRules(document: Document): void {
  const require = createRequire(import.meta.url);
  const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js') as {
    implForWrapper(wrapper: object): { _domSelector: JsdomSelectorEngine };
  };
  const engine = implForWrapper(document)._domSelector;
  const check = engine.check.bind(engine);
  const requirementsOf = new Map<string, SubjectRequirement[] | undefined>();
  engine.check = (selector, element, ...rest) => {
    if (!requirementsOf.has(selector)) requirementsOf.set(selector, subjectRequirements(selector));
    const requirements = requirementsOf.get(selector);
    if (requirements && !meetsAny(subjectElement(element), requirements)) return { match: false };
    return check(selector, element, ...rest);
  };
}
