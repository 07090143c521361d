// Splits orval's react-query output (one module per tag) into one module per operation, the tag's
// module re-exporting them by name. A tag module holds every hook of its area, and the chunk of any
// page that uses one of them held all of them: Mine's 30 calls sat in the daily chunk every tab
// start loads because two tabs call getWorkerInfo, and each page added to an area grew every start.
// Per operation, a chunk holds the calls its pages make (the build follows the tag module by the
// names imported, scripts/chunks.ts). Each statement is copied from orval's output with the
// TypeScript parser; the imports a module keeps are the ones it uses.
import ts from 'typescript';

/** `helpers`: each helper orval writes before the operations (withQueryKey...), by name: one shared module holds them. */
export type ApiModules = { helpers: Map<string, string>; tag: string; operations: Map<string, string> };

/** The module of the helpers, generated/api/<this>.ts. */
export const API_HELPERS = 'helpers';

/** The identifiers a piece of code uses (comments and strings left out). */
function identifiers(code: string): Set<string> {
  const file = ts.createSourceFile('piece.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const exported = (s: ts.Statement) => ts.canHaveModifiers(s) && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * The operation's call hands the request wrapper the loader of its response schema
 * (generated/response-schemas/<operation>.ts), which checks the 2xx body: the call's module, which
 * only the pages making the call load, carries it, not a map of every call that each start loads.
 */
function withResponseSchema(code: string, operation: string, responseSchemas: ReadonlySet<string>): string {
  if (!responseSchemas.has(operation)) return code;
  const method = /\bmethod: '(GET|POST|PUT|PATCH|DELETE)'/g;
  const found = code.match(method) ?? [];
  if (found.length !== 1) throw new Error(`codegen: ${operation}'s call names its method ${found.length} times, not once`);
  return code.replace(method, (m) => `${m},\n    responseSchema: () => import('../../response-schemas/${operation}.ts')`);
}

/**
 * `tagModule`: orval's module of one tag; `banner`: the generated-file comment of each module;
 * `responseSchemas`: the operations that have a response schema module.
 */
export function splitApiModule(tagModule: string, fileName: string, banner: string, responseSchemas: ReadonlySet<string> = new Set()): ApiModules {
  const file = ts.createSourceFile(fileName, tagModule, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = file.statements.filter(ts.isImportDeclaration);
  // Each operation starts with its URL builder (`export const getListMessagesUrl = ...`).
  const opens = (s: ts.Statement) =>
    ts.isVariableStatement(s) && exported(s) && s.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && /^get\w+Url$/.test(d.name.text));
  const first = file.statements.findIndex(opens);
  if (first < 0) return { helpers: new Map(), tag: tagModule, operations: new Map() };
  // What comes before the first operation: the imports, and the helpers every operation may use.
  const helpers = file.statements.slice(0, first).filter((s) => !ts.isImportDeclaration(s));
  const named = new Map(
    helpers.map((s) => {
      const name = ts.isVariableStatement(s) ? s.declarationList.declarations[0].name.getText(file) : ts.isTypeAliasDeclaration(s) ? s.name.text : '';
      if (!name) throw new Error(`${fileName}: a statement before the operations that codegen/api-modules.ts does not know`);
      return [name, `export ${s.getText(file)}`];
    }),
  );
  const helperNames = [...named.keys()];

  const blocks: ts.Statement[][] = [];
  for (const statement of file.statements.slice(first)) {
    if (opens(statement)) blocks.push([]);
    blocks[blocks.length - 1].push(statement);
  }
  const operations = new Map<string, string>();
  const reexports: string[] = [];
  for (const block of blocks) {
    const url = (block[0] as ts.VariableStatement).declarationList.declarations[0].name.getText(file);
    const pascal = url.slice(3, -3);
    const operation = pascal[0].toLowerCase() + pascal.slice(1);
    const code = withResponseSchema(block.map((s) => s.getFullText(file).replace(/^\s*\n/, '')).join('\n').trim(), operation, responseSchemas);
    const used = identifiers(code);
    const kept = imports
      .map((decl) => {
        const clause = decl.importClause;
        const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements.filter((e) => used.has(e.name.text)) : [];
        if (!named.length) return null;
        const names = named.map((e) => e.getText(file)).join(', ');
        return `import ${clause!.isTypeOnly ? 'type ' : ''}{ ${names} } from ${decl.moduleSpecifier.getText(file)};`;
      })
      .filter(Boolean);
    const helpersUsed = helperNames.filter((n) => used.has(n));
    if (helpersUsed.length) kept.push(`import { ${helpersUsed.map((n) => (n === 'SecondParameter' ? `type ${n}` : n)).join(', ')} } from '../${API_HELPERS}.ts';`);
    operations.set(operation, `${banner}\n${kept.join('\n')}\n\n${code}\n`);
    const values = new Set<string>();
    const types = new Set<string>();
    for (const s of block) {
      if (!exported(s)) continue;
      if (ts.isVariableStatement(s)) s.declarationList.declarations.forEach((d) => values.add(d.name.getText(file)));
      else if (ts.isFunctionDeclaration(s) && s.name) values.add(s.name.text);
      else if (ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) types.add(s.name.text);
    }
    reexports.push(`export { ${[...values].join(', ')} } from './${operation}.ts';`);
    if (types.size) reexports.push(`export type { ${[...types].join(', ')} } from './${operation}.ts';`);
  }
  return { helpers: named, tag: `${banner}\n${reexports.join('\n')}\n`, operations };
}
