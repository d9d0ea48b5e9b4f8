import { documentTexts } from '../documents/summed-items.js';
import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { askOf } from '../reader/off-topic-ask.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { extraPayAnswer } from './extra-pay.js';

/**
 * Session 47 (fixs47g): extra work in hotels, restaurants and bars ("due camerieri extra per il 31 dicembre",
 * "con il contratto extra li posso tenere tutta la settimana?") has its own rules (the special services of a
 * few days, an all-inclusive hourly pay set by national or local tables). The knowledge base holds neither the
 * hourly pay nor the longest engagement for the Turismo and FIPE agreements: the answer says so first, never
 * the agreement's thirteenth, holiday surcharge or minimum table. Undefined when the agreement's file states a
 * rule of extra work (then the ordinary routes read it). Session 50: where the file holds the extra workers'
 * hourly table (`extra_pay`, Turismo art. 155), the pay asked is read there, at the level and date asked
 * (extra-pay.ts), also on a follow-up that only changes the level ("e se lo inquadro 6s? quanto all'ora").
 */
const HOSPITALITY = new Set(['pubblici-esercizi-fipe', 'turismo-federalberghi']);
// Extra workers named: "camerieri extra", "un lavoratore extra", "il contratto extra", "qualche extra di sala",
// "gli extra", "mi chiamano come extra"; not extra hours ("ore extra") nor an extra pay item.
const EXTRA_WORKERS =
  /\b(?:faccio|fare|facevo|fa) (?:l'|gli )?extra\b(?! (?:di )?(?:ore|ora|paga|soldi|euro))|\b(?:sono|ero) (?:un |una |uno |l')extra\b|\b(?:lavor\w*|assunt\w*|chiam\w*|impiegat\w*|inquadrat\w*|fatt[oi]|faccio|stat[oa]) come extra\b|\b(?:lavorator\w*|camerier\w*|personale|dipendent\w*|addett\w*|aiut\w*|cuoc\w*|barist\w*|barman|collaborator\w*|ragazz\w*|facchin\w*|portier\w*|lavapiatt\w*|pizzaiol\w*|commis) extra\b|\b(?:contratt\w*|rapport\w*|lavoro|chiamat\w*) (?:di |da |come )?extra\b|\bextra (?:e|o) (?:di )?surroga\b|\b(?:gli|degli|agli|per gli|un|uno|qualche|due|tre|quattro|cinque|dei|degl) extra\b(?! (?:di )?(?:ore|ora|paga|soldi|euro|mensilit))/;
