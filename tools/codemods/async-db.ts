/**
 * Turns the server's synchronous better-sqlite3 calls into the awaited query layer of ADR 62 and carries
 * async/await up through every caller, so code written in the old style (before the move, or on a branch that
 * lands after it) converts mechanically. Run it after a rebase or merge; it leaves converted code alone.
 *
 *   npx tsx tools/codemods/async-db.ts [--project <tsconfig>] [--dry-run] [--sql-only]
 *
 * What it does, in order:
 *  1. `db.prepare(sql).get|all|run(…)`, `statement(db, sql).…(…)` and calls through a variable holding a prepared
 *     statement become `await db.get|all|run(sql, …)`; `db.exec(sql)` is awaited; `db.transaction(fn)()` becomes
 *     `await db.transaction(async () => …)` (a stored `const t = db.transaction(fn)` becomes a function returning it).
 *  2. SQLite-only SQL in string and template literals is rewritten for PostgreSQL (sqlite-to-postgres.ts); an INSERT
 *     whose function reads `lastInsertRowid` gets `RETURNING id`.
 *  3. Every function that now awaits is made async (its declared return type wrapped in Promise), and every call of
 *     an async function of the server that is not awaited is awaited — repeatedly, up to the handlers and tests.
 *     Array callbacks that became async are run in order (`mapInOrder` and friends from shared/in-order.ts).
 *  4. It prints what it could not do (callbacks handed to unknown functions, SQL it cannot rewrite) for a person.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { IndentationText, Node, Project, QuoteKind, SyntaxKind } from 'ts-morph';
import type { ArrowFunction, CallExpression, FunctionDeclaration, FunctionExpression, MethodDeclaration, SourceFile } from 'ts-morph';
import { looksLikeSql, rewriteSql } from './sqlite-to-postgres';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const workspace = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const tsconfig = resolve(workspace, option('--project') ?? 'apps/server/tsconfig.json');
const serverRoot = resolve(dirname(tsconfig), 'src');
const dryRun = args.includes('--dry-run');
/** Only step 2 (the SQL rewrites): quick, for a rule added after the conversion. */
const sqlOnly = args.includes('--sql-only');

/** Files the codemod never touches: the query layer itself. */
const OWN_FILES = [/\/db\/(database|sql-params|embedded-postgres|open-database|migrate|statements)\.ts$/, /\/shared\/in-order\.ts$/];

const project = new Project({
  tsConfigFilePath: tsconfig,
  skipFileDependencyResolution: false,
  manipulationSettings: { quoteKind: QuoteKind.Single, indentationText: IndentationText.TwoSpaces },
});
const files = project
  .getSourceFiles()
  .filter((file) => !file.getFilePath().includes('/node_modules/') && !OWN_FILES.some((pattern) => pattern.test(file.getFilePath())))
  .filter((file) => file.getFilePath().startsWith(serverRoot) || file.getFilePath().includes('/tools/bench/'));

const report: string[] = [];
const note = (node: Node, message: string) => {
  report.push(`${relative(workspace, node.getSourceFile().getFilePath())}:${node.getStartLineNumber()}: ${message}`);
};

