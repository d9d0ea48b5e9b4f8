import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every Italian text a user reads lives in the catalogue (`packages/core/src/strings/`). This test reads the
 * sources of core, the terminal, the web app, the credit server and the backend with TypeScript's parser and
 * lists the string literals and JSX texts that look like Italian prose anywhere else. The backend's answers
 * are content, not interface: the modules that compose them (agents, knowledge base, payroll steps, the
 * question reader, the model's prompts, the document answers) are left out, and so is the API documentation
 * (OpenAPI `summary` and `description`), which developers read.
 */
const root = join(import.meta.dirname, '../../../..');
const scanned = [
  'packages/core/src',
  'packages/cli/src',
  'packages/web/src',
  'packages/credit-server/src',
  'packages/backend/src',
];
const content = [
  /^packages\/backend\/src\/(agents|kb|payroll|reader|llm)\//,
  // The document answers: their composer, a payslip item checked against the table, the parts a question asks,
  // the payslip items of the kinds asked summed, a letter's facts read off it, the labelled figures asked (with a
  // household payslip's zero IRPEF explained), the Sì/No a check opens with as the question asked it, a letter's
  // several terms weighed together, a notice it leaves unread, a payslip's fixed items checked against the table, a
  // fixed-term letter's probation weighed by the 2024 rule, a letter's minimum item named, a payslip item named by
  // the agreement's own name for it, a timesheet's day rows summed against its printed total and a leave summary's
  // columns read by their Italian headers, a timesheet's hours of one kind with the day they were worked, a payslip
  // still on a level the agreement abolished, a payslip's line for a holiday that fell on a Sunday, a payslip's
  // CIG line weighed against the share and ceiling, and the parts a question asks of a letter quoted from it.
  /^packages\/backend\/src\/documents\/(answer|asked-parts|asked-verdict|component-arrears|component-check|compliance|hostile-files|test-files|kinds-summed|summed-items|table-items|letter-facts|labelled-values|labelled-answer|part-time-due|term-verdicts|unread-notice|fixed-items-check|fixed-term-probation|minimum-item|named-item-check|section-weighed|day-rows-total|days-total|leave-balance|kind-hours|ceased-level-held|sunday-holiday-line|cig-line-check|asked-coverage)\.ts$/,
  // The knowledge-base maintainers' report (`pnpm kb:coverage`), beside kb/coverage.ts.
  /^packages\/backend\/src\/kb-coverage\.ts$/,
];
const skippedFiles = [
  ...content,
  /\.test\.tsx?$/,
  /\.test-helper\.tsx?$/,
  /test-(helpers|utils|setup)\.tsx?$/,
  /\/testing\//,
  /\.bench-data\.ts$/,
  /^packages\/core\/src\/strings\//,
];

/**
 * Italian texts that are data or rules, not interface: each says why.
 * Keyed by file; the values are the exact literals allowed there.
 */
const allowed: Record<string, readonly string[]> = {
  // The units a key figure is measured in: a pattern the rule matches answers with, never shown.
  'packages/core/src/rules/key-figure.ts': [
    '€|euro|%|ore(?:\\s+settimanali)?|giorni(?:\\s+(?:lavorativi|di\\s+calendario))?|settimane|mesi|anni|mensilità',
  ],
};

const accented = /[àèéìòùÀÈÉÌÒÙ]/;
// Words that are Italian and not English. A literal is Italian prose when it has an accented letter, or one
// of these words and a space ('JSON non valido'), or starts with one capitalised ('Errore'). A lone word in
// lower case ('domanda', 'del') is a key or a rule's data, not a text.
const italianWords = new Set(
  (
    'il lo la gli le un una uno del della dello delle degli dei al alla alle ai nel nella nelle sul sulla ' +
    'per con che non di da tra fra questo questa quello sono hai puoi vuoi riprova errore impossibile ' +
    'seleziona chiudi conferma caricamento nessun nessuna domanda domande risposta conversazione ' +
    'conversazioni crediti accesso servizio richiesta valido valida ancora oppure accedi nuovo'
  ).split(' '),
);

function looksItalian(text: string): boolean {
  const words = text.toLowerCase().match(/[a-zà-ù]+/g) ?? [];
  if (words.length === 0) return false;
  if (accented.test(text) && words.some((word) => word.length > 1)) return true;
  if (!words.some((word) => italianWords.has(word))) return false;
  return /\s/.test(text.trim()) || /^[A-ZÀ-Ù]/.test(text.trim());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !skippedFiles.some((pattern) => pattern.test(path)) ? [path] : [];
  });
}

/** The literal texts of a file a user could read: strings, template pieces and JSX text. */
/** The OpenAPI keys the backend's routes document themselves with. */
const docKeys = new Set(['summary', 'description']);

function literals(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(join(root, path), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const apiDocs = path.startsWith('packages/backend/');
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (apiDocs && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && docKeys.has(node.name.text))
      return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      found.push(node.text);
    else if (ts.isJsxText(node) && node.text.trim()) found.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function italianOutsideCatalogue(): string[] {
  return scanned.flatMap((dir) =>
    sourceFiles(dir).flatMap((path) =>
      literals(path)
        .filter((text) => looksItalian(text) && !allowed[path]?.includes(text))
        .map((text) => `${relative('.', path)}: ${JSON.stringify(text)}`),
    ),
  );
}

describe('the catalogue', () => {
  it('the heuristic tells Italian interface text from code', () => {
    expect(looksItalian('Sessione scaduta: accedi di nuovo')).toBe(true);
    expect(looksItalian('Conversazione eliminata con successo')).toBe(true);
    expect(looksItalian('Not found')).toBe(false);
    expect(looksItalian('La domanda è vuota')).toBe(true);
    expect(looksItalian('Impossibile leggere il file')).toBe(true);
    expect(looksItalian('application/json; charset=utf-8')).toBe(false);
    expect(looksItalian('request failed')).toBe(false);
    expect(looksItalian('main-agent')).toBe(false);
    expect(looksItalian('Errore: ')).toBe(true);
    expect(looksItalian('domanda')).toBe(false);
    expect(looksItalian('api/riferimenti-risposta/')).toBe(false);
  });

  it('no Italian interface text is written outside it (core, terminal, web, credit server, backend)', () => {
    expect(italianOutsideCatalogue()).toEqual([]);
  });
});
