import { indexOf } from '../kb/documents.js';
import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';

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
  /\b(?:numero )?minimo (?:settimanale )?(?:di |delle )?ore\b|\bore (?:settimanali )?(?:minim[oaei]|al minimo|come minimo)\b|\borario (?:settimanale )?minimo\b|\bminimo (?:di )?orario\b|\balmeno (?:un tot di |un certo numero di |quante )?ore\b|\b(?:cosi|troppo) poche ore\b|\bsotto (?:un certo numero di|le \d{1,2}) ore\b/;
// A contract's hours doubted against the agreement ("se l'orario scritto va bene rispetto al contratto nazionale,
// mi sembra pochissimo e non so se è legale"): the floor weighed against the document's hours, Sì or No.
const HOURS_DOUBTED =
  /\b(?:orario|ore settimanali|numero di ore)\b[^.?!]{0,80}\b(?:va bene|vanno bene|legal\w*|regolar\w*|conform\w*|rispett\w*|in regola|giust[oaie]|corrett[oaie]|pochissim\w*|troppo poc\w*)\b|\b(?:pochissim\w*|legal\w*|in regola)\b[^.?!]{0,40}\b(?:orario|ore settimanali)\b/;
// Hours of another kind weighed (their rate, not the schedule): "le ore supplementari rispettano il CCNL?".
const OTHER_HOURS = /supplementar|straordinar|maggioraz|percentual|notturn|festiv|flessibil|elastic/;
const ASKS_PAY = /\b(?:paga|stipendi\w*|retribuzion\w*|lord[oi]|nett[oi]|euro|guadagn\w*|prend\w*)\b|€/;
const DOCUMENT_HOURS = /(\d{1,2}(?:,\d)?)\s*ore\s*settimanali\b/i;

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

export function partTimeFloor(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const question = readable(ctx.message);
  const documents = ctx.documents.map((d) => ({ document: d, passages: indexOf(d).passages }));
  const text = documents
    .map(({ document, passages }) => document.text ?? passages.map((p) => p.text).join('\n'))
    .join('\n');
  const doubted =
    ctx.documents.length > 0 &&
    HOURS_DOUBTED.test(question) &&
    !OTHER_HOURS.test(question) &&
    DOCUMENT_HOURS.test(text);
  if (!(ASKS_FLOOR.test(question) || doubted) || ASKS_PAY.test(question)) return undefined;
  if (!PART_TIME.test(question) && !PART_TIME.test(fold(text))) return undefined;
  // Two agreements weighed ("nel mio e nel suo contratto") are the comparison's.
  if (req.slots.agreements.length > 1) return undefined;
  const ccnl = agreementFor(ctx, req, text);
  const floor = ccnl?.part_time?.min_weekly_hours;
  if (!ccnl || !floor) return undefined;
  const from = ccnl.part_time.applies_from;
  // A floor that depends on the firm ("16 ore … fino a 30 dipendenti e 18 ore in quelle più grandi"): its
  // conditions are said with it, in the agreement's words.
  const clause = (ccnl.part_time.text ?? '').split(/[.;]\s/)[0] ?? '';
  const others = [...clause.matchAll(/(\d{1,2}) ore/g)].some((m) => Number(m[1]) !== floor);
  const conditions = others ? `, con le condizioni del contratto: «${clause}»` : '';
  const rule = `Nel ${ccnl.short_name} il part-time non può scendere sotto ${bold(`${hoursText(floor)} ore settimanali`)}${from ? ` (dal ${italianDate(from)})` : ''}${conditions}.`;
  const stated = DOCUMENT_HOURS.exec(text)?.[1];
  const hours = stated === undefined ? undefined : Number(stated.replace(',', '.'));
  const file = documents.find(({ document, passages }) =>
    DOCUMENT_HOURS.test(document.text ?? passages.map((p) => p.text).join('\n')),
  );
  const weighed =
    hours === undefined || !file
      ? ''
      : hours < floor
        ? ` Il documento «${file.document.fileName}» prevede ${hoursText(hours)} ore settimanali: ${hoursText(floor - hours)} in meno del minimo del contratto, quindi l'orario non è conforme e va portato ad almeno ${hoursText(floor)} ore (salvo le eccezioni che il CCNL stesso prevede).`
        : ` Il documento «${file.document.fileName}» prevede ${hoursText(hours)} ore settimanali: rispetta il minimo.`;
  return compose({
    answer:
      doubted && hours !== undefined
        ? `**${hours < floor ? 'No' : 'Sì'}**: ${rule.charAt(0).toLowerCase()}${rule.slice(1)}${weighed}`
        : `${rule}${weighed}`,
    steps: [`Cosa dice il CCNL sul part-time: ${ccnl.part_time.text}`],
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
