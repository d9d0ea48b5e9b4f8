import { euro } from '../kb/format.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import type { TypedRequest } from '../reader/request.js';
import { ruleClaim } from '../reader/rule-claim.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { payrollData } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * Session 24 (fixs24d): whether a family withholds IRPEF from its domestic worker ("la signora per cui faccio le
 * pulizie dice che deve trattenermi l'IRPEF come le aziende, è vero?", "alla colf devo trattenere le tasse?"). The
 * family is not a withholding agent (sostituto d'imposta): it withholds only the worker's INPS share, and the
 * worker pays her IRPEF with her own tax return. A claim that the family withholds it is answered "No", one that
 * it does not "Sì"; a yes-or-no question on withholding it "No". Amounts asked (a net, the INPS of a quarter)
 * are other answers', which say the same in their own words.
 */

// ("contributo addizionale (NASpI)", "addizionale dell'1,40%": the fixed-term contribution, not a tax.)
const TAX =
  /\birpef\b|\btasse\b|\bimpost[ae]\b(?! (?:di bollo|di registro|sostitutiv))|(?<!\bcontribut\w* )\baddizional\w*(?! (?:naspi|dell'?\s?1[,.]4|del 1[,.]4))/;
// "mi deve fare la trattenuta IRPEF", which the shorthand reader writes "fare la IRPEF"; "operare le ritenute
// IRPEF" likewise becomes "operare le irpef".
const APPLIES =
  /\b(?:fa|fare|fanno|mett\w*|applic\w*|oper(?:are|a|ano|iamo)) (?:la |le |l')?(?:irpef|tasse)\b/;
const WITHHELD = new RegExp(
  String.raw`\btrat{1,2}en\w*|\btrat{1,2}ien\w*|\britenut\w*|\bsostituto d'imposta\b|\btogli\w*|\bdalla (?:sua |mia )?paga\b|\bin busta\b|\bchi (?:la |le |ne )?(?:pag|vers)\w*|\b(?:deve|devo|dobbiamo|devi) (?:pagar|versar)\w*|${APPLIES.source}`,
);
// A figure or a computation asked: the net, the tax on an income, the contributions of a period.
const FIGURE_ASKED = /\bquant[oaie]\b|\bcalcol\w*|\bscaglion\w*|\baliquot\w*|\bdetrazion\w*|\bnett[oa]\b/;
// "quanta IRPEF e addizionali deve trattenere ogni mese?" with no pay given: how much to withhold is whether to.
const HOW_MUCH_WITHHELD =
  /\bquant[oaie] (?:di )?(?:irpef|tasse|impost[ae])\b[^.?!]{0,60}?\b(?:trat{1,2}en\w*|trat{1,2}ien\w*|togli\w*|applic\w*)/;
const WITHHOLDING_VERB = new RegExp(
  String.raw`\btrat{1,2}en\w*|\btrat{1,2}ien\w*|\britenut\w*|\btogli\w*|${APPLIES.source}`,
);
// ("come fa un'azienda", "come le aziende": a comparison, not a question on how.)
const OPEN_QUESTION =
  /\b(?:chi|come(?! (?:fa|fanno|per|le |gli |i |un |una |in )\b)|quando|cosa|perche|dove)\b/;
// "…, o no?", "sì o no?": the asker says outright the question is yes or no.
const YES_OR_NO = /\b(?:o no|si o no|oppure no)\s*\?/;
// "si può fare?", "è possibile?", "è legale?": whether the employer may do what the story tells.
const MAY_ASK =
  /\bsi puo(?: fare)?\b|\bpuo farlo\b|\bposso(?: farlo)?\b|\bpossiamo\b|\be possibile\b|\be legale\b|\be consentit\w*|\bva bene\b/;
// "è normale?", "è giusto così?", "è regolare?": a doubt on what the story told.
const DOUBTED = /\b(?:e|e') (?:normale|giusto|corretto|regolare)\b(?: cosi)?\s*\?/;
// "non mi toglie le tasse", "nn mi trattiene l'irpef": the family told not to withhold the tax.
const NOT_WITHHELD =
  /\b(?:non|nn) (?:\w+ ){0,2}?(?:togli\w*|trat{1,2}(?:en|ien)\w*|mett\w*|applic\w*)\b[^.?!]{0,30}?\b(?:irpef|tasse|impost[ae])\b/;
// The conversation is about a domestic worker although no agreement was read on this turn.
// ("ho in casa una signora che mi aiuta con mia moglie": a person helping at home, fixs46c.)
const DOMESTIC_WORKER =
  /\b(?:colf|badant\w*|baby ?sitter|domestic[oa]|lavoro domestico|assistente familiare)\b|\b(?:ho|abbiamo|teniamo|tengo) in casa (?:una|un) (?:signora|donna|ragazza|persona|signore)\b|\b(?:signora|donna|ragazza|persona) che (?:mi|ci) (?:aiuta|assiste|accudisce)\b/;

// "ha messo una ritenuta IRPEF di 63,30 euro", "Ritenuta IRPEF: 63,30 EUR": the amount withheld, in the question
// or on the uploaded payslip.
const WITHHELD_AMOUNT =
  /\b(?:ritenut\w*|trattenut\w*)\s+(?:di\s+)?(?:irpef|tasse)\b\D{0,15}?(\d{1,3}(?:\.\d{3})*,\d{1,2}|\d+(?:\.\d{1,2})?)\s*(?:€|euro|eur)?|\b(\d{1,3}(?:\.\d{3})*,\d{1,2}|\d+)\s*(?:€|euro|eur)?\s+di\s+(?:irpef|tasse)\b/i;

/** The IRPEF amount withheld that the user gives, from the message first and then from an upload. */
function withheldAmount(ctx: AgentContext): number | undefined {
  for (const text of [ctx.message, documentText(ctx)]) {
    const match = WITHHELD_AMOUNT.exec(text);
    const found = match?.[1] ?? match?.[2];
    if (found === undefined) continue;
    const value = Number(found.includes(',') ? found.replace(/\./g, '').replace(',', '.') : found);
    if (value > 0) return value;
  }
  return undefined;
}

/** The verdict's first word, when the question asks yes or no on the withholding. */
function verdictWord(message: string, text: string): 'Sì' | 'No' | undefined {
  // (Asked outright, fixs46c: "mio genero dice che devo trattenerla … la signora dice di no. Devo trattenere
  // l'IRPEF?" answers the question, not the claim the story tells first.)
  // "la trattengo io?", "devo trattenerle l'IRPEF?": a question on withholding it, asked yes or no.
  const questions = text.split(/(?<=[.!?])\s+/).filter((s) => s.includes('?'));
  // ("Chi ha ragione? … devo trattenere l'IRPEF io?": the question on the withholding is the one weighed.)
  const withholding = questions.filter((q) => WITHHOLDING_VERB.test(q));
  const asking = (withholding.length ? withholding : questions).join(' ');
  if (
    asking &&
    WITHHOLDING_VERB.test(asking) &&
    (YES_OR_NO.test(asking) || (!OPEN_QUESTION.test(asking) && !/\bnon\b/.test(asking)))
  )
    return 'No';
  const claim = ruleClaim(message);
  if (claim && TAX.test(claim.clause) && WITHHELD.test(claim.clause)) return claim.negated ? 'Sì' : 'No';
  // "lei dice che nn mi toglie le tasse ma solo l'inps, è normale??": the practice told, then doubted.
  if (DOUBTED.test(text)) {
    const told = text.split(/(?<=[.!?])\s+/).find((s) => DOUBTED.test(s)) ?? text;
    if (NOT_WITHHELD.test(told)) return 'Sì';
  }
  // "vorrebbe trattenerle l'IRPEF dalla paga … Si può fare?": a short ask whether it may, the withholding told.
  // ("Posso? E cosa posso trattenerle dei contributi?": the short question is the verdict asked.)
  const short = questions.find((q) => q.split(/\s+/).length <= 6 && MAY_ASK.test(q));
  if (short && WITHHOLDING_VERB.test(text)) return 'No';
  return undefined;
}

export function domesticWithholding(
  ctx: AgentContext,
  req: TypedRequest,
  domestic: boolean,
): AgentAnswer | undefined {
  // (A payslip's INPS, or its IRPEF beside a gross, is a payslip check; an IRPEF alone is the withholding asked.)
  const kinds = new Set(req.slots.amounts.map((a) => a.kind));
  const conversation = [ctx.message, ...(ctx.history ?? [])].map(readable).join(' ');
  const ofDomesticWorker = domestic || (!req.slots.agreements.length && DOMESTIC_WORKER.test(conversation));
  if (!ofDomesticWorker || kinds.has('inps') || (kinds.has('irpef') && [...kinds].some((k) => k !== 'irpef')))
    return undefined;
  const text = readable(ctx.message);
  const howMuch = HOW_MUCH_WITHHELD.test(text) && req.slots.amounts.length === 0;
  // A figure asked in the questions themselves: "cioè calcolare le tasse e trattenerle" in the story that comes
  // before "devo trattenere l'IRPEF io?" is what someone told, not a computation asked.
  const questions = text.split(/(?<=[.!?])\s+/).filter((s) => s.includes('?'));
  const asked = questions.length ? questions.join(' ') : text;
  if (!TAX.test(text) || !WITHHELD.test(text) || (FIGURE_ASKED.test(asked) && !howMuch)) return undefined;
  // "mi hanno tolto 36 euro di INPS e zero tasse: è giusta la trattenuta?" on an uploaded payslip: the INPS
  // withheld is what is checked, the payslip check's answer.
  if (/\binps\b/.test(text) && documentText(ctx).trim() !== '') return undefined;
  const regime = payrollData()?.domestic.no_withholding;
  if (!regime) return undefined;
  const word = verdictWord(ctx.message, text);
  const amount = word === 'No' ? withheldAmount(ctx) : undefined;
  const withheld =
    amount === undefined
      ? ''
      : ` La ritenuta IRPEF di ${bold(euro(amount))} va quindi tolta dalla busta e restituita.`;
  const rule = `nel lavoro domestico la famiglia ${bold("non è sostituto d'imposta: non trattiene l'IRPEF")} né le addizionali dalla paga, e trattiene solo la quota INPS del lavoratore. Il lavoratore paga le imposte con la propria ${bold('dichiarazione dei redditi')} (730 senza sostituto o Redditi PF).${withheld}`;
  return compose({
    answer: word ? `${bold(word)}: ${rule}` : rule.charAt(0).toUpperCase() + rule.slice(1),
    steps: [`${regime.text} (${regime.article})`],
    citations: sourceCitations(regime.sources.map((x) => toSourceRef(x))),
    related: [
      'Quanto devo versare di contributi INPS per la colf nel trimestre?',
      'Quanto resta netto alla colf dopo la trattenuta INPS?',
    ],
  });
}
