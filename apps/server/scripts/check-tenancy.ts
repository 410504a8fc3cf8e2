/**
 * The tenancy check of `npm run lint` (docs/decisions/0062-one-tenant-helper.md), over a server
 * folder (`src`, or a fixture's): every table of `modules/<name>/schema.ts` either carries a
 * `companyId` (company-owned) or is listed below; in the modules' queries, a `companyId` is never
 * compared by hand (`eq(t.companyId, ...)`: `ofCompany(t, id)` from `db/tenant.ts` says it), and a
 * select, update or delete on a company-owned table holds `ofCompany(<that table>, ...)`, in the
 * query itself or in a condition or helper of the same file that the query names.
 * A query rightly without one (a row found by a key unique across companies, a job over every
 * company) says why on the line before it: `// tenancy: <why>`. The queries written before this
 * check are counted per file and table in `tenancy-known.json` beside the folder: a file may hold
 * that many and no more (`--update-known` rewrites the counts, to lower them as queries are fixed).
 * Prints `file:line: message` for each finding and exits 1 if there is any.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Tables that belong to no company, each with why. */
const platformWide: Record<string, string> = {
  companies: 'the tenants themselves',
  secretGuesses: 'wrong answers of one account, viewer or staff, counted across the platform',
  purchaseKeys: "payments' purchases named by their key alone, for a foreign key of the venues schema",
};

/** Tables without a companyId whose rows belong to the company of a parent row, reached through it. */
const throughParent: Record<string, string> = {
  approvedOauthDomains: 'consumers',
  chatMembers: 'chatRooms',
  chatRoomMessages: 'chatRooms',
  privateChats: 'chatRooms',
  privateMessages: 'chatRooms',
  memberRelations: 'chatRooms',
  chatReports: 'chatRooms',
  liveChatMessages: 'screeners',
  paymentWebhookEvents: 'purchases',
  pricingPlanScreenings: 'pricingPlans',
  screenerFilms: 'screeners',
  media: 'films',
  staffSessions: 'staffMembers',
  staffLoginCodes: 'staffMembers',
  staffTotp: 'staffMembers',
  subscriptionPlanScreenings: 'subscriptionPlans',
  invoices: 'subscriptions',
  subscriptionWebhookEvents: 'subscriptions',
  seats: 'screeners',
  liveViewers: 'screeners',
  subtitles: 'films',
  streams: 'screeners',
  playerStates: 'screeners',
};

const root = path.resolve(process.argv[2] ?? 'src');
const modules = path.join(root, 'modules');
const knownFile = path.join(path.dirname(root), 'tenancy-known.json');
const known: Record<string, Record<string, number>> = existsSync(knownFile)
  ? JSON.parse(readFileSync(knownFile, 'utf8'))
  : {};
const findings: string[] = [];
/** Queries without a tenant condition, by file (relative to the folder's parent) and `from(table)`. */
const unscoped = new Map<string, Map<string, string[]>>();

function where(file: string, source: ts.SourceFile, node: ts.Node) {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return `${path.relative(process.cwd(), file)}:${line + 1}`;
}

function report(file: string, source: ts.SourceFile, node: ts.Node, message: string) {
  findings.push(`${where(file, source, node)}: ${message}`);
}

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|test-helpers\.ts$/.test(entry.name) ? [full] : [];
  });
}

function parse(file: string) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

// The tables: company-owned when their columns name a companyId.
const companyOwned = new Set<string>();
const tables = new Set<string>();
const files = walk(modules);
for (const file of files.filter((f) => path.basename(f) === 'schema.ts')) {
  const source = parse(file);
  visit(source, (node) => {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
    const call = node.initializer;
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'pgTable')
      return;
    const columns = call.arguments[1];
    const name = node.name.text;
    const owned =
      columns !== undefined &&
      ts.isObjectLiteralExpression(columns) &&
      columns.properties.some((p) => p.name !== undefined && p.name.getText(source) === 'companyId');
    tables.add(name);
    if (owned) companyOwned.add(name);
    if (owned && name in platformWide)
      report(
        file,
        source,
        node,
        `${name} has a companyId but is listed as platform-wide: take it off the list`,
      );
    if (owned && name in throughParent)
      report(file, source, node, `${name} has a companyId but is listed as reached through a parent`);
    if (!owned && !(name in platformWide) && !(name in throughParent))
      report(
        file,
        source,
        node,
        `${name} has no companyId: give it tenantColumn(), or list it as platform-wide or reached through a parent in scripts/check-tenancy.ts`,
      );
  });
}
for (const [table, parent] of Object.entries(throughParent))
  if (tables.has(table) && !companyOwned.has(parent))
    findings.push(
      `scripts/check-tenancy.ts: ${table} is listed as reached through ${parent}, which has no companyId`,
    );

