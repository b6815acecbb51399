/**
 * Emotion's rules in the test document, kept to the properties that decide what is shown.
 *
 * Why: a role query by name (`getByRole('button', { name })`) asks of every node on the way
 * whether it is hidden, and jsdom answers by matching the node, and its ancestors for inherited
 * properties, against every rule in the document. Outside production Emotion writes each rule
 * into a style element of its own, about a thousand once a page is drawn, and that matching was
 * about half of the web suite's time. jsdom lays nothing out, so of each rule only the properties
 * something reads are kept: display, visibility and pointer-events (testing-library and
 * user-event judge what is hidden or can be clicked by them) and font-weight (a spec checks an
 * emphasis). A rule left with none of them is not written at all.
 */
const READ_PROPERTY = /^\s*(display|visibility|pointer-events|font-weight)\s*:/;

/** Innermost blocks (`selector{declarations}`), then blocks left empty (`@media …{}`). */
const INNERMOST_BLOCK = /([^{}]*)\{([^{}]*)\}/g;
const EMPTY_BLOCK = /[^{}]*\{\s*\}/g;

/** `css` with only the read properties; a block left with none is dropped, and so its wrapper. */
export function withReadPropertiesOnly(css: string): string {
  const kept = css.replace(INNERMOST_BLOCK, (_block, selector: string, body: string) => {
    const declarations = body.split(';').filter((declaration) => READ_PROPERTY.test(declaration));
    return declarations.length > 0 ? `${selector}{${declarations.join(';')};}` : '';
  });
  let previous: string;
  let result = kept;
  do {
    previous = result;
    result = result.replace(EMPTY_BLOCK, '');
  } while (result !== previous);
  return result;
}

/** Trims each rule Emotion appends to one of its style elements of the test document. */
export function trimEmotionRules(): void {
  const append = Node.prototype.appendChild;
  Node.prototype.appendChild = function appendChild<T extends Node>(this: Node, child: T): T {
    if (
      child instanceof Text &&
      this instanceof HTMLStyleElement &&
      this.hasAttribute('data-emotion')
    ) {
      child.data = withReadPropertiesOnly(child.data);
    }
    return append.call(this, child) as T;
  };
}