/** Tables whose `id` PostgreSQL generates (an INSERT into one can say RETURNING id). */
const identityTables = new Set(
  [...readFileSync(resolve(serverRoot, 'db/migrations/0001_baseline.sql'), 'utf8').matchAll(/CREATE TABLE (\w+) \(\s*id bigint GENERATED/g)].map(
    (match) => match[1]!,
  ),
);

function isDb(node: Node): boolean {
  const type = node.getType();
  const names = [type.getAliasSymbol()?.getName(), type.getSymbol()?.getName(), type.getText(node)];
  return names.some((name) => name === 'Db' || name === 'Database' || name === 'BetterSqlite3.Database' || name === 'Database.Database');
}

type FunctionLike = FunctionDeclaration | MethodDeclaration | ArrowFunction | FunctionExpression;

function isFunctionLike(node: Node): node is FunctionLike {
  return Node.isFunctionDeclaration(node) || Node.isMethodDeclaration(node) || Node.isArrowFunction(node) || Node.isFunctionExpression(node);
}

function containerOf(node: Node): FunctionLike | undefined {
  for (let current = node.getParent(); current; current = current.getParent()) {
    if (isFunctionLike(current)) return current;
    if (Node.isGetAccessorDeclaration(current) || Node.isConstructorDeclaration(current)) {
      note(node, 'an await inside a getter or constructor: fix by hand');
      return undefined;
    }
  }
  return undefined;
}

/** Wraps an expression's replacement in parentheses where `await x` would bind differently. */
function awaited(node: Node, text: string): string {
  const parent = node.getParent();
  const needsParens =
    parent !== undefined &&
    ((Node.isPropertyAccessExpression(parent) && parent.getExpression() === node) ||
      (Node.isElementAccessExpression(parent) && parent.getExpression() === node) ||
      (Node.isCallExpression(parent) && parent.getExpression() === node) ||
      Node.isNonNullExpression(parent) ||
      Node.isAsExpression(parent) ||
      Node.isTypeAssertion(parent) ||
      (Node.isBinaryExpression(parent) && parent.getOperatorToken().getKind() === SyntaxKind.QuestionQuestionToken));
  return needsParens ? `(await ${text})` : `await ${text}`;
}

type Prepared = { receiver: string; sql: string; declaration?: Node };

/** The receiver and SQL of `db.prepare(sql)`, `statement(db, sql)` or a variable initialised with one of them. */
function preparedStatement(node: Node): Prepared | undefined {
  if (Node.isCallExpression(node)) {
    const callee = node.getExpression();
    const [first, second] = node.getArguments();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'prepare' && first && isDb(callee.getExpression())) {
      return { receiver: callee.getExpression().getText(), sql: first.getText() };
    }
    if (Node.isIdentifier(callee) && callee.getText() === 'statement' && first && second) {
      return { receiver: first.getText(), sql: second.getText() };
    }
    return undefined;
  }
  if (Node.isIdentifier(node)) {
    const declaration = node.getSymbol()?.getDeclarations()[0];
    if (declaration && Node.isVariableDeclaration(declaration)) {
      const initializer = declaration.getInitializer();
      const inner = initializer ? preparedStatement(initializer) : undefined;
      if (inner && !inner.declaration) return { receiver: inner.receiver, sql: node.getText(), declaration };
    }
  }
  return undefined;
}

type Edit = { node: Node; text: () => string };

function asyncVersion(fn: ArrowFunction | FunctionExpression): string {
  const text = fn.getText();
  const returnType = fn.getReturnTypeNode();
  let converted = fn.isAsync() ? text : `async ${text}`;
  if (returnType && !/^Promise</.test(returnType.getText())) {
    const start = returnType.getStart() - fn.getStart() + (fn.isAsync() ? 0 : 6);
    const end = returnType.getEnd() - fn.getStart() + (fn.isAsync() ? 0 : 6);
    converted = `${converted.slice(0, start)}Promise<${returnType.getText()}>${converted.slice(end)}`;
  }
  return converted;
}

/**
 * ts-morph indents the lines after the first of a replacement by the indentation of the line it starts on; text
 * taken from the source already carries it, so it is taken off first.
 */
function dedentContinuation(text: string, node: Node): string {
  if (!text.includes('\n')) return text;
  const indent = node.getIndentationText();
  // Lines that start inside a template literal are its text: ts-morph leaves them alone, and so must we.
  const scratch = project.createSourceFile('__codemod_scratch__.ts', `(${text});`, { overwrite: true });
  const inTemplate = [...scratch.getDescendantsOfKind(SyntaxKind.NoSubstitutionTemplateLiteral), ...scratch.getDescendantsOfKind(SyntaxKind.TemplateExpression)].map(
    (literal) => [literal.getStart() - 1, literal.getEnd() - 1] as const,
  );
  project.removeSourceFile(scratch);
  let offset = 0;
  return text
    .split('\n')
    .map((line, index) => {
      const start = offset;
      offset += line.length + 1;
      if (index === 0 || inTemplate.some(([from, to]) => start > from && start < to)) return line;
      return line.startsWith(indent) ? line.slice(indent.length) : line;
    })
    .join('\n');
}

