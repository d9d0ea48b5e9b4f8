import { indexOf } from '../kb/documents.js';
import { euro, figureValue, italianDate } from '../kb/format.js';
import { levelSteps } from '../kb/increases.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { citePassage, levelMinimumCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { documentText, levelOf } from './document-request.js';
import { levelName } from './shared/levels.js';

/**
 * A hiring letter that grants an absorbable superminimo ("superminimo individuale di euro 100,00 lordi mensili,
 * assorbibile da futuri aumenti contrattuali"), and the superminimo asked after a tranche shrank it ("la paga base è
 * salita ma il lordo è uguale: quanto deve essere ora il superminimo?"): the letter's amount less the tranche of the
 * letter's level in the month asked (or the latest one up to today), never below zero, with why the employer may do
 * it. Before, the letter's facts were read as a pay request and the level's minimum was answered.
 */

const FIGURE = String.raw`(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:,\d{1,2})?)`;
// "superminimo individuale di euro 100,00", "superminimo assorbibile: 120 €", "100,00 € di superminimo".
const LETTER_AMOUNT = new RegExp(
  String.raw`\bsuperminim\w*\b[^.\n;]{0,50}?(?:(?:€|euro)\s?${FIGURE}|${FIGURE}\s?(?:€|euro))|(?:€|euro)?\s?${FIGURE}\s?(?:€|euro)?[^.\n;]{0,20}\bdi superminim`,
  'i',
);
const ABSORBABLE = /\bassorbibil\w*|\bassorbit\w* (?:da|dai|con)\b/i;
const NOT_ABSORBABLE = /\bnon (?:e )?assorbibil\w*|\bnon (?:potra|puo|potranno) essere assorbit/i;
// The superminimo asked in a question sentence: its amount now, or why it shrank.
const SUPERMINIMO = /\bsuperminim\w*|\bsuper minim\w*/;
const ASKED =
  /\bquant\w*\b|\bammont\w*|\bridur\w*|\bridott\w*|\bdiminui\w*|\bcalat\w*|\btagli\w*|\bassorb\w*|\blegal\w*|\bpuo\b|\bgiust\w*/;

function letterAmount(text: string): number | undefined {
  const m = LETTER_AMOUNT.exec(text);
  const figure = m?.slice(1).find((g) => g !== undefined);
  return figure ? figureValue(figure) : undefined;
}

export function letterSuperminimo(ctx: AgentContext, req: TypedRequest) {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  const asking = (question.match(/[^.?!]*\?/g) ?? []).join(' ');
  // The superminimo is what the question is about: named in the story, its amount or cut asked.
  if (!SUPERMINIMO.test(question) || !ASKED.test(asking)) return undefined;
  if (!SUPERMINIMO.test(asking) && !/\bridurl\w*|\bdiminuit\w*|\bridott\w*/.test(asking)) return undefined;
  const text = documentText(ctx);
  const amount = letterAmount(text);
  if (amount === undefined || !ABSORBABLE.test(text) || NOT_ABSORBABLE.test(readable(text))) return undefined;
  const ccnl = documentAgreement(ctx.kb, req, text);
  const level = ccnl && (req.slots.level ?? levelOf(ccnl, text));
  if (!ccnl || !level) return undefined;
  const steps = levelSteps(ccnl, level);
  const month = req.slots.date?.slice(0, 7);
  const step = month
    ? steps.find((s) => s.from.slice(0, 7) === month)
    : steps.filter((s) => s.from <= ctx.today).at(-1);
  if (!step || step.amount <= 0) return undefined;
  const from = italianDate(step.from);
  const name = levelName(ccnl, level);
  const absorbed = Math.min(amount, step.amount);
  const left = Math.round((amount - absorbed) * 100) / 100;
  const passage = ctx.documents.flatMap((d) => indexOf(d).passages).find((p) => /superminim/i.test(p.text));
  return compose({
    answer: `Dal ${from} il superminimo deve essere ${bold(euro(left))} al mese: la lettera lo dice assorbibile (${euro(amount)}), e l’aumento del minimo del ${name} del ${ccnl.short_name} in quel mese (${bold(euro(step.amount))}) ne assorbe ${euro(absorbed)}, così il lordo resta ${euro(step.before + amount)}${step.amount > amount ? ` fino a esaurimento, poi sale di ${euro(step.amount - amount)}` : ''}. È legale: il superminimo assorbibile è una somma che l’azienda concede in più del minimo proprio a condizione di poterla ridurre quando il contratto nazionale aumenta i minimi; solo una clausola di non assorbibilità lo terrebbe intero.`,
    steps: [
      `| Voce | Prima | Dal ${from} |`,
      '| --- | ---: | ---: |',
      `| Minimo ${name} | ${euro(step.before)} | ${euro(step.after)} |`,
      `| Superminimo | ${euro(amount)} | ${euro(left)} |`,
      `| Totale | ${euro(step.before + amount)} | ${euro(step.after + left)} |`,
    ],
    assumptions: [
      `Superminimo di ${euro(amount)} come nella lettera fino al mese prima (nessun aumento precedente già assorbito): se un rinnovo precedente ne aveva già assorbita una parte, si parte da quella cifra più bassa.`,
    ],
    citations: [
      ...(passage ? [citePassage(passage, `Documento caricato: ${passage.fileName}`)] : []),
      ...levelMinimumCitations(ccnl, `${ccnl.short_name}, ${name}`, step.after, step.table),
    ],
    related: [`Quali sono le tranche di aumento del ${ccnl.short_name}?`],
  });
}
