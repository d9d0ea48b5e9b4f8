import { employmentRule } from '../kb/employment-rules.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { referenceCitations } from './law-beside-agreements.js';

/**
 * The "contratto misto" of the collegato lavoro (L. 203/2024, art. 17): the same person employed part time and
 * working as a self-employed professional (VAT number, flat-rate scheme) for the same employer. Its conditions are
 * the law's, whatever agreement applies (`data/law/employment-rules.json`, rule `mixed_contract`): the employer's
 * size, an open-ended part-time between 40% and 50% of full time, a certified self-employment contract. Before,
 * the question was read as the agreement's part-time chapter and answered with its minimum weekly hours.
 */

const MIXED = /\bcontratt\w* mist\w*|\bcausa mista\b/;
const SELF_EMPLOYED =
  /\bpartita iva\b|\bp\.? ?iva\b|\blibero professionista\b|\bliber\w* professional\w*|\b(?:lavoro|lavoratore|rapporto) autonom\w*|\bforfettari\w*|\bforfetari\w*/;
const PART_TIME =
  /\bpart.?time\b|\bpartime\b|\btempo parziale\b|\bridur\w* (?:\w+ )?(?:l'|il |le )?(?:orario|ore)\b/;
// The same employer on both sides: "per loro", "con la stessa azienda", "per lo stesso datore".
const SAME_EMPLOYER =
  /\bper loro\b|\bstess\w* (?:azienda|datore|ditta|societa|impresa)\b|\bmedesim\w* (?:azienda|datore)\b|\bper l'azienda\b/;
const EMPLOYEES =
  /\b(?:circa |oltre |piu di |quasi )?(\d{1,3}(?:\.\d{3})?|\d+) (?:dipendenti|lavoratori|addetti)\b/;

/** The mixed contract asked: named, or a part-time beside a VAT number with the same employer. */
function mixedAsked(text: string): boolean {
  if (MIXED.test(text) && (SELF_EMPLOYED.test(text) || PART_TIME.test(text))) return true;
  return SELF_EMPLOYED.test(text) && PART_TIME.test(text) && SAME_EMPLOYER.test(text);
}

/** The law's conditions for a mixed contract, when asked; else undefined. */
export function mixedContractAnswer(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!mixedAsked(text)) return undefined;
  const rule = employmentRule('mixed_contract');
  const raw = EMPLOYEES.exec(text)?.[1];
  const employees = raw === undefined ? undefined : Number(raw.replace(/\./g, ''));
  const size =
    employees === undefined
      ? ''
      : employees > 250
        ? ` Con circa ${employees} dipendenti il requisito della dimensione è rispettato.`
        : ` Con ${employees} dipendenti l'azienda è sotto la soglia: il contratto misto non è possibile.`;
  return compose({
    answer: `Per il contratto misto (${rule.reference}) il rapporto di lavoro dipendente deve essere un ${bold('part-time tra il 40% e il 50% del tempo pieno')} del contratto collettivo applicato, a tempo indeterminato, e il datore di lavoro deve essere grande: la norma chiede più di 250 dipendenti (le guide dicono «${bold('almeno 250 dipendenti')}»), contati al 1° gennaio dell'anno in cui si firmano i due contratti.${size}`,
    steps: [
      `La regola di legge: ${rule.text}`,
      'Con un tempo pieno di 40 ore settimanali il part-time deve stare tra 16 e 20 ore; restano validi anche i minimi di ore del contratto collettivo applicato.',
      'Attenzione al requisito professionale: la via ordinaria è per chi è iscritto a un albo o registro professionale (per esempio ingegneri); uno sviluppatore non iscritto a un albo può avere il contratto misto solo se un accordo di prossimità aziendale o territoriale lo prevede. Senza certificazione del contratto autonomo, o con mansioni e orari che si sovrappongono, il rapporto rischia di essere considerato tutto subordinato.',
    ],
    assumptions: [
      'È una regola di legge (L. 203/2024, in vigore dal 12 gennaio 2025), valida con ogni contratto collettivo; i limiti di ricavi del regime forfettario restano quelli ordinari.',
    ],
    citations: referenceCitations(rule),
    related: ['Qual è l’orario minimo del part-time nel mio contratto collettivo?'],
  });
}
