import { citeSources } from '../agents/answer.js';
import type { Passage } from '../kb/passages.js';
import type { Ccnl } from '../kb/schema.js';
import { TOPICS, type Topic } from '../kb/topics.js';
import { askedVerdict, askingSentences, withVerdictWord } from './asked-verdict.js';
import { checkFigure, duration, type StatedFigure, type Verdict } from './compliance.js';
import { labelledTerm, termLevel } from './labelled-terms.js';

/**
 * A letter's notice or holidays weighed against the agreement ("Preavviso: 15 giorni", "Ferie: 22 giorni
 * lavorativi"): the notice of the level's first seniority band (a letter hires, so no years of service yet), the
 * yearly holidays where the agreement states one figure of working days. Undefined for other subjects, a level
 * or band the agreement does not list, or units that cannot be compared.
 */

const levelLabel = (level: string) => (/^\d+$/.test(level) ? `${level}° livello` : `livello ${level}`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number, unit: string) => (n === 1 ? unit.replace(/i$/, 'o') : unit);

export function termVerdict(
  figure: StatedFigure,
  ccnl: Ccnl,
  level: string | undefined,
): Verdict | undefined {
  const stated = `il documento indica ${figure.text}`;
  if (figure.topic === 'preavviso' && level) {
    const row = ccnl.notice.by_level?.find((r) => r.levels.includes(level));
    const due = row && duration('preavviso', row.licenziamento ?? '');
    if (!row || !due || due.unit !== figure.unit) return undefined;
    const resign =
      row.dimissioni && row.dimissioni !== row.licenziamento ? ` (${row.dimissioni} per le dimissioni)` : '';
    const band = row.seniority ? `, anzianità ${row.seniority}` : '';
    const where = `per il ${levelLabel(level)} del ${ccnl.short_name}${band} il preavviso è di **${row.licenziamento}**${resign}`;
    const gap = Math.abs(due.value - figure.value);
    const verdict =
      gap === 0
        ? 'è conforme'
        : `non è conforme: ${figure.value < due.value ? 'più breve' : 'più lungo'} di ${gap} ${plural(gap, figure.unit)}`;
    return {
      text: `${capital(stated)}; ${where}: ${verdict}.`,
      citations: citeSources(
        ccnl,
        `Preavviso nel ${ccnl.short_name}: ${ccnl.notice.text}`,
        null,
        ccnl.notice.sources,
      ),
    };
  }
  if (figure.topic === 'ferie' && figure.unit === 'giorni') {
    const text = ccnl.holidays.text ?? '';
    const days = [...new Set([...text.matchAll(/(\d+) giorni lavorativi/g)].map((m) => Number(m[1])))];
    const [due] = days;
    if (days.length !== 1 || due === undefined) return undefined;
    const rule = text.split(';')[0] ?? text;
    const verdict =
      figure.value >= due ? 'è conforme' : `non è conforme: mancano ${due - figure.value} giorni l'anno`;
    return {
      text: `${capital(stated)}; nel ${ccnl.short_name} le ferie sono ${rule.replace(/^\d+ giorni lavorativi/, (d) => `**${d}**`)}: ${verdict}.`,
      citations: citeSources(ccnl, `Ferie nel ${ccnl.short_name}: ${text}`, null, ccnl.holidays.sources),
    };
  }
  return undefined;
}

/**
 * Several terms weighed at once ("la prova e il preavviso sono quelli previsti?"): one line each, the first opened
 * by the verdict word the question asks, "Sì" only when every term complies.
 */
export function weighedLines(
  question: string,
  terms: readonly { text: string; topic?: Topic | undefined }[],
): string[] {
  const lines = terms.map((t) => t.text);
  const complies = lines.map((l) => /: (non )?è conforme\b/.exec(l));
  if (!complies[0]) return [...lines];
  // "la paga è almeno il minimo? poi … dopo la prova …": the verdict answers the subjects its own sentence names
  // (the pay), not a probation weighed beside it; a sentence naming none of them ("va tutto bene?") weighs all.
  const asking = askingSentences(question)
    .filter((s) => askedVerdict(s, true))
    .join(' ');
  const named = terms.map(({ topic }) => TOPICS.some((d) => d.key === topic && d.pattern.test(asking)));
  const weighs = (i: number) => !named.some(Boolean) || named[i] === true;
  const all = complies.every((c, i) => !c || c[1] === undefined || !weighs(i));
  const [first = '', ...rest] = lines;
  return [withVerdictWord(first, askedVerdict(question, all)), ...rest];
}

/** The other subjects asked beside the first (`topics` after it), each weighed on the term the document labels. */
export function otherTermVerdicts(
  topics: readonly Topic[],
  passages: readonly Passage[],
  ccnl: Ccnl,
  question: string,
  documentText: string,
  today: string,
): (Verdict & { topic: Topic })[] {
  const verdicts: (Verdict & { topic: Topic })[] = [];
  for (const topic of topics.slice(1, 3)) {
    const term = labelledTerm(passages, topic);
    if (!term) continue;
    const level = termLevel(ccnl, topic, question, documentText);
    const verdict =
      termVerdict(term.figure, ccnl, level) ??
      (topic === 'prova' || topic === 'orario' ? checkFigure(term.figure, ccnl, level, today) : undefined);
    if (verdict) verdicts.push({ ...verdict, topic });
  }
  return verdicts;
}
