import type { Ccnl } from '../kb/schema.js';
import { askOf } from '../reader/off-topic-ask.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { BEREAVEMENT_LAW, lawCitations } from './law-facts.js';

/**
 * Bereavement leave compared between agreements ("in quale dei due contratti ho diritto ai giorni per lutto?"):
 * bereavement is no measure of the comparison table, so the question fell on paid leave hours (ROL). Each
 * agreement's own rule is read from its facts; the relative's degree, when told ("mio zio, parente di terzo
 * grado"), is set against the degree each rule reaches, and which agreement gives the days opens the answer.
 */

/** A death told or bereavement leave named. */
const DEATH = /\blut+[oi]\b|\bdecess\w*|\b(?:e|sono) mort[oaie]\b|\bmorte\b|\bscompars[oa]\b|\bfunerale\b/;
/** The ask is about leave or days off. */
const LEAVE_ASKED = /\bpermess\w*|\bgiorni\b|\bcongedo\b|\blutto\b|\bassent\w*/;

const ORDINAL: Readonly<Record<string, number>> = { primo: 1, secondo: 2, terzo: 3, quarto: 4 };
const DEGREE_SAID = /\b(primo|secondo|terzo|quarto|[1-4])\s*(?:°|º|o)?\s*grado\b/;
const ordinal = (word: string) => ORDINAL[word] ?? Number(word);

// The relatives a bereavement names, by degree (grandchildren and nephews alike share "nipote").
const DEGREES: readonly [RegExp, number][] = [
  [/\b(?:mi[oa] (?:madre|padre|mamma|papa|figli[oa]|suocer[oa])|genitori|miei figli)\b/, 1],
  [/\bmi[oa] (?:nonn[oa]|fratello|sorella|nipote|cognat[oa])\b/, 2],
  [/\bmi[oa] (?:zi[oa]|bisnonn[oa]|pronipote|prozi[oa])\b/, 3],
];

/** The relative's degree: said outright ("parente di terzo grado"), else the furthest relative named. */
function degreeTold(text: string): number | undefined {
  const said = DEGREE_SAID.exec(text)?.[1];
  if (said) return ordinal(said);
  const named = DEGREES.filter(([pattern]) => pattern.test(text)).map(([, d]) => d);
  return named.length ? Math.max(...named) : undefined;
}

/** The furthest degree an agreement's rule reaches ("fino al terzo grado", "entro il 2° grado"). */
function reachOf(rule: string): number | undefined {
  const m =
    /\b(?:fino al|entro il|entro al|sino al)\s+(primo|secondo|terzo|quarto|[1-4])\s*(?:°|º)?\s*grado\b/.exec(
      rule,
    );
  return m?.[1] ? ordinal(m[1]) : undefined;
}

/** The days the rule gives ("3 giorni lavorativi retribuiti"). */
const daysOf = (rule: string) =>
  /\b(?:fino a )?\d+ giorni(?: lavorativi)?(?: di permesso)?(?: retribuiti)?\b/.exec(rule)?.[0];

interface Row {
  ccnl: Ccnl;
  rule: string;
  reach: number | undefined;
  days: string | undefined;
  byLaw: boolean;
}

function rowOf(ccnl: Ccnl): Row {
  const own = ccnl.leave.bereavement.text;
  if (own) {
    const rule = own.replace(/\.$/, '');
    return { ccnl, rule, reach: reachOf(readable(rule)), days: daysOf(rule), byLaw: false };
  }
  // No rule of the agreement held: the law's (L. 53/2000), which every employee has.
  const rule = `regola propria non nella base di conoscenza: vale la legge (${BEREAVEMENT_LAW.reference}), ${BEREAVEMENT_LAW.figure} per coniuge, convivente o parenti entro il 2° grado, entro 7 giorni dal decesso`;
  return { ccnl, rule, reach: 2, days: '3 giorni lavorativi', byLaw: true };
}

/** Whether the question compares bereavement leave; undefined when it asks something else. */
export function bereavementCompare(message: string, agreements: Ccnl[]): AgentAnswer | undefined {
  const text = readable(message);
  if (agreements.length < 2 || !DEATH.test(text) || !LEAVE_ASKED.test(askOf(text))) return undefined;
  // Another subject asked outright (ferie, preavviso, minimi) keeps the comparison table.
  if (/\bferie\b|\bpreavvis|\bminim[oi]\b|\bstipend|\bprova\b|\bmalatti/.test(askOf(text))) return undefined;
  const rows = agreements.map(rowOf);
  const degree = degreeTold(text);
  const citations: Citation[] = rows.flatMap((r) =>
    r.byLaw
      ? lawCitations(BEREAVEMENT_LAW, BEREAVEMENT_LAW.text.replace('{figure}', BEREAVEMENT_LAW.figure))
      : citeSources(
          r.ccnl,
          `${r.ccnl.short_name}, permessi per lutto: ${r.rule}`,
          r.ccnl.leave.bereavement.article ?? null,
          r.ccnl.leave.bereavement.sources,
          1,
        ),
  );
  const table = [
    '| CCNL | Permessi per lutto |',
    '| --- | --- |',
    ...rows.map((r) => `| ${r.ccnl.short_name} | ${r.rule.replace(/\|/g, '\\|')} |`),
  ];
  return compose({
    answer: opening(rows, degree),
    steps: ['Confronto:', '', ...table],
    assumptions: [
      'I contratti possono solo migliorare la legge: per legge (L. 53/2000, art. 4) spettano 3 giorni lavorativi l’anno per coniuge, convivente e parenti entro il 2° grado.',
    ],
    citations,
    related: agreements
      .slice(0, 2)
      .map((c) => `Quanti giorni di congedo matrimoniale spettano nel ${c.short_name}?`),
  });
}

function opening(rows: Row[], degree: number | undefined): string {
  const gives = (r: Row) => {
    const within = /\bentro (\d+) giorni\b/.exec(r.rule)?.[1];
    return `nel ${r.ccnl.short_name}, ${bold(r.days ?? 'il permesso')}${within ? ` da usare entro ${within} giorni` : ''}`;
  };
  if (degree === undefined) return `Permessi per lutto: ${rows.map(gives).join('; ')}.`;
  const who = `un parente di ${degree}° grado`;
  const yes = rows.filter((r) => r.reach !== undefined && degree <= r.reach);
  const no = rows.filter((r) => r.reach !== undefined && degree > r.reach);
  const unknown = rows.filter((r) => r.reach === undefined);
  const refused = no.map((r) => {
    const livesWith = /convivent/.test(r.rule) ? ', salvo che fosse convivente' : '';
    return `nel ${r.ccnl.short_name} no: il permesso vale per i parenti entro il ${r.reach}° grado${livesWith}`;
  });
  const open = unknown.map((r) => `nel ${r.ccnl.short_name} la regola non dice fino a che grado: ${r.rule}`);
  const others = [...refused, ...open];
  const tail = others.length ? `; ${others.join('; ')}` : '';
  if (!yes.length)
    return `Per ${who} ${bold('nessuno dei contratti confrontati')} prevede il permesso retribuito per lutto${tail}.`;
  return `Per ${who} il permesso retribuito per lutto spetta ${yes.map(gives).join(' e ')}${tail}.`;
}
