import { indexOf, passagesText } from '../kb/documents.js';
import { italianDate } from '../kb/format.js';
import { findLevel } from '../kb/pay.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { numericStartDate, statedAgreement } from './document-facts.js';

/**
 * "quando finisce la prova?" on a hiring letter: the letter's probation in calendar days or months, from the
 * first day of work it states, ends on a day that can be told; the agreement's maximum for the letter's level
 * is said beside it. A probation counted in days actually worked ("di effettivo lavoro") moves with every
 * absence, so the day is given as the earliest it can end. Undefined when the question does not ask when the
 * probation ends or the letter states no probation or no first day.
 */

const ASKS_END =
  /\b(?:si )?conclud\w*|\bin (?:che|quale) data\b|\bquando (?:finisc\w*|termin\w*|scad\w*|fini\w*|e finita)\b|\bfino a quando\b|\bche giorno\b|\bultimo giorno\b|\bentro (?:che|quale) (?:data|giorno)\b|\bfine (?:della|del periodo di) prova\b/;
const PROBATION =
  /\b(?:periodo di )?prova\b[^\d\n]{0,20}(\d{1,3})\s+(giorni|mesi|mese|settimane)\b([^\n.]{0,40})/;

// "Periodo di prova: come previsto dal CCNL", "secondo il contratto collettivo": no term of its own.
const REFERS_TO_AGREEMENT =
  /\bprova\b[^\d\n]{0,20}(?:come |quell\w+ )?(?:previst\w+|stabilit\w+|indicat\w+|secondo)\b[^\d\n]{0,25}\b(?:ccnl|contratto collettivo|contratto nazionale)\b/;

// "Inizio: 01/12/2026", "Data inizio rapporto: …": the first day of work, where no hire word says it.
const FIRST_DAY =
  /\b(?:data (?:di )?inizio|inizio)(?: (?:del )?(?:rapporto|lavoro|attivita))?\s*:?\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/;
const firstDay = (text: string): string | undefined => {
  const m = FIRST_DAY.exec(text);
  return m ? `${m[3]}-${(m[2] ?? '').padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}` : undefined;
};

const addTerm = (start: string, amount: number, unit: string): string => {
  const d = new Date(`${start}T00:00:00Z`);
  if (unit.startsWith('mes')) d.setUTCMonth(d.getUTCMonth() + amount);
  else d.setUTCDate(d.getUTCDate() + (unit === 'settimane' ? amount * 7 : amount));
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

export function documentProbationEnd(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!/\bprova\b/.test(question) || !ASKS_END.test(question)) return undefined;
  for (const document of ctx.documents) {
    const raw = passagesText(document);
    const text = fold(raw);
    const start = numericStartDate(raw) ?? firstDay(text);
    if (!start) continue;
    const ccnl = statedAgreement(ctx.kb, raw);
    const level = ccnl && findLevel(ccnl, raw);
    const row = level ? ccnl?.probation.by_level?.find((r) => r.levels.includes(level)) : undefined;
    const levelName = /^\d/.test(level ?? '') ? `${level}° livello` : `livello ${level}`;
    // "Periodo di prova: come previsto dal CCNL per il livello": the agreement's own term for the letter's level
    // is the letter's probation, counted from the letter's first day.
    const referred =
      !PROBATION.test(text) && REFERS_TO_AGREEMENT.test(text) && row
        ? PROBATION.exec(`prova ${fold(row.max)}`)
        : null;
    const stated = PROBATION.exec(text) ?? referred;
    if (!stated?.[1] || !stated[2]) continue;
    const amount = Number(stated[1]);
    const unit = stated[2];
    const worked = /effettiv|lavorativ|prestazione/.test(stated[3] ?? '');
    const end = addTerm(start, amount, unit);
    const said = `${amount} ${unit}${worked ? ' di effettivo lavoro' : ''}`;
    const answer = referred
      ? worked
        ? `La prova dura ${bold(said)}, il termine del ${ccnl?.short_name} per il ${levelName} a cui la lettera rinvia, e finisce ${bold(`non prima del ${italianDate(end)}`)}: si contano solo i giorni lavorati dal ${italianDate(start)}, quindi ogni assenza la sposta in avanti.`
        : `La prova dura ${bold(`${said} di calendario`)}, il termine del ${ccnl?.short_name} per il ${levelName} a cui la lettera rinvia, e finisce il ${bold(italianDate(end))}, contando dal ${italianDate(start)}, primo giorno di lavoro indicato nella lettera.`
      : worked
        ? `La prova di ${said} finisce ${bold(`non prima del ${italianDate(end)}`)}: si contano solo i giorni lavorati dal ${italianDate(start)}, quindi ogni assenza (malattia, ferie, riposi) la sposta in avanti.`
        : `La prova finisce il ${bold(italianDate(end))}: ${said} di calendario dal ${italianDate(start)}, primo giorno di lavoro indicato nella lettera.`;
    const max =
      ccnl && row && !referred ? ` Per il ${levelName} del ${ccnl.short_name} il massimo è ${row.max}.` : '';
    const first = indexOf(document).passages[0];
    const citations = [
      ...(first ? [citePassage(first, `Documento caricato: ${document.fileName}`)] : []),
      ...(ccnl && row
        ? citeSources(ccnl, row.max, ccnl.probation.article ?? null, ccnl.probation.sources)
        : []),
    ];
    return compose({
      answer: `${answer}${max}`,
      steps: [],
      assumptions: [
        'Durante la prova ciascuna parte può recedere senza preavviso; superata la prova, l’assunzione diventa definitiva e il periodo conta nell’anzianità.',
      ],
      citations,
      related: [],
    });
  }
  return undefined;
}