const PAY_ASKED =
  /\bpag\w*|\bqu?a?nt\w*\b[^?.]{0,25}\b(?:l'|l|all'?|all|per l'|a) ?ora\b|\bqnt\b[^?.]{0,25}\bora\b|\bminim\w* orari\w*|\btariff\w*|\bretribu\w*|\bcompens\w*|\bquanto (?:prend|costa|vien|si da|gli|le|va|(?:devo |dobbiamo )?dar)\w*|\blord\w*/;
const LENGTH_ASKED =
  /\bquanti giorni\b|\bquanto (?:tempo|a lungo)\b|\bper quant\w*\b|\bdurat\w*|\bmassim\w*|\btutta la settimana\b|\bgiorni (?:al )?massim\w*|\bquante volte\b/;
const RESTAURANT = /\b(?:trattori\w*|ristorant\w*|pizzeri\w*|bar|pub|osteri\w*|gelateri\w*|pasticceri\w*)\b/;
// A follow-up that asks the hourly pay again ("e al 6s? qnt all ora") after a turn about extra workers' pay.
// ("e se lo metto al 6° super, sempre 8 ore?": the engagement's hours said again.)
const HOUR_ASKED = /\ball ?ora\b|\b\d{1,2} ore\b|\bora(?:ri[ao])?\b|\bqu?a?nt[oi]?\b|\bqnt\b/;
// Only a level told on a follow-up ("e se è inquadrato al 7?", "e per uno di sesto livello?").
const LEVEL_TOLD = /\b(?:livell\w*|inquadr\w*)\b|\bal \d(?:s|°)?\b|\b(?:quart|quint|sest|settim)o\b/;
// The firm's own staff asked beside the extras ("e al personale fisso quanto do per la serata?"): not their table.
const FIXED_STAFF = /\bfiss[oiae]\b|\bin organico\b|\bnostr[io] dipendent\w*/;
const RULE_IN_FILE = /\blavor\w* extra\b|\bextra e (?:di )?surroga\b|\bsurroga\b/;

// The agreement's own figures asked beside ("la quota oraria del 4° livello, per pagare gli extra"): not this gap.
const OWN_FIGURE = /\bminim\w*|\bquota oraria\b|\bdivisor\w*|\blivell\w*|\bmaggiorazion\w*|\bstraordinar\w*/;
// With the extra workers' table held, the level they are put at is the table's row, not the agreement's minimum.
const OWN_FIGURE_BESIDE_TABLE = /\bminim\w*|\bquota oraria\b|\bdivisor\w*|\bmaggiorazion\w*|\bstraordinar\w*/;

// The minimum of the extras themselves ("il minimo orario per un extra di quinto livello"): their table's rate, not
// the agreement's monthly minimum; read as a rate before the own-figure test.
const EXTRA_MINIMUM =
  /\bminim\w*(?: orari\w*)?(?= (?:per|di|del|dell'|degli|agli|a|dei|ai) ?(?:un |uno |una |gli |l'|lavorator\w* )?extra\b)/g;
// "Come minimo" / "per lo meno" ("quanto mi devono dare all'ora come minimo?"): at least, not the monthly minimum.
const AT_LEAST = /\b(?:come|al) minimo\b(?! (?:tabellar\w*|contrattual\w*|mensil\w*|del))|\bper lo meno\b/g;
// "il compenso orario minimo": the extras' all-in hourly rate itself ("la paga oraria minima del contratto" is the
// agreement's own hourly minimum).
const MINIMUM_RATE = /\b(?:compens|tariff)\w* orari\w* minim\w*/g;
const asRate = (text: string) =>
  text
    .replace(AT_LEAST, 'almeno')
    .replace(EXTRA_MINIMUM, 'tariffa oraria')
    .replace(MINIMUM_RATE, 'tariffa oraria');
// Whether holidays, 13th or 14th or TFR are paid on top of the extras' rate or inside it.
const INCLUDED_ASKED =
  /\b(?:ferie|tredicesim\w*|quattordicesim\w*|13(?:a|esima)|14(?:a|esima)|tfr|ratei|permessi|festivit\w*)\b[^?]*\b(?:a parte|dentro|compres\w*|inclus\w*|comprensiv\w*|in piu|aggiunt\w*|oltre)\b|\b(?:a parte|dentro|compres\w*|inclus\w*|comprensiv\w*)\b[^?]*\b(?:ferie|tredicesim\w*|quattordicesim\w*|tfr|ratei)\b/;

// "perché in busta non vedo né tredicesima né quattordicesima né TFR?": the items said missing from the extras' pay.
const ITEMS = String.raw`(?:ferie|tredicesim\w*|quattordicesim\w*|13(?:a|esima|ª)|14(?:a|esima|ª)|tfr|ratei|liquidazion\w*)`;
const ITEMS_MISSING = new RegExp(
  String.raw`\b(?:non (?:\w+ ){0,2}?(?:vedo|vediamo|trovo|c'e|ci sono|ci sta|risult\w*|compa\w*|mi (?:danno|pagano|mettono|hanno dato|hanno pagato))|manca\w*|senza|niente)\b[^?]{0,30}\b(?:ne |la |il |le |i )?${ITEMS}|\b${ITEMS}\b[^?]{0,40}\b(?:manca\w*|non (?:c'e|ci sono|li vedo|la vedo|lo vedo|me l\w*|me li))\b`,
);

/**
 * After a turn on an extra worker's pay, the extra months or the TFR said missing from the payslip ("ma perché in
 * busta non vedo né tredicesima né TFR? me li stanno fregando?"): whether they are inside the all-in rate.
 */
function itemsMissingAfterExtra(ctx: AgentContext): boolean {
  const before = ctx.history?.at(-1);
  return (
    before !== undefined &&
    EXTRA_WORKERS.test(readable(before)) &&
    PAY_ASKED.test(askedIn(before)) &&
    ITEMS_MISSING.test(readable(ctx.message))
  );
}

/** The sentences asked ("La tariffa degli extra, che comprende già le ferie, quanto è?"), else the clause asked. */
function askedIn(message: string): string {
  const text = readable(message);
  const asked = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  return asked.length ? asked.join(' ') : askOf(text);
}

/** The extra workers' hourly pay asked, on this turn or as a follow-up of a turn that asked it. */
function extraPayAsked(ctx: AgentContext, asked: string): boolean {
  const ask = asRate(asked);
  if (EXTRA_WORKERS.test(ask) && PAY_ASKED.test(ask))
    return !LENGTH_ASKED.test(ask) && !OWN_FIGURE_BESIDE_TABLE.test(ask);
  const whole = asRate(readable(ctx.message));
  // The story names the extra workers ("chiamo 4 camerieri extra … inquadrati come lavoratori extra") and the
  // question asks their pay in other words ("quanto devo dare lordo a ciascun cameriere per la serata?").
  if (EXTRA_WORKERS.test(whole) && PAY_ASKED.test(ask))
    return !LENGTH_ASKED.test(ask) && !OWN_FIGURE_BESIDE_TABLE.test(ask) && !FIXED_STAFF.test(ask);
  const before = ctx.history?.at(-1);
  // A short follow-up that asks the hours again or only tells another level ("e il collega che fa l'extra al 7?").
  const followUp = HOUR_ASKED.test(whole) || LEVEL_TOLD.test(whole);
  if (
    !before ||
    whole.length > 80 ||
    !followUp ||
    OWN_FIGURE_BESIDE_TABLE.test(whole) ||
    LENGTH_ASKED.test(whole)
  )
    return false;
  // (The extras named in the story before its question: "faccio l'extra ai matrimoni … quanto all'ora?".)
  const earlier = askedIn(before);
  // (Not a staffer's overtime asked beside extras paid apart: "i camerieri extra li paghiamo a parte … quanto per
  // quelle 2 ore di straordinario?".)
  return (
    EXTRA_WORKERS.test(readable(before)) &&
    PAY_ASKED.test(earlier) &&
    !LENGTH_ASKED.test(earlier) &&
    !/\bstraordinar/.test(readable(earlier))
  );
}

// The engagement's hours ("lavoreranno 8 ore ciascuno", "per le 6 ore"), not a weekly or monthly schedule.
const ENGAGEMENT_HOURS =
  /\b(\d{1,2}(?:,5)?) ore\b(?! (?:settimanal|mensil|a settimana|al mese|alla settimana|di straordinar))/g;

/** The hours of the extra engagement told on this turn, else on the turn before; one count only. */
function engagementHours(ctx: AgentContext): number | undefined {
  for (const text of [ctx.message, ctx.history?.at(-1) ?? '']) {
    const counts = new Set([...readable(text).matchAll(ENGAGEMENT_HOURS)].map((m) => m[1] ?? ''));
    if (counts.size === 1) return Number([...counts][0]?.replace(',', '.'));
    if (counts.size > 1) return undefined;
  }
  return undefined;
}

/**
 * Session 58: an uploaded timesheet of an extra worker ("foglio presenze … lavoratore extra … Livello 5 … totale
 * ore 19"): its hours (the total written, else the sum of the days' hours) and the level it states.
 */
function timesheet(
  ctx: AgentContext,
): { hours?: number; level?: string; rate?: number; month?: string } | undefined {
  for (const doc of documentTexts(ctx.documents)) {
    const text = readable(doc.text);
    if (!EXTRA_WORKERS.test(text) && !/\bextra\b[^\n]{0,40}\bliv/.test(text)) continue;
    const total = text.match(/\btotale (?:delle )?ore\b[^\d\n]{0,20}(\d{1,3}(?:,\d{1,2})?)/);
    const days = [...text.matchAll(/\bore:? (\d{1,2}(?:,\d{1,2})?)\b/g)].map((m) =>
      Number(m[1]?.replace(',', '.')),
    );
    // A sheet of several extras, one a line ("cameriera di sala 4° livello - 22 ore x 15,58 = 342,76").
    const lines = [...text.matchAll(/\b(\d{1,3}(?:,\d{1,2})?) ore\b/g)].map((m) =>
      Number(m[1]?.replace(',', '.')),
    );
    const hours = total
      ? Number(total[1]?.replace(',', '.'))
      : days.length
        ? days.reduce((a, b) => a + b, 0)
        : lines.reduce((a, b) => a + b, 0);
    if (!hours) continue;
    const stated = text.match(/\blivello:? (\d(?:s| super)?)\b/)?.[1]?.replace(/ ?(?:s|super)$/, 'S');
    const levels = new Set([...text.matchAll(/\b(\d)(?:°|º)? (?:livello|liv\.?)\b/g)].map((m) => m[1] ?? ''));
    const level = stated ?? (levels.size === 1 ? [...levels][0] : undefined);
    // The rate the sheet applies, when every line applies the same ("22 ore x 15,58").
    const rates = new Set(
      [...text.matchAll(/\bx (\d{1,2},\d{2})\b/g)].map((m) => Number(m[1]?.replace(',', '.'))),
    );
    const rate = rates.size === 1 ? [...rates][0] : undefined;
    // The month the sheet is for ("Prospetto lavoratori extra - novembre 2027"), when it names one only.
    const months = new Set(
      [...text.matchAll(new RegExp(String.raw`\b(${MONTH_NAMES}) (20\d\d)\b`, 'g'))].map(
        (m) => `${m[2]}-${String(MONTHS.indexOf(m[1] ?? '') + 1).padStart(2, '0')}-01`,
      ),
    );
    const month = months.size === 1 ? [...months][0] : undefined;
    // The hours are one engagement's only when the sheet has one line of hours (or its own total).
    return { hours: total || days.length || lines.length === 1 ? hours : undefined, level, rate, month };
  }
  return undefined;
}

export function extraWorkGap(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const sheet = ctx.documents.length ? timesheet(ctx) : undefined;
  if (ctx.documents.length && !sheet) return undefined;
  const ccnl = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .find((c): c is Ccnl => !!c && HOSPITALITY.has(c.id));
  if (!ccnl) return undefined;
  const ask = askedIn(ctx.message);
  // The agreement inferred from a hotel beside a restaurant or bar (FIPE's places): whose table is unsure.
  const unsure = req.slots.agreementsBySector && RESTAURANT.test(readable(ctx.message));
  const missing = !sheet && itemsMissingAfterExtra(ctx);
  if (ccnl.extra_pay && !unsure && (sheet ? PAY_ASKED.test(ask) : missing || extraPayAsked(ctx, ask)))
    return extraPayAnswer(
      ccnl,
      ccnl.extra_pay,
      req.slots.date ?? sheet?.month ?? ctx.today,
      req.slots.level ?? sheet?.level,
      sheet?.hours ?? engagementHours(ctx),
      missing || INCLUDED_ASKED.test(ask),
      sheet?.rate,
    );
  if (sheet || req.slots.level) return undefined;
  if (!EXTRA_WORKERS.test(ask) || OWN_FIGURE.test(ask)) return undefined;
  const length = LENGTH_ASKED.test(ask);
  const pay = PAY_ASKED.test(ask);
  if (!length && !pay) return undefined;
  // The extra workers' pay table is not a rule of their engagement's length; a length the file's passages state
  // (Turismo art. 93: 3 consecutive days; FIPE: 3 days) is answered from them, a pay still from the table or this
  // gap. ("per il cenone di Capodanno … per quanti giorni?": the rule, not the holiday's surcharge.)
  if (length && RULE_IN_FILE.test(readable(JSON.stringify({ ...ccnl, extra_pay: undefined }))))
    return extraRuleAnswer(ccnl);
  const what = length
    ? 'la durata massima del lavoro extra (per quanti giorni si può impiegare un lavoratore extra)'
    : 'la paga oraria omnicomprensiva dei lavoratori extra (la tariffa delle tabelle nazionali o territoriali)';
  // Only the hotels' table held, for extras of a restaurant or bar told beside the hotel: that gap, no figure.
  const answer =
    ccnl.extra_pay && !length
      ? `Per gli extra di un ristorante, una trattoria o un bar (CCNL Pubblici esercizi FIPE) la paga oraria omnicomprensiva ${bold('non è nella base di conoscenza')}: ho solo la tabella degli alberghi (${ccnl.short_name}, ${ccnl.extra_pay.article ?? 'lavoratori extra'}); chiedimela se gli extra lavorano per l’hotel.`
      : `Nel ${ccnl.short_name} ${what} ${bold('non è nella base di conoscenza')}: non posso indicarti ${length ? 'un numero di giorni' : 'un importo orario'} senza una fonte.`;
  return compose({
    answer,
    steps: [
      length
        ? 'Il lavoro extra è pensato per servizi speciali di breve durata: per un periodo più lungo verifica il testo del contratto (o chiedi all’associazione datoriale o al sindacato della provincia) prima di usarlo; altrimenti serve un contratto a termine o a chiamata.'
        : 'La tariffa degli extra è fissata dal contratto nazionale e dagli accordi territoriali: va letta nella tabella della tua provincia (presso l’associazione datoriale o il sindacato) e non coincide con il minimo mensile diviso per il divisore orario.',
      'Se mi indichi la tariffa o il periodo che applicate, posso calcolare il costo delle ore.',
    ],
    citations: [],
    related: [`Quali sono i minimi retributivi del ${ccnl.short_name}?`],
  });
}

/**
 * The agreement's passages on extra work, asked how long it may last or what its pay includes: the first opens
 * the answer, the others follow.
 */
function extraRuleAnswer(ccnl: Ccnl): AgentAnswer | undefined {
  const rules = ccnl.passages.filter((p) => RULE_IN_FILE.test(readable(p.text)));
  const [first, ...others] = rules;
  if (!first) return undefined;
  return compose({
    answer: `Nel ${ccnl.short_name}: ${first.text}`,
    steps: others.length ? ['Altri elementi utili:', ...others.map((p) => `- ${p.text}`)] : [],
    citations: rules.map((p) => citeAgreementPassage(ccnl, p)),
    related: [`Quali sono i minimi retributivi del ${ccnl.short_name}?`],
  });
}
