import { indexOf, passagesText } from '../kb/documents.js';
import { italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { numericStartDate, statedAgreement } from './document-facts.js';

/**
 * "Mi sposo il 12 dicembre: posso già prendere il congedo matrimoniale anche se sono ancora in prova?" on a hiring
 * letter: the letter's first day and probation tell whether the wedding falls inside the probation, and the
 * agreement's marriage leave (Commercio art. 158: "per chi ha superato la prova") whether it is due then. A
 * probation counted in days actually worked ends no earlier than the same count of calendar days, so a wedding
 * before that day is inside it for sure. Undefined when the question is not about the marriage leave and the
 * probation, the letter states no probation or first day, no wedding day is told, or the agreement's rule does
 * not tie the leave to the probation.
 */

const MARRIAGE = /\bcongedo matrimonial\w*|\bmatrimoni\w*|\bmi sposo\b|\bsposarmi\b|\bnozze\b/;
const PROBATION_ASKED = /\bprova\b/;
const PROBATION =
  /\b(?:periodo di )?prova\b[^\d\n]{0,20}(\d{1,3})\s+(giorni|mesi|mese|settimane)\b([^\n.]{0,40})/;
const WEDDING_DAY = new RegExp(String.raw`\b(\d{1,2})\s*(?:°\s*)?(${MONTH_NAMES})\b(?:\s+(\d{4}))?`);

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The last day of a term from its first day (calendar days, weeks or months). */
function termEnd(start: string, amount: number, unit: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (unit.startsWith('mes')) d.setUTCMonth(d.getUTCMonth() + amount);
  else d.setUTCDate(d.getUTCDate() + (unit === 'settimane' ? amount * 7 : amount));
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The wedding day told ("il 12 dicembre"), in the first year on or after the hire. */
function weddingDay(question: string, start: string): string | undefined {
  const m = WEDDING_DAY.exec(question);
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[2] ?? '') + 1;
  const day = Number(m[1]);
  const year = m[3] ? Number(m[3]) : Number(start.slice(0, 4));
  const said = iso(year, month, day);
  return !m[3] && said < start ? iso(year + 1, month, day) : said;
}

export function documentLeaveInProbation(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!MARRIAGE.test(question) || !PROBATION_ASKED.test(question)) return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const raw = passagesText(document);
    const text = fold(raw);
    const start = numericStartDate(raw);
    const term = PROBATION.exec(text);
    const ccnl = statedAgreement(ctx.kb, raw);
    const rule = ccnl?.leave.marriage;
    if (!start || !term || !ccnl || !rule?.text || !/\bprova\b/.test(rule.text)) continue;
    const wedding = weddingDay(question, start);
    if (!wedding) continue;
    const amount = Number(term[1]);
    const unit = term[2] ?? 'giorni';
    const worked = /effettiv\w* (?:lavoro|servizio|prestazione)/.test(term[3] ?? '');
    const end = termEnd(start, amount, unit);
    const inside = wedding <= end;
    // Days actually worked end later than the same calendar days, by how much the letter does not tell.
    if (worked && !inside) continue;
    const told = `${amount} ${unit}${worked ? ' di effettivo lavoro' : ''}`;
    const endSaid = worked ? `non prima del ${italianDate(end)}` : `il ${italianDate(end)}`;
    const passage = passages.find((p) => /\bprova\b/i.test(p.text));
    return compose({
      answer: inside
        ? `${bold('No')}: il ${italianDate(wedding)} sei ancora in prova (${told} dal ${italianDate(start)}, che finiscono ${endSaid}), e nel ${ccnl.short_name} il congedo matrimoniale retribuito spetta a chi ha superato la prova (${rule.article ?? 'CCNL'}).`
        : `${bold('Sì')}: il ${italianDate(wedding)} la prova (${told} dal ${italianDate(start)}) è finita ${endSaid}, e nel ${ccnl.short_name} il congedo matrimoniale retribuito spetta a chi ha superato la prova (${rule.article ?? 'CCNL'}).`,
      steps: [
        `Regola del ${ccnl.short_name}: ${rule.text}.`,
        ...(worked
          ? [
              `I giorni di effettivo lavoro non contano riposi, festività e assenze: la prova finisce più tardi del ${italianDate(end)}.`,
            ]
          : []),
        ...(inside
          ? [
              'Puoi chiedere al datore di lavoro di spostare la data del congedo dopo la fine della prova, o ferie e permessi, se maturati e concessi.',
            ]
          : []),
      ],
      assumptions: [
        `Dati dalla lettera «${document.fileName}»: inizio il ${italianDate(start)}, prova di ${told}.`,
      ],
      citations: [
        ...(passage ? [citePassage(passage, `Documento caricato: ${document.fileName}`)] : []),
        ...citeSources(ccnl, `Congedo matrimoniale: ${rule.text}`, rule.article ?? null, rule.sources, 2),
      ],
      related: [`Quanti giorni di congedo matrimoniale spettano nel ${ccnl.short_name}?`],
    });
  }
  return undefined;
}