/** Step 1 for one file: the database calls, innermost first. */
function convertCalls(file: SourceFile): boolean {
  const edits: Edit[] = [];
  const preparedDeclarations = new Set<Node>();
  for (const call of file.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const method = callee.getName();
    const target = callee.getExpression();
    if (method === 'get' || method === 'all' || method === 'run' || method === 'iterate') {
      const prepared = preparedStatement(target);
      if (!prepared) continue;
      if (prepared.declaration) preparedDeclarations.add(prepared.declaration);
      const name = method === 'iterate' ? 'all' : method;
      edits.push({
        node: call,
        text: () => awaited(call, `${prepared.receiver}.${name}(${[prepared.sql, ...call.getArguments().map((arg) => arg.getText())].join(', ')})`),
      });
    } else if (method === 'exec' && isDb(target) && !Node.isAwaitExpression(call.getParent())) {
      edits.push({ node: call, text: () => awaited(call, call.getText()) });
    } else if (method === 'transaction' && isDb(target)) {
      const [fn] = call.getArguments();
      if (!fn || !(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) continue;
      const parent = call.getParent();
      if (Node.isCallExpression(parent) && parent.getExpression() === call) {
        if (fn.getParameters().length > 0 || parent.getArguments().length > 0) {
          note(call, 'a transaction called with arguments: convert by hand');
          continue;
        }
        edits.push({ node: parent, text: () => awaited(parent, `${target.getText()}.transaction(${asyncVersion(fn)})`) });
      } else if (Node.isVariableDeclaration(parent) && !fn.isAsync()) {
        if (fn.getParameters().length > 0) note(call, 'a stored transaction with parameters: check the conversion');
        edits.push({
          node: call,
          text: () => {
            const params = fn.getParameters().map((param) => param.getText()).join(', ');
            const body = asyncVersion(fn).replace(/^async\s*\([^)]*\)/, 'async ()');
            return `async (${params}) => await ${target.getText()}.transaction(${body})`;
          },
        });
      }
    } else if ((method === 'immediate' || method === 'deferred' || method === 'exclusive') && Node.isIdentifier(target)) {
      // better-sqlite3's `t.immediate()`: every transaction of the new layer is serializable.
      const declaration = target.getSymbol()?.getDeclarations()[0];
      const initializer = declaration && Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : undefined;
      if (initializer && Node.isCallExpression(initializer) && /\.transaction$/.test(initializer.getExpression().getText())) {
        edits.push({ node: call, text: () => `${target.getText()}(${call.getArguments().map((arg) => arg.getText()).join(', ')})` });
      }
    }
  }
  // `const stmt = db.prepare(sql)` keeps only its SQL: every use now passes it to the query layer. (An edit like the
  // others, so that it happens before an enclosing transaction's text is taken.)
  for (const declaration of preparedDeclarations) {
    if (!Node.isVariableDeclaration(declaration)) continue;
    const initializer = declaration.getInitializer();
    const prepared = initializer && Node.isCallExpression(initializer) ? preparedStatement(initializer) : undefined;
    if (initializer && prepared) edits.push({ node: initializer, text: () => prepared.sql });
  }
  if (edits.length === 0) return false;
  // Innermost first: an edit's text is built when it is applied, from its (already converted) children.
  edits.sort((a, b) => b.node.getStart() - a.node.getStart() || a.node.getEnd() - b.node.getEnd());
  for (const edit of edits) {
    if (edit.node.wasForgotten()) continue;
    edit.node.replaceWithText(dedentContinuation(edit.text(), edit.node));
  }
  return true;
}

/** Step 2 for one file: SQL literals. */
function convertSql(file: SourceFile): void {
  const literals = [
    ...file.getDescendantsOfKind(SyntaxKind.StringLiteral),
    ...file.getDescendantsOfKind(SyntaxKind.NoSubstitutionTemplateLiteral),
    ...file.getDescendantsOfKind(SyntaxKind.TemplateExpression),
  ].sort((a, b) => b.getStart() - a.getStart());
  for (const literal of literals) {
    if (literal.wasForgotten()) continue;
    if (Node.isStringLiteral(literal) && Node.isImportDeclaration(literal.getParent())) continue;
    const text = literal.getText();
    if (!looksLikeSql(text)) continue;
    const rewrite = rewriteSql(text);
    const { notes } = rewrite;
    let rewritten = rewrite.text;
    const fn = containerOf(literal);
    if (
      /^\W*INSERT\s+INTO\s+(\w+)/i.test(rewritten.slice(1)) &&
      !/RETURNING/i.test(rewritten) &&
      fn?.getText().includes('lastInsertRowid') &&
      identityTables.has(/INSERT\s+INTO\s+(\w+)/i.exec(rewritten)![1]!)
    ) {
      rewritten = `${rewritten.slice(0, -1).replace(/\s*$/, '')} RETURNING id${rewritten.slice(-1)}`;
    }
    // A double-quoted JS string cannot hold the quoted identifiers the rewrite added: it becomes a template literal.
    if (rewritten.startsWith('"') && /"/.test(rewritten.slice(1, -1)) && !/[`$]/.test(rewritten)) {
      rewritten = `\`${rewritten.slice(1, -1).replaceAll('\\"', '"')}\``;
    }
    for (const message of notes) note(literal, message);
    if (rewritten !== text) literal.replaceWithText(rewritten);
  }
}

