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
const TOP_UP_ASKED =
  /\bintegr\w*|\b100 ?%|\bcento per cento\b|\bla differenza\b|\b(?:pagat\w*|retribuit\w*|stipendio) (?:per )?inter\w*|\bstipendio pieno\b/;

/** An agreement's passage that tops the maternity allowance up to a figure ("integra … fino al 100%"). */
const TOPS_UP = /maternit[^.]*integr\w*[^.]*\d+ ?%|integr\w*[^.]*maternit[^.]*\d+ ?%/i;

export function maternityTopUpLine(
  message: string,
  shown: readonly Ccnl[],
  all: readonly Ccnl[],
): { line: string; citations: Citation[] } | undefined {
  if (shown.length || !TOP_UP_ASKED.test(readable(message))) return undefined;
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
