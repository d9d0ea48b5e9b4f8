// `pnpm kb:coverage`: prints the knowledge base's agreements × topics matrix and the total against the target.
import { loadConfig } from './config.js';
import { coverageReport, formatCoverage } from './kb/coverage.js';
import { loadKnowledgeBase } from './kb/knowledge-base.js';

const date = process.argv[2] ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
  console.error(`Data non valida: ${date} (usa AAAA-MM-GG).`);
  process.exit(2);
}
const kb = loadKnowledgeBase(loadConfig(process.env).kbDir);
console.log(formatCoverage(coverageReport(kb.agreements, date)));