/** Step 3: async/await up the call graph. */
const worklist: Node[] = [];
const seen = new Set<Node>();

function wrapReturnType(fn: FunctionLike): void {
  const returnType = fn.getReturnTypeNode();
  if (!returnType) return;
  const text = returnType.getText();
  if (/^Promise</.test(text)) return;
  if (/\bis\b/.test(text) || /\basserts\b/.test(text)) {
    note(fn, 'a type predicate cannot be async: fix by hand');
    return;
  }
  returnType.replaceWithText(`Promise<${text}>`);
}

const IN_ORDER: Record<string, string> = {
  map: 'mapInOrder',
  flatMap: 'flatMapInOrder',
  forEach: 'forEachInOrder',
  filter: 'filterInOrder',
  some: 'someInOrder',
  every: 'everyInOrder',
  find: 'findInOrder',
};
const TEST_HOOKS = new Set(['it', 'test', 'beforeAll', 'beforeEach', 'afterAll', 'afterEach']);

function importInOrder(file: SourceFile, name: string): void {
  const target = resolve(serverRoot, 'shared/in-order');
  let specifier = relative(dirname(file.getFilePath()), target);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const existing = file.getImportDeclaration((declaration) => declaration.getModuleSpecifierValue() === specifier);
  if (existing) {
    if (!existing.getNamedImports().some((named) => named.getName() === name)) existing.addNamedImport(name);
  } else {
    file.addImportDeclaration({ moduleSpecifier: specifier, namedImports: [name] });
  }
}

/** Makes a function async (once); a callback handed to an array method is run in order instead. */
function makeAsync(fn: FunctionLike): void {
  if (fn.wasForgotten()) return;
  if (fn.isAsync()) {
    wrapReturnType(fn);
    return;
  }
  if (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)) {
    const parent = fn.getParent();
    if (Node.isCallExpression(parent) && parent.getArguments().includes(fn)) {
      const callee = parent.getExpression();
      const aggregated = (() => {
        const outer = parent.getParent();
        return outer !== undefined && Node.isCallExpression(outer) && /^Promise\.(all|allSettled|race|any)$/.test(outer.getExpression().getText());
      })();
      // `Promise.all(items.map(async …))` already waits for every callback, at once.
      if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'map' && aggregated) {
        fn.setIsAsync(true);
        wrapReturnType(fn);
        return;
      }
      if (Node.isPropertyAccessExpression(callee) && IN_ORDER[callee.getName()] && parent.getArguments()[0] === fn) {
        const helper = IN_ORDER[callee.getName()]!;
        // `list?.forEach(f)` runs nothing for a missing list.
        const items = callee.hasQuestionDotToken() ? `${callee.getExpression().getText()} ?? []` : callee.getExpression().getText();
        fn.setIsAsync(true);
        wrapReturnType(fn);
        const file = parent.getSourceFile();
        const replaced = parent.replaceWithText(dedentContinuation(awaited(parent, `${helper}(${items}, ${fn.getText()})`), parent));
        importInOrder(file, helper);
        enqueueContainer(replaced);
        return;
      }
      const calleeName = Node.isIdentifier(callee) ? callee.getText() : Node.isPropertyAccessExpression(callee) ? callee.getExpression().getText() : '';
      if (!TEST_HOOKS.has(calleeName) && !/\.transaction$/.test(callee.getText())) {
        note(fn, `a callback handed to ${callee.getText()} became async: check that it is awaited`);
      }
    }
  }
  fn.setIsAsync(true);
  wrapReturnType(fn);
  enqueue(fn);
}

function enqueue(node: Node): void {
  if (seen.has(node)) return;
  seen.add(node);
  worklist.push(node);
}

