import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type Citation, citeAgreementPassage } from './answer.js';
import { bold } from './compose.js';

/**
 * Session 53: "la mia azienda mi integra la maternità al 100% o prendo solo l'80% dell'INPS?" with no agreement
 * named. The law pays 80% (INPS) and obliges no employer to add to it: a top-up comes from the CCNL applied (or a
 * company agreement). The answer opens saying so and asks which agreement, naming those of the knowledge base
 * whose sourced passages give a top-up; the law's rule follows.
 */

/** The top-up asked: "mi integra", "integrazione", "al 100%", "la differenza", "pagata tutta". */
export const TOP_UP_ASKED =
  /\bintegr\w*|\b100 ?%|\bcento per cento\b|\bla differenza\b|\b(?:pagat\w*|retribuit\w*|stipendio) (?:per )?inter\w*|\bstipendio pieno\b/;

/** An agreement's passage that tops the maternity allowance up to a figure ("integra … fino al 100%"). */
const TOPS_UP = /maternit[^.]*integr\w*[^.]*\d+ ?%|integr\w*[^.]*maternit[^.]*\d+ ?%/i;

/** The early (anticipated) leave before the five months: "maternità anticipata", "interdizione anticipata". */
const EARLY_ASKED =
  /\bmaternita anticipat\w*|\b(?:interdizion|astension|congedo)\w* anticipat\w*|\bgravidanza a rischio\b|\bprima dei 5 mesi\b/;
/** An agreement's passage on the early leave's pay, and whether it denies the top-up there. */
export const EARLY_PASSAGE = /maternit\w* anticipat|interdizion\w* anticipat/i;
const DENIES = /\bnon (?:prevede|spetta|integra|e previst)\w*/i;

/**
 * Session 69 (fmat): the top-up asked for the early maternity leave ("sono in maternità anticipata per gravidanza a
 * rischio: mi spetta l'integrazione anche adesso o solo dopo?"). The agreement's passage on the early leave gives
 * the verdict and opens; an agreement whose sources give the top-up only for the compulsory leave says that the
 * early leave is not in the knowledge base, rather than a yes read from the compulsory leave's rule.
 */
function earlyTopUpLine(ccnl: Ccnl): { line: string; citations: Citation[] } | undefined {
  const early = ccnl.passages.find((p) => EARLY_PASSAGE.test(p.text));
  if (early) {
    const denied = DENIES.test(readable(early.text));
    const verdict = denied
      ? `${bold('No')}: durante la maternità anticipata il CCNL non prevede l’integrazione dell’indennità INPS`
      : `${bold('Sì')}: anche durante la maternità anticipata il CCNL prevede l’integrazione dell’indennità INPS`;
    return {
      line: `${verdict}. Nel ${ccnl.short_name}: ${early.text}`,
      citations: [citeAgreementPassage(ccnl, early)],
    };
  }
  const topUp = ccnl.passages.find((p) => TOPS_UP.test(p.text));
  if (!topUp) return undefined;
  return {
    line: `Nel ${ccnl.short_name} ${bold('se l’integrazione valga anche durante la maternità anticipata non è nella base di conoscenza')}: le fonti lette la danno per il congedo di maternità obbligatorio; per il periodo anticipato l’INPS paga la sua indennità, e l’integrazione va verificata sul testo del contratto.`,
    citations: [citeAgreementPassage(ccnl, topUp)],
  };
}

export function maternityTopUpLine(
  message: string,
  shown: readonly Ccnl[],
  all: readonly Ccnl[],
): { line: string; citations: Citation[] } | undefined {
  const text = readable(message);
  if (shown.length === 1 && EARLY_ASKED.test(text) && TOP_UP_ASKED.test(text))
    return earlyTopUpLine(shown[0] as Ccnl);
  if (shown.length || !TOP_UP_ASKED.test(text)) return undefined;
  const withTopUp = all
    .map((ccnl) => ({ ccnl, passage: ccnl.passages.find((p) => TOPS_UP.test(p.text)) }))
    .filter((x): x is { ccnl: Ccnl; passage: Ccnl['passages'][number] } => !!x.passage);
  const examples = withTopUp.length
    ? ` Nella base di conoscenza la integra, per esempio, il ${withTopUp.map((x) => x.ccnl.short_name).join(', il ')}.`
    : '';
  return {
    line: `L’integrazione oltre l’80% dell’INPS ${bold('dipende dal contratto collettivo (CCNL) applicato')} o da un accordo aziendale: la legge non obbliga il datore di lavoro a integrare.${examples} Quale CCNL ti applicano? Te lo dico per quel contratto.`,
    citations: withTopUp.map((x) => citeAgreementPassage(x.ccnl, x.passage)),
  };
}
