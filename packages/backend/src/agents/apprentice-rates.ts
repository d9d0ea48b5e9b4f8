import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { APPRENTICE_WORKER_INPS } from './apprentice-inps.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import { firstLevelApprenticeRate } from './first-level-apprentice-rate.js';
import { lawCitations } from './law-facts.js';

/**
 * An apprentice's contribution rate asked as a rule ("aliquota contributiva dell'apprendista a carico del
 * datore?"): the apprentice's own share is the law's 5,84% (apprentice-inps.ts); the employer's reduced rates and
 * their small-firm reductions were looked for and not found (shared/data/research-2/payroll-data.json), so the
 * answer says so instead of the ordinary rates.
 */
const APPRENTICE = /\bapprendist/;
const NEGATED = /\b(?:non|ne|senza|niente|nessun\w*)\b[^.?;!]{0,40}?\bapprendist/;
// The first mention decides: "sono apprendista … un amico non apprendista paga di più" asks for an apprentice.
function apprentice(text: string): boolean {
  const first = APPRENTICE.exec(text);
  return first !== null && !NEGATED.test(text.slice(0, first.index + first[0].length));
}
// ("quanta contribuzione pago io in percentuale?": the contribution named as a noun too.)
// "a carico del datore", "quanto paga l'azienda": the employer's share asked first.
const EMPLOYER_SHARE = /\bdatore\b|\bazienda\b|\bditta\b|\bimpresa\b|\bmio carico\b|\bcost\w*/;
// "gli trattengono in busta", "quanti ne paga lui", "a carico dell'apprendista": the worker's share asked.
const WORKER_SHARE =
  /\btratten\w*|\btrattien\w*|\bin busta\b|\bpaga lui\b|\bpaga lei\b|\ba carico (?:del lavoratore|dell'apprendista|suo)\b|\bdi tasca\b/;
const RATE_ASKED =
  /\baliquot\w*|\bcontribu(?:t|z)\w*|\bquanto (?:si )?pag\w* di (?:inps|contributi)|\bquant\w* (?:[\w']+ ){0,3}?(?:di )?inps\b/;

// The rate itself named beside a pay given ("prende 1.450 €: con quale aliquota INPS pago io e quale gli trattengono?"):
// the pay is the base, the rate is the ask.
// ("quanto mi trattengono di inps?", "quanta inps pago?": the withholding asked on the pay given.)
const RATE_NAMED =
  /\baliquot\w* (?:inps|contributiv\w*|previdenzial\w*)|\b(?:quale|che) aliquot\w*|\bquant\w* (?:[\w']+ ){0,3}?(?:di )?inps\b/;

/** An apprentice's contribution rate asked by name, whatever pay the question gives beside it. */
export function asksApprenticeRate(message: string): boolean {
  const text = readable(message);
  return apprentice(text) && RATE_NAMED.test(text);
}

// A later turn asking the withholding again on another pay ("e dal secondo anno che passo a 1.350 lordi quanto mi
// tolgono?"), after a turn on an apprentice's contributions.
const WITHHELD_AGAIN = /\bquanto (?:mi |gli |le )?(?:tolgono|togli\w*|trattengono|tratterranno|levano)\b/;

export function apprenticeRateGap(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const again =
    !APPRENTICE.test(text) && WITHHELD_AGAIN.test(text) && apprentice(earlier) && RATE_ASKED.test(earlier);
  if (!again && (!apprentice(text) || !RATE_ASKED.test(text))) return undefined;
  // The first-level apprenticeship's rate is the law's and is in the knowledge base.
  const firstLevel = firstLevelApprenticeRate(ctx.message);
  if (firstLevel) return firstLevel;
  // The apprentice's own share is the law's and sourced; the employer's rates are not (apprentice-inps.ts).
  const worker = APPRENTICE_WORKER_INPS.text.replace('{figure}', bold(APPRENTICE_WORKER_INPS.figure));
  const employerGap = `le aliquote a carico del datore di lavoro e le riduzioni per le imprese più piccole ${bold('non sono nella base di conoscenza')}: non le ho verificate su una fonte, quindi non indico una percentuale`;
  // Only the employer's share asked ("aliquota a carico dell'azienda per un apprendista?"): the gap alone.
  const workerAsked = !EMPLOYER_SHARE.test(text) || WORKER_SHARE.test(text);
  // "1.500 lordi al mese … quanto viene al mese?": the month's withholding on the gross given.
  const gross = ctx.request?.slots.amounts.find((a) => a.kind === 'monthly_gross')?.value;
  const onGross = gross
    ? `: su ${euro(gross)} lordi al mese la trattenuta è di ${bold(euro(cents((gross * APPRENTICE_WORKER_INPS.ratePct) / 100)))}`
    : '';
  return compose({
    answer: !workerAsked
      ? `Nell'apprendistato ${employerGap}.`
      : EMPLOYER_SHARE.test(text)
        ? `Nell'apprendistato ${employerGap}; ${worker} (${APPRENTICE_WORKER_INPS.reference})${onGross}.`
        : `Nell'apprendistato ${worker} (${APPRENTICE_WORKER_INPS.reference})${onGross}; ${employerGap}.`,
    steps: [
      "Posso invece calcolare la retribuzione dell'apprendista (la percentuale del minimo del livello finale prevista dal CCNL) o il TFR: indica il CCNL, il livello finale e l'anno di apprendistato.",
    ],
    citations: workerAsked ? lawCitations(APPRENTICE_WORKER_INPS, worker) : [],
    related: related(ctx.message),
  });
}

/**
 * An apprentice's cost to the employer ("quanto mi costa un apprendista al primo anno?"): the reduced contribution
 * rates of apprenticeship are not in the knowledge base, so no yearly cost is given (the ordinary rates on the full
 * level's minimum would be a wrong figure): the gap is named, with what the cost is made of and what would let it
 * be computed. Undefined when the question names no apprentice or gives its own pay.
 */
export function apprenticeCostGap(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!apprentice(text) || req.slots.amounts.length) return undefined;
  const name = ccnl?.short_name;
  return compose({
    answer: `Il costo annuo di un apprendista per l'azienda ${bold('non posso calcolarlo')}: le aliquote contributive ridotte dell'apprendistato ${bold('non sono nella base di conoscenza')}, e con quelle ordinarie sul minimo pieno del livello la cifra sarebbe sbagliata.`,
    steps: [
      `Il costo si compone della retribuzione dell'apprendista (${ccnl?.apprenticeship.level_halves ? `nel ${name} il minimo di un livello inferiore a quello di arrivo, ${ccnl.apprenticeship.level_halves.rule}` : `una percentuale del minimo del livello di arrivo${name ? ` nel ${name}` : ''}, secondo l'anno di apprendistato`}), dei contributi INPS ridotti dell'apprendistato, del TFR (retribuzione annua ÷ 13,5) e dell'INAIL.`,
      "Indica l'aliquota contributiva che applica il tuo consulente e calcolo il totale; la retribuzione dell'apprendista posso dartela subito.",
    ],
    citations: [],
    related: [
      ...(name && req.slots.level
        ? [`Quanto prende un apprendista del ${name} con livello di arrivo ${req.slots.level}?`]
        : []),
      ...related(ctx.message),
    ],
  });
}

// "quanto prende netto un apprendista …?": the net asked, not only the gross.
const NET_ASKED = /\bnett[oi]\b|\bin tasca\b|\bpulit[oi]\b/;

/**
 * An apprentice's net asked ("quanto prende netto un apprendista al secondo anno?") and answered with the gross
 * share of the final level's minimum: the net is not computed there, and the answer says so right after its
 * opening, with what lets it be computed at the apprentice's rate, instead of dropping the word "netto" silently.
 */
export function withApprenticeNetGap<T extends AgentAnswer>(answer: T, message: string): T {
  const text = readable(message);
  if (!apprentice(text) || !NET_ASKED.test(text)) return answer;
  const lines = answer.text.split('\n');
  const opening = lines[0] ?? '';
  if (!/apprendist/i.test(opening) || /\bnett[oi]\b/i.test(opening) || !/\blord[oi]\b/.test(opening))
    return answer;
  const gap = `Il netto dell'apprendista qui ${bold('non è calcolato')}: indica il lordo mensile o la RAL e lo calcolo con i contributi da apprendista al ${APPRENTICE_WORKER_INPS.figure} (non con l'aliquota ordinaria); il lordo qui sopra è la base da cui partire.`;
  return { ...answer, text: [opening, gap, ...lines.slice(1)].join('\n') };
}

// "l'importo lordo mensile", "quanto gli spetta", "quanto prende", "la paga": the apprentice's pay asked.
const PAY_ASKED =
  /\bimport\w*|\blord\w*|\bquanto (?:gli |le |mi |ci )?(?:spett\w*|prend\w*|pag\w*|guadagn\w*)|\b(?:paga|stipendio|retribuzione)\b/;

/**
 * An apprentice's monthly pay asked with no agreement named, read or uploaded ("mi serve l'importo lordo mensile di
 * un apprendista al secondo anno: quanto gli spetta?"): the share and the level it applies to depend on the
 * agreement, so the answer asks for the agreement and the final level instead of borrowing one.
 */
export function apprenticePayClarify(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (req.intent !== 'apprenticeship' || req.slots.agreements.length || ctx.documents.length)
    return undefined;
  if (!apprentice(text) || !PAY_ASKED.test(text)) return undefined;
  return compose({
    answer: `Per dirti quanto spetta all'apprendista mi servono ${bold('il CCNL applicato')} e ${bold('il livello di inquadramento finale')} (quello di arrivo): la retribuzione dell'apprendista è una percentuale del minimo di quel livello, o un inquadramento più basso, e percentuali e durate le fissa ogni contratto.`,
    steps: ['Esempio: «apprendista CCNL Commercio, livello finale 4°, secondo anno di apprendistato».'],
    citations: [],
    related: related(ctx.message),
  });
}