function enqueueContainer(node: Node): void {
  const fn = containerOf(node);
  if (fn) makeAsync(fn);
}

/** The names by which a function is called: its own, its variable's, its property's and the signatures it implements. */
function nameNodes(node: Node): Node[] {
  if (Node.isFunctionDeclaration(node) || Node.isMethodDeclaration(node) || Node.isMethodSignature(node) || Node.isPropertySignature(node)) {
    const name = node.getNameNode();
    return name ? [name, ...implementedSignatures(node)] : [];
  }
  const parent = node.getParent();
  if (parent && Node.isVariableDeclaration(parent)) return [parent.getNameNode()];
  if (parent && Node.isPropertyAssignment(parent)) return [parent.getNameNode(), ...implementedSignatures(parent)];
  return [];
}

/** Interface members an object-literal property or method implements: their return types become promises too. */
function implementedSignatures(member: Node): Node[] {
  if (!(Node.isPropertyAssignment(member) || Node.isMethodDeclaration(member))) return [];
  const literal = member.getParent();
  if (!literal || !Node.isObjectLiteralExpression(literal)) return [];
  const name = member.getName();
  const property = literal.getContextualType()?.getProperty(name);
  const signatures: Node[] = [];
  for (const declaration of property?.getDeclarations() ?? []) {
    if (declaration.getSourceFile().getFilePath().includes('/node_modules/')) continue;
    if (Node.isMethodSignature(declaration)) {
      const returnType = declaration.getReturnTypeNode();
      if (returnType && !/^Promise</.test(returnType.getText())) {
        returnType.replaceWithText(`Promise<${returnType.getText()}>`);
        signatures.push(declaration.getNameNode());
      }
    } else if (Node.isPropertySignature(declaration)) {
      const typeNode = declaration.getTypeNode();
      if (typeNode && Node.isFunctionTypeNode(typeNode)) {
        const returnType = typeNode.getReturnTypeNode();
        if (!/^Promise</.test(returnType.getText())) {
          returnType.replaceWithText(`Promise<${returnType.getText()}>`);
          signatures.push(declaration.getNameNode());
        }
      }
    }
  }
  return signatures;
}

/** The call a reference to a function makes, if it is one. */
function callOf(reference: Node): CallExpression | undefined {
  const parent = reference.getParent();
  if (parent && Node.isCallExpression(parent) && parent.getExpression() === reference) return parent;
  if (parent && Node.isPropertyAccessExpression(parent) && parent.getNameNode() === reference) {
    const grand = parent.getParent();
    if (grand && Node.isCallExpression(grand) && grand.getExpression() === parent) return grand;
  }
  return undefined;
}

function needsAwait(call: CallExpression): boolean {
  const parent = call.getParent();
  if (!parent) return false;
  if (Node.isAwaitExpression(parent) || Node.isVoidExpression(parent)) return false;
  // A promise handled where it is made (`f().catch(…)`), or handed on by an async arrow's body.
  if (Node.isPropertyAccessExpression(parent) && ['then', 'catch', 'finally'].includes(parent.getName())) return false;
  if (Node.isArrowFunction(parent) && parent.isAsync()) return false;
  if (Node.isArrowFunction(parent)) {
    const hook = parent.getParent();
    if (hook && Node.isCallExpression(hook) && TEST_HOOKS.has(hook.getExpression().getText())) return false;
  }
  if (Node.isArrayLiteralExpression(parent)) return false;
  // Through `c ? f() : x` and parentheses the promise goes where the whole expression goes: an element of an array
  // (`Promise.all([c ? [] : f(), …])`) stays a promise, or the calls it gathers would run one after the other.
  let holder: Node = call;
  let up: Node | undefined = parent;
  while (up && ((Node.isConditionalExpression(up) && up.getCondition() !== holder) || Node.isParenthesizedExpression(up))) {
    holder = up;
    up = up.getParent();
  }
  if (holder !== call && up && Node.isArrayLiteralExpression(up)) return false;
  // Where a promise is what is wanted (a variable or parameter typed Promise<…>), it stays one.
  const contextual = call.getContextualType();
  if (contextual && /\bPromise</.test(contextual.getText())) return false;
  if (Node.isCallExpression(parent) && parent.getArguments().includes(call)) {
    const callee = parent.getExpression().getText();
    if (/^Promise\.(all|allSettled|race|any)$/.test(callee)) return false;
    // expect(f()).resolves / .rejects want the promise itself.
    if (callee === 'expect') {
      const chained = parent.getParent();
      return !(chained && Node.isPropertyAccessExpression(chained) && ['resolves', 'rejects'].includes(chained.getName()));
    }
  }
  // `return f()` and `=> f()` hand the promise on; the function is made async (and so awaited) all the same.
  return true;
}

