import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { componentLine } from './pay-term-component.js';
import { PAY_TERMS, type PayTerm } from './pay-terms-list.js';
import { perequativoByYear } from './perequativo-year.js';
import { secondLevelElement } from './second-level-element.js';
import { onlySetAside, setAsideInClause, summedIntoPay } from './set-aside-items.js';
import { absorbedSuperminimo } from './superminimo-absorbed.js';
import { thirdElementShare } from './third-element.js';

// "cos'è", "che vuol dire", "cosa significa", "a cosa serve", "mi spieghi", "che differenza c'è", "è assorbibile?",
// "me l'hanno ridotto", "è sceso col rinnovo": a definition, or the rule of the item, is asked.
// ("le addette che assorbiamo dall'appalto": workers taken over, not an item absorbed.)
const DEFINITION =
  /\bcos[' ]?e\b|\bcosa (?:e|sono|significa|vuol dire|indica|sarebbe|si intende)\b|\bche (?:cos[' ]?e|cosa (?:e|sono)|vuol dire|significa)\b|\bsignificat\w*\b|\bvuol dire\b|\ba (?:che|cosa) serv\w*|\bmi spieg\w*|\bspiega\w*\b|\bdifferenza\b(?! retributiv)|\bassorbibil\w*|\bassorb\w*\b(?! (?:\w+ )?(?:dall'|dal |dalla |dai |dalle |nell'|nel |nella )?(?:appalt|cambio|subentr|impres|ditt|aziend|personale|lavorat|addett|dipendent))|\bme l'?(?:hanno|ha) (?:ridott|tolt|tagliat|dimezzat)\w*|\bchi ne ha diritto\b|\bche (?:voce|roba)\b|\b(?:sces|ridott|diminuit|calat|tolt|tagliat|assorbit)\w*/;

// "a un dirigente lo devo mettere?", "spetta anche agli apprendisti?", "ne ha diritto un quadro?": whom it is due to.
const ENTITLED =
  /\bspett\w*\b|\bha(?:nno)? diritto\b|\b(?:devo|dobbiamo|deve|va|vanno|si deve) (?:(?:lo|la|gli|le|glielo|gliela) )?(?:mett|mess|dar|dat|pag|erog|riconosc|inser|corrispond)\w*|\bdovut[oa]\b/;

// The workers whom an item is or is not due to, named ("a un dirigente", "agli apprendisti"): without them, "quanto
// devo pagarlo, considerando minimo, contingenza ed EDR?" asks a pay, not whom the item is due to.
const WHO =
  /\b(?:dirigent[ei]|apprendist[aei]|quadr[oi]|operai[oe]?|impiegat[oaie]|stagist[aei]|tirocinant[ei]|colf|badant[ei]|part[- ]?time|somministrat[oaie]|a chiamata)\b/;
// "quanto le spetta di tabellare più contingenza, EDR escluso?": the item set aside after its name, not asked.
const setAsideAfter = (text: string, item: RegExp) =>
  new RegExp(`(?:${item.source})\\s*(?:esclus\\w*|a parte|non compres\\w*)`).test(text);

const VALUE = /\bquant\w* (?:vale|valgono|e|ammonta|spetta)\b|\ba quanto ammonta|\bquant'e\b|\bimporto\b/;

function agreementLine(
  ctx: AgentContext,
  term: PayTerm,
  shown: Ccnl[],
): { line?: string; citation?: Citation } {
  for (const ccnl of shown) {
    const passages = ctx.kb.passages.filter((p) => p.ccnlId === ccnl.id && term.inAgreement.test(p.text));
    // The passage that speaks of the item soonest (a renewal's validity line names the una tantum last).
    const at = (text: string) => text.search(term.inAgreement);
    const best = passages.sort((a, b) => at(a.text) - at(b.text) || a.text.length - b.text.length)[0];
    if (best)
      return { line: `Nel ${ccnl.short_name}: ${best.text}`, citation: citePassage(best, ccnl.short_name) };
  }
  return {};
}

function termCitations(term: PayTerm): Citation[] {
  const text = `${term.name}: ${term.text.replace('{figure}', term.figure)}`;
  return term.sources.map((s) => ({
    ccnl: 'Definizione',
    article: term.reference,
    text,
    url: s.url,
    date: s.date,
    confidence: s.confidence,
  }));
}

// A question that points back at an item the sentence before named ("in busta c'è una voce EDR da 10,33 che non
// cambia mai. Cos'è sta roba?", "… la contingenza è sempre uguale. Che roba è e perché non sale?").
const POINTER =
  /\b(?:st[ao]|quest[ao]|quell[ao]) (?:roba|voce|riga|cosa|elemento|importo)\b|\bche (?:roba|voce) (?:e|sarebbe)\b|\b(?:cos[' ]?e|che cos[' ]?e|cosa (?:e|significa|vuol dire))\s*\?/;

/** The sentence before and the question pointing back at its one item, or undefined. */
function pointedBack(sentences: readonly string[]): string | undefined {
  const at = sentences.findIndex((x) => x.includes('?'));
  const [before, question] = [sentences[at - 1], sentences[at]];
  if (at < 1 || !before || !question || before.includes('?') || !POINTER.test(question)) return undefined;
  if (PAY_TERMS.some((t) => t.asked.test(question))) return undefined;
  const named = PAY_TERMS.filter((t) => t.asked.test(before) && !onlySetAside(before, t.asked));
  return named.length === 1 ? `${before} ${question}` : undefined;
}

