// `pnpm eval:reader`: runs the rule reader alone (no backend, no agents) on the corpus of real questions and
// prints the intent accuracy (overall, per intent, the confusions) and the accuracy of each slot.
// `--verbose` lists every slot read wrong; `--id=rq-0` filters by id prefix.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatReport, loadCorpus, loadScopeCorpus, readerInput, scoreCorpus } from './score.mjs';

const dist = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
if (!existsSync(dist)) {
  console.error('Manca packages/backend/dist/index.js: esegui `pnpm --filter @ccnl/backend build`.');
  process.exit(1);
}
const { loadConfig, loadKnowledgeBase, readQuestion } = await import(dist);
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const prefixes = process.argv.filter((a) => a.startsWith('--id=')).flatMap((a) => a.slice(5).split(','));
const pick = (questions) =>
  questions.filter((q) => !prefixes.length || prefixes.some((p) => q.id.startsWith(p)));
const verbose = process.argv.includes('--verbose');
for (const [title, questions] of [
  ['Domande reali (real-questions.json)', pick(loadCorpus())],
  ['Perimetro: fuori tema e CCNL non coperti (scope-questions.json)', pick(loadScopeCorpus())],
]) {
  if (!questions.length) continue;
  console.log(`== ${title}`);
  console.log(
    formatReport(
      scoreCorpus(questions, (q) => readQuestion(readerInput(kb, q))),
      { verbose },
    ),
    '\n',
  );
}
