import { indexOf } from '../kb/documents.js';
import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { boundedStaff } from '../reader/approximate-counts.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bandLabel, bandOf, holds } from './band-claim.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { partTimeFloorPay } from './part-time-floor-pay.js';
import { levelShort } from './shared/levels.js';

/**
 * "qual è il minimo di ore settimanali per un part-time?", "si può assumere con così poche ore?", "il contratto
 * di 10 ore rispetta il minimo del CCNL?": the least weekly hours the agreement allows a part-time, with the day
 * it applies from, weighed against the weekly hours an uploaded contract or letter states. Undefined when the
 * question does not ask that floor, asks a pay, or the agreement holds no floor (its part-time topic answers).
 */

const PART_TIME = /\bpart.?time\b|\btempo parziale\b/;
// The floor of hours asked, not a minimum pay for some hours ("il minimo della tabella… 32 ore"): "minimo di ore",
// "ore minime", "orario minimo", "almeno un tot di ore", "così poche ore", "sotto un certo numero di ore".
const ASKS_FLOOR =
  /\b(?:numero )?minimo (?:settimanale )?(?:di |delle )?ore\b|\bore (?:settimanali )?(?:minim[oaei]|al minimo|come minimo)\b|\borario (?:settimanale )?minimo\b|\bminimo (?:orario )?settimanal[ei]\b|\bminimo (?:di )?orario\b|\balmeno (?:un tot di |un certo numero di |quante )?ore\b|\b(?:cosi|troppo) poche ore\b|\bsotto (?:un certo numero di|un tot di|tot|le \d{1,2}) ore\b/;