/** The term asked as a definition, or undefined when the question asks something else. */
export function askedPayTerm(message: string, agreementNamed: boolean): PayTerm | undefined {
  const whole = readable(message);
  // The sentence that asks about the item: "ho un superminimo di 200. Cos'è la contingenza?" asks no superminimo.
  // (a full stop ends a sentence after a word, a figure or a bracket, not after an initial: "E.D.R. 10,33" is one
  // sentence; "(… nel superminimo, lasciamo perdere). Mi fate il netto?" is two)
  const sentences = whole.split(/(?<=[?!;])\s+|(?<=(?:\p{L}{2}|\d|[)»"])\.)\s+/u);
  const naming = sentences.filter(
    (x) =>
      PAY_TERMS.some(
        (t) => t.excluded && t.asked.test(x) && ENTITLED.test(x) && WHO.test(x) && !setAsideAfter(x, t.asked),
      ) ||
      (PAY_TERMS.some((t) => t.asked.test(x)) && (DEFINITION.test(x) || VALUE.test(x))),
  );
  const text = naming.find((x) => x.includes('?')) ?? pointedBack(sentences) ?? naming[0] ?? '';
  // A story's passing mention ("ho un superminimo assorbibile che si è mangiato gli aumenti. Mi fate il conto
  // del netto?"): another sentence asks, so the item is told, not asked.
  if (!text.includes('?') && sentences.some((x) => x.includes('?'))) return undefined;
  // "quanto vale l'EDR?" with no agreement: the general figure is the answer.
  // (Whom an item with exclusions is due to is its rule too: "a un dirigente l'EDR lo devo mettere?".)
  const entitled = ENTITLED.test(text) && PAY_TERMS.some((t) => t.excluded && t.asked.test(text));
  const defined = DEFINITION.test(text) || entitled;
  if (!defined && (agreementNamed || !VALUE.test(text))) return undefined;
  // (An item set aside, "lasciando stare … superminimi, quanta differenza c'è?", "senza scatti e superminimi, quanto è
  // la differenza?", is not the one asked.)
  const terms = PAY_TERMS.filter(
    (t) => t.asked.test(text) && !setAsideInClause(text, t.asked) && !summedIntoPay(text, t.asked),
  );
  // Two items at once ("differenza tra EDR e superminimo") or a topic the named agreement answers: not here.
  if (terms.length !== 1) return undefined;
  const term = terms[0] as PayTerm;
  // An agreement topic's amount ("quanto è uno scatto?", "quanto è l'una tantum?") needs the agreement, which
  // the topic's answer asks.
  if (!defined && !term.generalFigure) return undefined;
  if (term.agreementTopic && agreementNamed) return undefined;
  return term;
}

export function payTermAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // An agreement the knowledge base lacks is said first (coverage.ts).
  if (ctx.documents.length || req.slots.unknownAgreements.length) return undefined;
  // A superminimo set against a tranche: what is left of it (superminimo-absorbed.ts), before its definition.
  const superminimo = PAY_TERMS[0] as PayTerm;
  const absorbed = absorbedSuperminimo(ctx, req, termCitations(superminimo));
  if (absorbed) return absorbed;
  const shown = targetAgreements(ctx).agreements.slice(0, 2);
  const term = askedPayTerm(ctx.message, req.slots.agreements.length > 0);
  // "bracciante a termine, cos'è il terzo elemento in busta?": the farm OTD's allowance, not Commercio's item.
  const farm = term?.name === 'Il terzo elemento' ? thirdElementShare(ctx, req) : undefined;
  if (farm) return farm;
  // An item named on the payslip and asked by its amount in the agreement ("elemento di garanzia").
  if (!term) {
    // Its amount in a year, or the month it is paid, with the agreement named (perequativo-year.ts).
    const perequativo = PAY_TERMS.find((t) => t.asked.test('perequativo'));
    return (
      perequativoByYear(ctx, perequativo, perequativo ? termCitations(perequativo) : []) ??
      secondLevelElement(ctx, req) ??
      thirdElementShare(ctx, req) // a farm OTD's 13th, 14th and holidays inside the hour (third-element.ts)
    );
  }
  const definition = `${term.name} ${term.text.replace('{figure}', bold(term.figure))}`;
  // "a un dirigente l'EDR lo devo mettere?": the worker the item is not due to is answered first.
  const excluded = term.excluded?.who.test(readable(ctx.message)) ? term.excluded.line : undefined;
  // The level's amount of the item in the named agreement's table, before its definition (pay-term-component.ts).
  const own = componentLine(ctx, req, term.component, shown);
  const defined = excluded ? `${excluded}\n\n${definition}` : definition;
  const opening = own ? `${own.line}\n\n${defined}` : defined;
  const passage = agreementLine(ctx, term, shown);
  const steps = passage.line ? [passage.line] : [];
  const assumptions = shown.length
    ? []
    : ['Definizione generale: indica o seleziona il CCNL applicato per la sua regola e il suo importo.'];
  // The definition's pages first, then the agreement's passage.
  const citations = [
    ...termCitations(term),
    ...(own?.citations ?? []),
    ...(passage.citation ? [passage.citation] : []),
  ];
  return compose({
    answer: opening,
    steps,
    assumptions,
    citations,
    related: [
      'Quali sono i minimi retributivi per livello nel CCNL Commercio?',
      'Quanto prendo netto con il 4° livello del CCNL Commercio?',
    ],
  });
}