function propagate(): void {
  while (worklist.length > 0) {
    const node = worklist.shift()!;
    if (node.wasForgotten()) continue;
    for (const name of nameNodes(node)) {
      if (name.wasForgotten()) continue;
      let references: Node[];
      try {
        references = (name as unknown as { findReferencesAsNodes(): Node[] }).findReferencesAsNodes();
      } catch {
        continue;
      }
      for (const reference of references) {
        if (reference.wasForgotten()) continue;
        const path = reference.getSourceFile().getFilePath();
        if (path.includes('/node_modules/') || !files.includes(reference.getSourceFile())) continue;
        const call = callOf(reference);
        if (!call) {
          const parent = reference.getParent();
          const declares =
            parent !== undefined &&
            (Node.isMethodDeclaration(parent) ||
              Node.isPropertyAssignment(parent) ||
              Node.isPropertySignature(parent) ||
              Node.isMethodSignature(parent) ||
              Node.isFunctionDeclaration(parent) ||
              Node.isVariableDeclaration(parent)) &&
            (parent as unknown as { getNameNode(): Node }).getNameNode() === reference;
          if (parent && !declares && !Node.isImportSpecifier(parent) && !Node.isExportSpecifier(parent) && !Node.isShorthandPropertyAssignment(parent) && !Node.isTypeQuery(parent)) {
            note(reference, `${reference.getText()} (now async) is used as a value: check its callers await it`);
          }
          continue;
        }
        if (!needsAwait(call)) continue;
        const container = containerOf(call);
        const replaced = call.replaceWithText(dedentContinuation(awaited(call, call.getText()), call));
        if (container) makeAsync(container);
        else if (!Node.isSourceFile(containerOf(replaced) ?? replaced.getSourceFile())) note(replaced, 'an await outside any function');
      }
    }
  }
}

/**
 * Async functions of the server that some call may not await yet (code written against the synchronous layer).
 * Only the server's own modules: tests and benchmarks have async helpers of their own (HTTP calls) whose callers
 * may mean to run them at once.
 */
function seedExistingAsync(): void {
  for (const file of files) {
    const path = file.getFilePath();
    if (!path.startsWith(serverRoot) || path.endsWith('.test.ts') || path.includes('/testing/')) continue;
    for (const fn of [
      ...file.getDescendantsOfKind(SyntaxKind.FunctionDeclaration),
      ...file.getDescendantsOfKind(SyntaxKind.MethodDeclaration),
      ...file.getDescendantsOfKind(SyntaxKind.ArrowFunction),
      ...file.getDescendantsOfKind(SyntaxKind.FunctionExpression),
    ]) {
      if (fn.isAsync() && nameNodes(fn).length > 0) enqueue(fn);
    }
  }
}

if (!sqlOnly) {
  const touched = new Set<SourceFile>();
  for (const file of files) {
    if (convertCalls(file)) touched.add(file);
  }
  for (const file of touched) {
    for (const expression of file.getDescendantsOfKind(SyntaxKind.AwaitExpression)) {
      if (expression.wasForgotten()) continue;
      const fn = containerOf(expression);
      if (fn && !fn.isAsync()) makeAsync(fn);
    }
  }
  seedExistingAsync();
  propagate();
}
for (const file of files) convertSql(file);

// Imports the conversion left unused (the statement cache, better-sqlite3's types).
for (const file of files) {
  for (const declaration of file.getImportDeclarations()) {
    if (!/db\/statements$/.test(declaration.getModuleSpecifierValue())) continue;
    const used = file.getDescendantsOfKind(SyntaxKind.Identifier).some((id) => id.getText() === 'statement' && !Node.isImportSpecifier(id.getParent()));
    if (!used) declaration.remove();
  }
}

const changed = files.filter((file) => !file.isSaved());
console.log(`${changed.length} files changed`);
for (const line of [...new Set(report)].sort()) console.log(`  ${line}`);
if (!dryRun) await project.save();