// A contract's hours doubted against the agreement ("se l'orario scritto va bene rispetto al contratto nazionale,
// mi sembra pochissimo e non so se è legale", "le ore del part-time sono compatibili?", "vuole fare solo 12 ore,
// va bene così?", "14 ore lo possiamo fare o c'è un minimo?", "va bene così l'orario che mi hanno messo?"): the floor
// weighed against the document's hours.
const HOURS_DOUBTED =
  /\b(?:orario|ore settimanali|ore (?:a|alla|per) settimana|numero di ore|ore (?:del (?:part.?time|contratto)|indicat\w*|previst\w*|scritt\w*))\b[^.?!]{0,80}\b(?:va bene|vanno bene|sotto (?:il )?minimo|legal\w*|regolar\w*|conform\w*|compatibil\w*|rispett\w*|in regola|giust[oaie]|corrett[oaie]|ammess[oaie]|consentit[oaie]|pochissim\w*|troppo poc\w*)\b|\b(?:pochissim\w*|legal\w*|in regola)\b[^.?!]{0,40}\b(?:orario|ore settimanali)\b|\b\d{1,2} ore\b[^?]{0,80}\b(?:va bene|vanno bene|qualche problema|un problema|(?:lo |la )?(?:possiamo|posso|si puo|si possono) fare|c'?e un minimo)\b|\b(?:va|vanno|e) (?:bene|giust[oaie]|regolare|corrett[oaie]|in regola) (?:cos[iì] )?(?:l'orario|le ore|l'orario che|gli orari)\b/;
// Hours of another kind weighed (their rate, not the schedule): "le ore supplementari rispettano il CCNL?".
const OTHER_HOURS = /supplementar|straordinar|maggioraz|percentual|notturn|festiv|flessibil|elastic/;
const ASKS_PAY = /\b(?:paga|stipendi\w*|retribuzion\w*|lord[oi]|nett[oi]|euro|guadagn\w*|prend\w*)\b|€/;
// "20 ore settimanali", "12 (dodici) ore settimanali", "20 ore a settimana", "Orario settimanale: 20 ore (lunedì-venerdì)".
const DOCUMENT_HOURS =
  /(\d{1,2}(?:,\d)?)\s*(?:\(\s*\p{L}+\s*\)\s*)?ore\s*(?:settimanali|(?:a|alla|per) settimana)\b|\borario (?:di lavoro )?settimanale\s*:?\s*(?:di\s*)?(\d{1,2}(?:,\d)?)\s*ore\b/iu;
const documentHours = (text: string) => {
  const found = DOCUMENT_HOURS.exec(text);
  return found ? (found[1] ?? found[2]) : undefined;
};
// The hours weighed against "the minimum" with no pay named ("quante ore ho scritto? e va bene rispetto al minimo
// del contratto nazionale o è troppo poco?"): the floor of hours, when the question speaks of hours.
const MINIMUM_DOUBTED =
  /\b(?:va bene|vanno bene|regolar\w*|in regola|rispett\w*|legal\w*|bast(?:a|ano))\b[^.?!]{0,60}\bminim\w*\b|\btroppo poc\w*\b/;
const SPEAKS_OF_HOURS = /\bore\b|\borario\b/;
// The document's hours asked ("quante ore a settimana ho scritto?", "che orario c'è nel contratto?").
const HOURS_ASKED = /\bquant\w* ore\b|\b(?:che|quale) orario\b|\bquant\w* (?:e )?(?:l')?orario\b/;

const WEEKEND = /\bsabat\w*|\bdomenic\w*|\bfine settimana\b|\bweek.?end\b/;
// The clause's own weekend case, in parentheses: "(in alcuni casi 8 ore concentrate nel fine settimana)".
const WEEKEND_CASE = /\(([^()]*\d{1,2} ore[^()]*(?:fine settimana|sabato|domenica)[^()]*)\)/;

const EMPLOYEES = /\b(\d{1,5})\s+dipendenti\b/i;
const documentEmployees = (text: string) => {
  const found = EMPLOYEES.exec(text)?.[1];
  return found === undefined ? undefined : Number(found);
};
const hoursText = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

function agreementFor(ctx: AgentContext, req: TypedRequest, text: string): Ccnl | undefined {
  const asked = req.slots.agreements[0];
  if (asked !== undefined && !req.slots.agreementsBySector) return ctx.kb.byCategory(asked);
  const selected = (ctx.categories ?? []).map((id) => ctx.kb.byCategory(id)).find(Boolean);
  return (
    selected ??
    (text ? statedAgreement(ctx.kb, text) : undefined) ??
    (asked !== undefined ? ctx.kb.byCategory(asked) : undefined)
  );
}

/**
 * The row of a floor varying with the firm's size that `employees` picks: "16 ore … fino a 30 dipendenti e di 18
 * ore in quelle più grandi" with 45 employees is 18 hours, "oltre 30 dipendenti".
 */
function sizedFloor(
  clause: string,
  employees: number | undefined,
): { hours: number; band: string; row: string } | undefined {
  if (employees === undefined) return undefined;
  const figures = [...fold(clause).matchAll(/(\d{1,2}) ore\b/g)];
  const rows = figures.flatMap((m, i) => {
    const band = bandOf(fold(clause).slice((m.index ?? 0) + m[0].length, figures[i + 1]?.index));
    return band?.dimension === 'staff' ? [{ hours: Number(m[1]), band }] : [];
  });
  if (rows.length < 2) return undefined;
  const fixed = rows.filter((r) => !r.band.rest).map((r) => r.band);
  const matching = rows.filter((r) =>
    r.band.rest ? !fixed.some((b) => holds(b, employees)) : holds(r.band, employees),
  );
  const row = matching[0];
  if (matching.length !== 1 || !row) return undefined;
  const band = bandLabel(row.band, fixed);
  return {
    hours: row.hours,
    band,
    row: `orario minimo di ${row.hours} ore settimanali nelle aziende ${band}`,
  };
}

// A floor claimed ("sotto le 18 ore non si può", "il minimo è 18 ore", "almeno 16 ore") and asked to be confirmed
// ("ha ragione la collega?", "è vero?", "giusto?").
const CLAIMED_FLOOR =
  /\b(?:sotto (?:le |alle |i )?|almeno |minimo (?:di |e |sono |è )?|non meno di |meno di )(\d{1,2}) ore\b/;
const ASKS_CONFIRM = /\b(?:ha|hanno|abbiamo|ho) ragione\b|\be vero\b|\bgiusto\b|\bconferm\w*|\be corretto\b/;
const WHO_IS_RIGHT = /\b(?:ha|hanno) ragione (?:il |la |lo |l'|i |le |gli )?(?:mi[oa] |nostr[oa] )?(\p{L}+)/u;

/** Sì or No on a claimed floor, read on the sentence of whoever the question asks about; else undefined. */
function claimedFloorVerdict(question: string, least: number): 'Sì' | 'No' | undefined {
  if (!ASKS_CONFIRM.test(question)) return undefined;
  const sentences = question.split(/[.;?!]\s*/);
  const claimed = sentences.find((s) => CLAIMED_FLOOR.test(s));
  const value = claimed ? Number(CLAIMED_FLOOR.exec(claimed)?.[1]) : undefined;
  if (!claimed || value === undefined) return undefined;
  const right = value === least;
  const who = WHO_IS_RIGHT.exec(question)?.[1];
  // "ha ragione il direttore?" when the figure was the colleague's: the other side of the same verdict.
  if (!who || claimed.includes(who)) return right ? 'Sì' : 'No';
  return right ? 'No' : undefined;
}

// A floor claimed with no figure ("una collega dice che sotto un certo numero di ore non si può", "dicono che c'è un
// minimo di ore"): true wherever the agreement sets one; "non c'è un minimo" is the claim denied.
const VAGUE_FLOOR_CLAIM =
  /\b(?:dice|dicono|detto|sostien\w*|secondo|pensa|crede)\b[^.?!]{0,60}?(?:\b(non )?(?:c'e|esiste|ci sono?) (?:un |una )?(?:numero |soglia |orario )?minim\w* (?:di |delle )?ore\b|\bsotto (?:un certo numero di|tot|poche|un tot di) ore\b)/;

function vagueFloorVerdict(question: string): 'Sì' | 'No' | undefined {
  if (!ASKS_CONFIRM.test(question)) return undefined;
  const claim = VAGUE_FLOOR_CLAIM.exec(question);
  if (!claim) return undefined;
  return claim[1] ? 'No' : 'Sì';
}

// The hours stated as settled before another term is doubted ("L'orario va bene e il livello mi sembra corretto.
// La prova invece è troppo lunga?"): a premise, not the hours asked.
const HOURS_SETTLED =
  /(?:^|[.!]\s+)(?:l'?orario|le ore(?: settimanali)?)(?: (?:scritt|indicat|previst)\w*)? (?:va|vanno|e) (?:bene|ok|giust[oaie]|corrett[oaie])\b[^.?!]*\./;

export function partTimeFloor(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const question = readable(ctx.message).replace(HOURS_SETTLED, ' ');
  const documents = ctx.documents.map((d) => ({ document: d, passages: indexOf(d).passages }));
  const text = documents
    .map(({ document, passages }) => document.text ?? passages.map((p) => p.text).join('\n'))
    .join('\n');
  const doubted =
    ctx.documents.length > 0 &&
    (HOURS_DOUBTED.test(question) ||
      (MINIMUM_DOUBTED.test(question) &&
        // (Or the sentence before it: "quante ore ho scritto? e va bene rispetto al minimo?".)
        [question, readable(ctx.history?.at(-1) ?? '')].some((text) => SPEAKS_OF_HOURS.test(text)))) &&
    !OTHER_HOURS.test(question) &&
    documentHours(text) !== undefined;
  if (!(ASKS_FLOOR.test(question) || doubted)) return undefined;
  if (!PART_TIME.test(question) && !PART_TIME.test(fold(text))) return undefined;
  // Two agreements weighed ("nel mio e nel suo contratto") are the comparison's.
  if (req.slots.agreements.length > 1) return undefined;
  const ccnl = agreementFor(ctx, req, text);
  const floor = ccnl?.part_time?.min_weekly_hours;
  if (!ccnl || !floor) return undefined;
  // A pay asked at the floor, on the full-time pay given: that pay scaled to the floor (part-time-floor-pay.ts).
  if (ASKS_PAY.test(question)) return partTimeFloorPay(ctx, req, ccnl, floor);
  const from = ccnl.part_time.applies_from;
  // A floor that depends on the firm ("16 ore … fino a 30 dipendenti e 18 ore in quelle più grandi"): its
  // conditions are said with it, in the agreement's words; the firm's size, when the question gives it, picks
  // its row and the other rows are left out.
  const ruleText = ccnl.part_time.text ?? '';
  const clause = ruleText.split(/[.;]\s/)[0] ?? '';
  // The firm's size the question gives, else the one the document states ("Moda Più, 45 dipendenti").
  const employees = req.slots.employees ?? documentEmployees(text);
  const sized = sizedFloor(clause, employees);
  const others = [...clause.matchAll(/(\d{1,2}) ore/g)].some((m) => Number(m[1]) !== floor);
  const conditions = others && !sized ? `, con le condizioni del contratto: «${clause}»` : '';
  const least = sized?.hours ?? floor;
  // The firm's row picked, a weekend case of the clause ("(in alcuni casi 8 ore concentrate nel fine settimana)")
  // is still said when the question speaks of Saturdays or Sundays: it is a floor of its own, not another firm's.
  const weekend = sized && WEEKEND.test(fold(question)) ? WEEKEND_CASE.exec(clause)?.[1] : undefined;
  // A size said as a bound ("superasse i 30 dipendenti") is the band, not a head count.
  const firm = !sized
    ? ''
    : boundedStaff(question) !== undefined
      ? `, nelle aziende ${sized.band},`
      : `, in un'azienda con ${employees} dipendenti (fascia ${sized.band}),`;
  const rule = `Nel ${ccnl.short_name}${firm} il part-time non può scendere sotto ${bold(`${hoursText(least)} ore settimanali`)}${from ? ` (dal ${italianDate(from)})` : ''}${conditions}${weekend ? `; ${bold(weekend)}` : ''}.`;
  const stated = documentHours(text);
  const hours = stated === undefined ? undefined : Number(stated.replace(',', '.'));
  const file = documents.find(
    ({ document, passages }) =>
      documentHours(document.text ?? passages.map((p) => p.text).join('\n')) !== undefined,
  );
  // The level the document states, echoed as a consultant names whose contract is checked.
  const level = file
    ? statedLevel(file.document.text ?? file.passages.map((p) => p.text).join('\n'))
    : undefined;
  const who = level ? ` (${levelShort(level)})` : '';
  const weighed =
    hours === undefined || !file
      ? ''
      : hours < least
        ? ` Il documento «${file.document.fileName}»${who} prevede ${hoursText(hours)} ore settimanali: ${hoursText(least - hours)} in meno del minimo del contratto, quindi l'orario non è conforme e va portato ad almeno ${hoursText(least)} ore (salvo le eccezioni che il CCNL stesso prevede).`
        : ` Il documento «${file.document.fileName}»${who} prevede ${hoursText(hours)} ore settimanali: rispetta il minimo.`;
  // Someone's claim asked to be confirmed is what the Sì or No answers ("la collega dice che sotto un certo numero
  // di ore non si può, è vero?": Sì, even when the contract's hours fall short); else the document's hours weighed.
  const claimed = claimedFloorVerdict(question, least) ?? vagueFloorVerdict(question);
  const verdict = claimed ?? (doubted && hours !== undefined ? (hours < least ? 'No' : 'Sì') : undefined);
  // The document's hours asked with the verdict: they open the answer, then the floor they are weighed against.
  const hoursFirst =
    verdict && hours !== undefined && file && HOURS_ASKED.test(question)
      ? `**${verdict}**: il documento «${file.document.fileName}»${who} prevede ${bold(`${hoursText(hours)} ore settimanali`)}, ${hours < least ? `${hoursText(least - hours)} in meno del` : 'che rispettano il'} minimo del part-time: ${rule.charAt(0).toLowerCase()}${rule.slice(1)}${hours < least ? ` L'orario va portato ad almeno ${hoursText(least)} ore (salvo le eccezioni che il CCNL stesso prevede).` : ''}`
      : undefined;
  return compose({
    answer:
      hoursFirst ??
      (verdict
        ? `**${verdict}**: ${rule.charAt(0).toLowerCase()}${rule.slice(1)}${weighed}`
        : `${rule}${weighed}`),
    steps: [
      `Cosa dice il CCNL sul part-time: ${sized ? `${sized.row}${ruleText.slice(clause.length)}` : ruleText}`,
    ],
    assumptions: [
      'Il minimo è quello del CCNL nella base di conoscenza, alla data indicata; un accordo aziendale o le eccezioni del contratto possono prevedere orari diversi.',
    ],
    citations: [
      ...citeSources(ccnl, ccnl.part_time.text ?? '', ccnl.part_time.article ?? null, ccnl.part_time.sources),
      ...(file
        ? file.passages.slice(0, 1).map((p) => citePassage(p, `Documento caricato: ${p.fileName}`))
        : []),
    ],
    related: [],
  });
}

// "livello 2°", "Livello: 3°", "2° livello", "livello B": the level a contract or payslip states.
const STATED_LEVEL =
  /\b[Ll]ivello\s*:?\s*(\d)°?(?!\d)|\b(\d)°\s*[Ll]ivello\b|\b[Ll]ivello\s*:?\s*([A-D]S?|Q)\b/;

function statedLevel(text: string): string | undefined {
  const m = STATED_LEVEL.exec(text);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}
