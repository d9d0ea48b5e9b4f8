import { documentTexts } from '../documents/summed-items.js';
import type { Ccnl } from '../kb/schema.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';

/**
 * A deduction for the agreement's renewal taken from workers not in a union ("in busta c'è una trattenuta di 25
 * euro per il rinnovo del ccnl, non sono iscritto: cos'è, potevo non pagarla?"): the agreement's own passage on
 * that contribution (who pays it, when, whether it can be refused), not the renewal's increases. An agreement
 * whose passages hold no such contribution: the gap, never an amount or a right guessed.
 */

// The deduction or contribution named: "trattenuta di 25 euro per il rinnovo", "contributo straordinario",
// "quota contrattuale", "quota di servizio".
const DEDUCTION =
  /\b(?:trattenut\w*|tratten\w*|contribut\w*|quota)\b[^.?!]{0,60}\brinnov\w*|\brinnov\w*[^.?!]{0,60}\b(?:trattenut\w*|contribut\w* straordinari\w*)|\bcontribut\w* straordinari\w*|\bquota (?:contrattual\w*|di servizio|sindacal\w* straordinari\w*)/;
// The union said: "non sono iscritto al sindacato", "non iscritti", "la tessera".
// A pension fund's or the employer's own contribution ("Fonchim", "a carico dell'azienda"): not the union's levy.
const OTHER_CONTRIBUTION =
  /\bfonchim\b|\bfond[oi] (?:pension\w*|sanitari\w*|di previdenza)\b|\bprevidenza complementare\b|\ba carico (?:dell'|dell |del |della )?(?:aziend\w*|datore|impres\w*)/;
const UNION = /\bsindacat\w*|\biscritt\w*|\btessera\w*/;
// What is asked of it: what it is, how much it is ("qual è l'importo corretto?", "quanto deve essere?"), whether it
// is due or can be refused.
const ASKS =
  /\bcos(?:'| )?e\b|\bcosa (?:e|sia)\b|\bperche\b|\bpotevo\b|\bposso\b|\bdevo\b|\bobbligatori\w*|\brifiut\w*|\brinunci\w*|\bopporm\w*|\bnon pagar\w*|\blegittim\w*|\bgiust\w*|\bcorrett\w*|\bimport\w*|\bquant\w*/;
// The agreement's passage on it: a contribution taken from non-members.
const PASSAGE = /\bnon iscritt\w*/i;
const PASSAGE_KIND = /\bcontribut\w*|\btrattenut\w*/i;
// The passage gives the worker the right to refuse it ("può rifiutare la trattenuta", "la possibilità di non accettarla").
const REFUSABLE = /\brifiut\w*|\bnon accettar\w*|\brinunci\w*/i;
// Whether it could be refused or avoided is asked.
const REFUSAL_ASKED =
  /\b(?:potevo|posso|potrei|si puo|si poteva)\b[^.?!]{0,30}\b(?:non pagar\w*|rifiut\w*|rinunci\w*|evitar\w*|oppo\w*)|\bobbligatori\w*|\brifiut\w*|\brinunci\w*|\bnon pagar\w*/;

function agreementOf(ctx: AgentContext): Ccnl | undefined {
  const target = targetAgreements(ctx).agreements;
  if (target.length === 1) return target[0];
  if (target.length > 1) return undefined;
  const named = documentTexts(ctx.documents).flatMap((d) => ctx.kb.recognise(d.text));
  return new Set(named).size === 1 ? named[0] : undefined;
}

export function renewalContribution(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(expandShorthand(ctx.message));
  if (!DEDUCTION.test(text) || !UNION.test(text) || !ASKS.test(text) || OTHER_CONTRIBUTION.test(text))
    return undefined;
  const ccnl = agreementOf(ctx);
  if (!ccnl) return undefined;
  const passage = ccnl.passages.find((p) => PASSAGE.test(p.text) && PASSAGE_KIND.test(p.text));
  if (!passage)
    return compose({
      answer: `${bold(`Il contributo per il rinnovo a carico dei non iscritti al sindacato nel ${ccnl.short_name} non è nella base di conoscenza`)}: importo, mese della trattenuta e possibilità di rifiutarla non sono disponibili; li indica la comunicazione che l'azienda deve consegnare con la busta paga.`,
      citations: [],
      related: [],
    });
  const bolded = passage.text.replace(/(\d+(?:,\d+)? €)/, (amount) => bold(amount));
  const said = `${bolded.charAt(0).toLowerCase()}${bolded.slice(1)}`;
  // "potevo non pagarla?", "è obbligatoria?": the passage's right to refuse answers the doubt first.
  const lead =
    REFUSABLE.test(passage.text) && REFUSAL_ASKED.test(text)
      ? `Il contributo è ${bold('rinunciabile')}, non obbligatorio: n`
      : 'N';
  return compose({
    answer: `${lead}el ${ccnl.short_name}, la trattenuta per il rinnovo ai non iscritti al sindacato: ${said}`,
    citations: [citeAgreementPassage(ccnl, passage)],
    related: [],
  });
}
