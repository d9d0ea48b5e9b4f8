import type { Ccnl } from '../kb/schema.js';
import { readAgreements } from '../reader/agreements.js';
import { countValue } from '../reader/numbers.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { contractorProbationAnswer } from './contractor-probation.js';
import { ASKS_PROCEDURE, contractorTermsAnswer } from './contractor-terms.js';
import { documentText } from './document-request.js';

/**
 * "cambia la ditta dell'appalto: la nuova deve prendere anche me, che ci lavoro da tre mesi?": the agreement's
 * change-of-contractor rule (Multiservizi art. 4: the workers employed in the contract for at least 4 months),
 * weighed against the months the worker tells. Read from the agreement's passage on it, so that any agreement
 * with such a passage answers; undefined when none has one or the question is not about a change of contractor.
 */
const CHANGE =
  /\bcambi\w* (?:d'|di |dell')?appalto\b|\bcessazione (?:dell'|di |d')?appalto\b|\bcess\w* (?:l')?appalto\b|\bsubentr\w*|\bcambi\w* (?:la |di )?(?:ditta|impresa|azienda|cooperativa)\b|\bnuova (?:ditta|impresa|azienda|cooperativa) (?:che )?(?:prende|vince|entra)\b|\bperd\w* (?:l')?appalto\b|\bappalto (?:e |ora )?pass\w* (?:a|ad|alla|all'|in mano a)\b|\b(?:altra|nuova) (?:ditta|impresa|azienda|cooperativa)\b[^.?!]{0,40}\b(?:ha vinto|vince|vincitrice|si e aggiudicat\w*|subentra)\b|\b(?:ha|hanno) vint\w* (?:un'|una |la |l')?(?:altra|nuova) (?:ditta|impresa|azienda|cooperativa|societa)\b|\b(?:ditta|impresa|azienda|cooperativa|societa)(?: di \w+)? (?:uscente|cessante|subentrante)\b/;
// ("passa anche lei alla nuova ditta?", "quanto bisogna esserci stati nell'appalto?": who goes across, and after how long.)
const ASKS_KEPT =
  /\bassum\w*|\bpassar\w*|\bpass[oa]\b|\bquant\w* (?:tempo )?(?:bisogna|serve|occorre|si deve|deve)\b[^?]{0,30}\b(?:stat[oaie]|appalt\w*)|\bmanten\w*|\btener\w*|\bprender\w* anche\b|\bobblig\w*|\bmetter\w*\b(?! (?:in|nella|nel) (?:busta|cedolino))|\blista\b|\belenco\b|\briassun\w*/;
const PASSAGE = /\bcambio d'appalto\b/i;
// A hire's weekly hours or part-time asked ("assumere a 12 ore a settimana?", "part-time di 10 ore si può?").
const HOURS_ASKED =
  /\b\d{1,2} ore (?:a settimana|alla settimana|settimanal\w*|al giorno|al mese)\b|\bpart.?time\b|\btempo parziale\b/;
const NUMBER = String.raw`(\d{1,2}|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici)`;
// "ci lavoro da neanche tre mesi", "sono sull'appalto da 2 mesi", "da quasi un anno".
const MONTHS_TOLD = new RegExp(
  String.raw`\bda\s+(neanche |nemmeno |meno di |appena |solo |quasi |circa |piu di |oltre )?${NUMBER}\s+(mes[ei]|anni?)\b`,
);
// "l'abbiamo messa su quell'appalto solo 3 mesi fa": the months since, told backwards.
const MONTHS_AGO = new RegExp(
  String.raw`\b(neanche |nemmeno |meno di |appena |solo |quasi |circa |piu di |oltre )?${NUMBER}\s+(mes[ei]|anni?) fa\b`,
);
// A change of contractor told without the word "appalto" ("è cambiata la ditta e la nuova mi ha assunta", "col
// subentro della nuova impresa"); "ho cambiato ditta" (a worker's own new job) is not one.
const CONTRACTOR_CHANGED =
  /\bsubentr\w*|\b(?:e|sono) cambiat[oa] (?:la )?(?:ditta|impresa|cooperativa)\b|\bcambia (?:la )?(?:ditta|impresa|cooperativa)\b/;
// Worse terms told at the hiring ("mi ha ripresa ma a 2 ore al giorno", "mi hanno ridotto le ore", "stipendio più
// basso") and whether that is allowed asked ("è legale?", "possono farlo?", "cosa posso fare?").
const TERMS_CUT =
  /\b(?:ridott\w*|ridu[cz]\w*|tagliat\w*|abbassat\w*|diminuit\w*|meno ore|piu bass\w*)\b|\bma (?:a|con|solo|per) (?:solo )?\d{1,2} ore\b/;
const LAWFUL_ASKED =
  /\b(?:e|sarebbe) (?:legal\w*|lecit\w*|regolar\w*|giust[oa]|normale|possibile)\b|\b(?:puo|possono|poteva|potevano) farlo\b|\bcosa (?:posso|possiamo) fare\b/;
// A follow-up naming the contract or a firm ("e una signora messa su quell'appalto 3 mesi fa? la deve prendere
// la nuova ditta?"): the change the turn before told is still the subject.
const FIRM_NAMED = /\bappalt\w*|\b(?:ditta|impresa|azienda|cooperativa)\b/;

function agreementWithRule(ctx: AgentContext, req: TypedRequest, text: string): Ccnl | undefined {
  const ids = [...req.slots.agreements, ...readAgreements(ctx.kb, text).known];
  return ids
    .map((id) => ctx.kb.byCategory(id))
    .find((c): c is Ccnl => !!c?.passages.some((p) => PASSAGE.test(p.text)));
}

export function contractorChangeAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const question = readable(ctx.message);
  const before = FIRM_NAMED.test(question) ? readable(ctx.history?.at(-1) ?? '') : '';
  const story = `${question}\n${readable(documentText(ctx))}\n${before}`;
  // The sentence that asks decides: "entrata con il cambio appalto di settembre … quanto le devo mettere in
  // busta per quelle 10 ore?" tells the change as background and asks the hours' pay.
  const ask = askOf(question);
  if (!CHANGE.test(story) || !(/\bappalt/.test(story) || CONTRACTOR_CHANGED.test(story))) return undefined;
  // (A probation asked beside the incoming contractor's letter, however asked: contractor-probation.ts.)
  if (/\b(?:periodo di )?prova\b/.test(question) && ctx.documents.length)
    return contractorProbationAnswer(ctx, req);
  // ("la nuova mi ha assunta ma a 2 ore al giorno invece di 6: è legale?": the terms of the hiring are asked.)
  const cut = TERMS_CUT.test(question) && LAWFUL_ASKED.test(ask);
  if (!(ASKS_KEPT.test(ask) || ASKS_PROCEDURE.test(ask) || cut)) return undefined;
  // ("chi passa alla nuova ditta perde l'anzianità di settore?": the seniority is asked, sector-seniority.ts.)
  if (
    /\banzianita (?:forfettari\w*|di settore|settoriale)\b|\bscatt[oi]\b|\bperd\w* (?:l')?anzianita\b/.test(
      ask,
    )
  )
    return undefined;
  // ("possiamo mettere il periodo di prova a chi passa da noi?": the probation of those taken over is asked,
  // probation-terms.ts answers it; "si può assumere una persona a 12 ore a settimana?" asks the part-time's
  // bounds, the change of contractor only the story's background.)
  // (Beside the incoming contractor's letter, that clause answers first: contractor-probation.ts.)
  if (
    !cut &&
    (req.intent === 'probation' || /\b(?:periodo di )?prova\b/.test(question) || HOURS_ASKED.test(ask))
  )
    return contractorProbationAnswer(ctx, req);
  const ccnl = agreementWithRule(ctx, req, story);
  const passage = ccnl?.passages.find((p) => PASSAGE.test(p.text));
  const needed = passage ? /\bda almeno (\d+) mesi\b/.exec(passage.text)?.[1] : undefined;
  if (!ccnl || !passage || !needed) return undefined;
  // The outgoing firm's notice or the terms of the hiring asked: the passage that answers it (contractor-terms.ts).
  const terms = contractorTermsAnswer(ccnl, passage, cut ? 'condizioni' : ask);
  if (terms) return terms;
  const told = MONTHS_TOLD.exec(question) ?? MONTHS_AGO.exec(question);
  const count = told ? countValue(told[2] as string) : undefined;
  const months = count === undefined ? undefined : /^ann/.test(told?.[3] ?? '') ? count * 12 : count;
  // "da neanche tre mesi", "da meno di 4 mesi": fewer than the count said.
  const fewer = /^(?:neanche|nemmeno|meno di|appena|quasi)/.test(told?.[1] ?? '');
  const rule = `la garanzia del cambio d'appalto del ${ccnl.short_name} (${passage.article ?? 'cambio d’appalto'}) riguarda i lavoratori impiegati nell'appalto ${bold(`da almeno ${needed} mesi`)}`;
  const short = months !== undefined && (months < Number(needed) || (fewer && months <= Number(needed)));
  const opening =
    months === undefined
      ? `${rule.charAt(0).toUpperCase()}${rule.slice(1)}: chi è nell'appalto da meno tempo non rientra nell'elenco che l'azienda uscente comunica, né nell'obbligo di passaggio alla subentrante.`
      : short
        ? `${bold('No')}: ${rule}; con ${told?.[1] ?? ''}${told?.[2]} ${told?.[3]} nell'appalto non rientri nell'elenco dell'azienda uscente, e la subentrante non è tenuta ad assumerti: l'azienda uscente ha fatto bene a non indicarti.`
        : `${bold('Sì')}: ${rule}; con ${told?.[1] ?? ''}${told?.[2]} ${told?.[3]} nell'appalto rientri nell'elenco che l'azienda uscente deve comunicare, e la subentrante ti mantiene in servizio ove possibile.`;
  return compose({
    answer: opening,
    steps: [`La regola del ${ccnl.short_name}: ${passage.text}`],
    assumptions: [
      'Mesi contati fino alla cessazione dell’appalto; chi non passa alla subentrante resta dipendente dell’azienda uscente.',
    ],
    citations: [
      {
        ccnl: ccnl.short_name,
        article: passage.article,
        text: passage.text,
        url: passage.source_url,
        date: passage.source_date,
        confidence: passage.confidence,
      },
    ],
    related: [`Quanto preavviso serve per dimettersi nel ${ccnl.short_name}?`],
  });
}
