// Splits orval's zod output (one module per tag) into one module per response schema. Building a
// zod schema costs time when its module loads: a whole tag module on a cheap phone is ~70 ms of
// main thread (Mine's has 175 exports) although a screen checks two or three answers. Each module
// written here holds one response schema and the constants it refers to, copied from orval's
// output with the TypeScript parser, so nothing is re-derived from the contract by hand. The
// `.check(zod.describe('...'))` links are left out: a description validates nothing, and each one
// clones its schema while the module loads.
import ts from 'typescript';

const printer = ts.createPrinter({ removeComments: true });

/** `x.check(zod.describe('...'))` is `x`. */
const isDescribeCheck = (node: ts.Node): node is ts.CallExpression & { expression: ts.PropertyAccessExpression } =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'check' &&
  node.arguments.length === 1 &&
  ts.isCallExpression(node.arguments[0]) &&
  node.arguments[0].expression.getText() === 'zod.describe';

function withoutDescriptions(node: ts.Expression, file: ts.SourceFile): string {
  const strip = (context: ts.TransformationContext) => (root: ts.Node) => {
    const visit = (n: ts.Node): ts.Node => (isDescribeCheck(n) ? visit(n.expression.expression) : ts.visitEachChild(n, visit, context));
    return ts.visitNode(root, visit);
  };
  const [stripped] = ts.transform(node, [strip]).transformed;
  return printer.printNode(ts.EmitHint.Expression, stripped, file);
}

type Declaration = { name: string; text: string; uses: Set<string> };

function declarations(source: string, fileName: string): Map<string, Declaration> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Map<string, Declaration>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
      const uses = new Set<string>();
      const visit = (node: ts.Node) => {
        if (ts.isIdentifier(node)) uses.add(node.text);
        ts.forEachChild(node, visit);
      };
      visit(decl.initializer);
      found.set(decl.name.text, { name: decl.name.text, text: withoutDescriptions(decl.initializer, file), uses });
    }
  }
  return found;
}

/** The module text of `schemaName` from a tag module, with the declarations it needs, in source order. */
export function responseSchemaModule(tagModule: string, fileName: string, schemaName: string, banner: string): string {
  const all = declarations(tagModule, fileName);
  if (!all.has(schemaName)) throw new Error(`${fileName} has no ${schemaName}`);
  const needed = new Set<string>();
  const add = (name: string) => {
    if (needed.has(name)) return;
    needed.add(name);
    for (const used of all.get(name)!.uses) if (all.has(used)) add(used);
  };
  add(schemaName);
  const body = [...all.values()]
    .filter((d) => needed.has(d.name))
    .map((d) => `${d.name === schemaName ? 'export ' : ''}const ${d.name} = ${d.text};`)
    .join('\n');
  return `${banner}\nimport * as zod from 'zod/mini';\n\n${body}\n`;
}
