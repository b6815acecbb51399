import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const VARIABLE_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * The meaning of each environment variable, taken from the doc comment above it in its env
 * class; a variable that several classes declare (PORT, DATA_DIR) gets each one's comment, joined.
 * Reads sources, so it is for tooling
 * (the runbook's generator and its test), never for a running app.
 */
export function envDescriptions(sourceDirs: string[]): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const file of sourceDirs.flatMap(typeScriptFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('class-validator')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    source.forEachChild((node) => {
      if (!ts.isClassDeclaration(node)) return;
      for (const member of node.members) {
        if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        const name = member.name.text;
        const doc = docOf(member);
        if (!VARIABLE_NAME.test(name) || !doc) continue;
        const known = descriptions.get(name);
        if (known === undefined) descriptions.set(name, doc);
        else if (!known.includes(doc)) descriptions.set(name, `${known} / ${doc}`);
      }
    });
  }
  return descriptions;
}

function docOf(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.ts') &&
        !/\.(spec|int-spec|d)\.ts$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
