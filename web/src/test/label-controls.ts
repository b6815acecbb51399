import { createRequire } from 'node:module';

interface JsdomNode {
  getRootNode(options: object): JsdomNode;
}
interface JsdomDocument extends JsdomNode {
  _ids: Record<string, JsdomNode[] | undefined>;
}
interface JsdomLabel extends JsdomNode {
  getAttributeNS(namespace: null, name: string): string | null;
}

const PATCHED = Symbol('control found by id');

/**
 * A label's `for` control found through the test document's id index instead of a walk of the
 * whole document.
 *
 * Why: jsdom answers `label.control` by walking every node of the document for the `for` id, and
 * an input's `labels` by asking every label for its control: each accessible-name lookup of a
 * form field walked the document once per label. testing-library asks for a field's name on
 * every role query, so in the plan form's spec those walks were a tenth of its time. The
 * document keeps an index of its ids (`getElementById`); where it holds one element for the id,
 * that element is the one the walk finds first. Where it holds several, the walk still decides.
 */
export function findLabelControlsById(): void {
  const require = createRequire(import.meta.url);
  const { implementation: label } =
    require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
      implementation: { prototype: JsdomLabel };
    };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable(node: JsdomNode): boolean;
  };
  const walk = Object.getOwnPropertyDescriptor(label.prototype, 'control')!.get!;
  if (PATCHED in walk) return;
  const byId = Object.assign(
    function control(this: JsdomLabel): JsdomNode | null {
      const id = this.getAttributeNS(null, 'for');
      const root = this.getRootNode({}) as Partial<JsdomDocument>;
      if (id && root._ids) {
        const inDocument = (root._ids[id] ?? []).filter((node) => node.getRootNode({}) === root);
        if (inDocument.length === 0) return null;
        if (inDocument.length === 1) return isLabelable(inDocument[0]) ? inDocument[0] : null;
      }
      return walk.call(this) as JsdomNode | null;
    },
    { [PATCHED]: true },
  );
  Object.defineProperty(label.prototype, 'control', { configurable: true, get: byId });
}