const handFilter = new Set(['eq', 'ne', 'inArray', 'notInArray']);
const query = new Set(['from', 'update', 'delete']);

for (const file of files.filter((f) => path.basename(f) !== 'schema.ts')) {
  const source = parse(file);
  const lines = source.text.split('\n');
  // Conditions and helpers declared in the file, by name, to follow a query's `where(visible)`.
  const declared = new Map<string, ts.Node>();
  visit(source, (node) => {
    if (
      (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    )
      declared.set(node.name.text, node);
  });

  const scopes = (node: ts.Node, table: string, seen: Set<string>): boolean => {
    let found = false;
    visit(node, (inner) => {
      if (found) return;
      if (
        ts.isCallExpression(inner) &&
        ts.isIdentifier(inner.expression) &&
        inner.expression.text === 'ofCompany' &&
        inner.arguments[0]?.getText(source) === table
      )
        found = true;
      else if (ts.isIdentifier(inner) && !seen.has(inner.text)) {
        const declaration = declared.get(inner.text);
        if (declaration) {
          seen.add(inner.text);
          found = scopes(declaration, table, seen);
        }
      }
    });
    return found;
  };

  const waived = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return lines.slice(Math.max(0, line - 3), line + 1).some((text) => /\/\/ tenancy: \S/.test(text));
  };

  visit(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = node.expression;
    const first = node.arguments[0];
    if (
      ts.isIdentifier(callee) &&
      handFilter.has(callee.text) &&
      first &&
      ts.isPropertyAccessExpression(first) &&
      first.name.text === 'companyId'
    )
      report(
        file,
        source,
        node,
        `companyId compared by hand: write ofCompany(${first.expression.getText(source)}, ...) (db/tenant.ts)`,
      );
    if (
      ts.isPropertyAccessExpression(callee) &&
      query.has(callee.name.text) &&
      first &&
      ts.isIdentifier(first) &&
      companyOwned.has(first.text)
    ) {
      // The whole chain: db.select().from(t).innerJoin(...).where(...).limit(1).
      let chain: ts.Node = node;
      while (
        (ts.isPropertyAccessExpression(chain.parent) && chain.parent.expression === chain) ||
        (ts.isCallExpression(chain.parent) && chain.parent.expression === chain)
      )
        chain = chain.parent;
      const statement = ts.findAncestor(node, ts.isStatement) ?? node;
      if (!scopes(chain, first.text, new Set()) && !waived(statement) && !waived(node)) {
        const relative = path.relative(path.dirname(root), file);
        const key = `${callee.name.text}(${first.text})`;
        const inFile = unscoped.get(relative) ?? new Map<string, string[]>();
        inFile.set(key, [...(inFile.get(key) ?? []), where(file, source, node)]);
        unscoped.set(relative, inFile);
      }
    }
  });
}

if (process.argv.includes('--update-known')) {
  const counts = Object.fromEntries(
    [...unscoped]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, keys]) => [file, Object.fromEntries([...keys].map(([k, at]) => [k, at.length]))]),
  );
  writeFileSync(knownFile, `${JSON.stringify(counts, null, 2)}\n`);
}
const knownNow = process.argv.includes('--update-known')
  ? JSON.parse(readFileSync(knownFile, 'utf8'))
  : known;
for (const [file, keys] of unscoped)
  for (const [key, at] of keys) {
    const allowed = knownNow[file]?.[key] ?? 0;
    if (at.length > allowed)
      for (const place of at)
        findings.push(
          `${place}: ${key} without ofCompany(${key.slice(key.indexOf('(') + 1, -1)}, ...): add it, or say why not on the line before (// tenancy: ...)` +
            (allowed > 0 ? ` (${at.length} such queries in this file, ${allowed} known)` : ''),
        );
  }
for (const [file, keys] of Object.entries(knownNow as Record<string, Record<string, number>>))
  for (const [key, allowed] of Object.entries(keys)) {
    const now = unscoped.get(file)?.get(key)?.length ?? 0;
    if (now < allowed)
      findings.push(
        `${path.basename(knownFile)}: ${file} ${key} is known ${allowed} times and now found ${now}: lower the count (--update-known)`,
      );
  }

for (const finding of findings.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
  console.error(finding);
if (findings.length > 0) {
  console.error(`\n${findings.length} tenancy finding(s): see docs/decisions/0062-one-tenant-helper.md`);
  process.exit(1);
}
