import { euro } from '../kb/format.js';
import { NATIONAL_HOLIDAYS, type NationalHoliday, SAN_FRANCESCO } from '../kb/public-holidays.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dailyDivisorOf } from './daily-divisor.js';
import {
  DOMESTIC_RECOVERY,
  easterSundayAnswer,
  hourlyHolidayAnswer,
  PAID_BY_HOUR,
  sundayHolidays,
  weekdayHolidayLine,
  weekdayOf,
  YEAR_COUNT_ASKED,
  yearSaid,
  yearSundaysLine,
} from './holiday-calendar.js';
import { type LawFact, lawCitations } from './law-facts.js';
import {
  novemberFourthClarify,
  novemberFourthOwn,
  novemberFourthRule,
  novemberFourthWorked,
} from './november-fourth.js';
import { agreementOf, isDomestic, payBase } from './pay-base.js';
import { fileSundayRule, hourlySundayHoliday } from './sunday-holiday-own.js';

/**
 * A national holiday that falls on a Sunday, asked as money ("Ognissanti è caduto di domenica: quanto mi devono
 * in più?"): a worker paid by the month gets one more day's pay, the monthly pay over the daily divisor. The law
 * (L. 260/1949, art. 5, as amended by L. 90/1954) gives the extra day; the agreements say how it is worked out.
 * Pages read on 2026-11-26.
 */
export const SUNDAY_HOLIDAY_LAW: LawFact = {
  figure: 'una giornata di retribuzione in più',
  text: 'quando una festività nazionale cade di domenica, al lavoratore retribuito in misura fissa (mensile) spetta, oltre alla normale retribuzione del mese, {figure} (l’aliquota giornaliera): senza questa regola perderebbe il giorno di riposo che la festività gli avrebbe dato in un giorno feriale. In molti contratti la quota giornaliera è 1/26 della retribuzione mensile fissa.',
  reference: 'L. 260/1949, art. 5 (come modificato dalla L. 90/1954)',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1949-05-27;260~art5',
      label: 'Normattiva: L. 27 maggio 1949, n. 260, art. 5',
      date: '1954-05-07',
      confidence: 'medium',
    },
    {
      url: 'https://pmi.it/economia/lavoro/esperto/151338/festivita-retribuite-infrasettimanali-e-riposi.html',
      label:
        'PMI.it: festività retribuite, infrasettimanali e riposi (1/26 della retribuzione mensile fissa)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** Agreements whose own rule on a holiday falling on Sunday is sourced: the divisor and where it is read. */
const AGREEMENT_RULES: Record<string, { divisor: number; article: string; sources: LawFact['sources'] }> = {
  'metalmeccanica-industria-federmeccanica': {
    divisor: 26,
    article: 'Sezione quarta, Titolo III, art. 9 (festività)',
    sources: [
      {
        url: 'https://job.fanpage.it/festivita-contratto-metalmeccanici-industria/',
        label:
          'Fanpage Job: festività contratto metalmeccanici industria (1/26 della retribuzione mensile fissa)',
        date: '2021-07-01',
        confidence: 'medium',
      },
      {
        url: 'https://contrattolavoro.org/2010/04/festivita-nel-contratto-metalmeccanici.html',
        label: 'Contrattolavoro.org: festività nel contratto metalmeccanici',
        date: null,
        confidence: 'low',
      },
    ],
  },
};

/**
 * 4 October, San Francesco d'Assisi, patron of Italy: a national holiday again from 2026, added to art. 2 of
 * L. 260/1949 by L. 8 ottobre 2025, n. 151.
 */
export const SAN_FRANCESCO_LAW: LawFact = {
  figure: 'L. 151/2025',
  text: 'dal 2026 il 4 ottobre, festa di San Francesco d’Assisi patrono d’Italia, è di nuovo festività nazionale: la {figure} (legge 8 ottobre 2025, n. 151) lo ha inserito tra i giorni festivi dell’art. 2 della L. 260/1949, con gli stessi effetti sul lavoro e sulla retribuzione delle altre festività nazionali.',
  reference: 'L. 151/2025; L. 260/1949, art. 2',
  sources: [
    {
      url: 'https://www.newsletterveneto.confcooperative.it/News-Tecniche/ArtMID/383/ArticleID/1574/Istituzione-della-Festa-nazionale-di-San-Francesco',
      label: 'Confcooperative Veneto: istituzione della Festa nazionale di San Francesco (L. 151/2025)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.anpitveneto.it/post/4-ottobre-istituita-la-festività-nazionale-di-san-francesco',
      label: 'ANPIT Veneto: 4 ottobre, istituita la festività nazionale di San Francesco (dal 2026)',
      date: null,
      confidence: 'medium',
    },
  ],
};
const POLAR =
  /\bo no\b|\b(?:spetta|spettano|devono|doveva|dovevano|dovrebbe|dovrebbero|ho diritto|mi pagano|va pagat\w*|e dovut\w*)\b/;
// The worker's weekly rest day stands for the Sunday ("cade proprio nel mio giorno di riposo").
const REST_DAY = String.raw`domenic\w*|(?:suo |mio |proprio )?giorno di riposo|riposo settimanale`;
const ON_SUNDAY = new RegExp(String.raw`\b(?:${REST_DAY})`);
// ("è di domenica", never the conjunction: "il picco di Natale, le notti … e qualche domenica".)
const FALLS =
  'cad\\w*|capit\\w*|coincid\\w*|ricorr\\w*|era|e(?= (?:di |una |la )?domenica\\b)|fosse|sara|cascano|cade';
const ASKS_PAY =
  /\bquant\w*\b|\bspett\w*|\bdevono\b|\bpagat\w*|\bpagar\w*|\bin piu\b|\bin busta\b|\bretribu\w*|\bcompens\w*|\bdiritto\b|\b(?:mi|ci|le|gli) (?:danno|pagano)\b|\b(?:darle|dargli|dare) qualcosa\b|\bpagano\b|\bpagav\w*|\bha ragione\b/;
// Worked on the holiday: the hours with the holiday surcharge are another question (overtime and surcharges).
const WORKED =
  /\bho lavorato\b|\bhanno lavorato\b|\bha lavorato\b|\blavorat\w* (?:la|di) domenica\b|\bdi turno\b/;

/**
 * 4 November (Unità nazionale e Forze armate), no longer a day off since L. 54/1977: it is celebrated on the first
 * Sunday of November and paid as a holiday falling on a Sunday (lavoroediritti.com, "Le festività nel CCNL
 * metalmeccanici industria").
 */
const NOVEMBER_FOURTH: NationalHoliday = {
  name: 'la festività del 4 novembre',
  words: /\b4 novembre\b|\bquattro novembre\b|\bunita nazionale\b/,
  day: 4,
  month: 11,
};

function holidayAsked(text: string): NationalHoliday | undefined {
  // "quanto vale la voce per la festività del 4 novembre?": paid as a Sunday holiday, the Sunday unsaid; a 4
  // November worked as any day ("ho lavorato normalmente") is the same, hours worked on it are not.
  if (
    NOVEMBER_FOURTH.words.test(text) &&
    (ASKS_PAY.test(text) || /\bvaler\w*|\bvoce\b/.test(text)) &&
    !(WORKED.test(text) && /\b\d+(?:[.,]\d+)? ?or[ae]\b/.test(text))
  )
    return NOVEMBER_FOURTH;
  if (WORKED.test(text)) return undefined;
  if (!ON_SUNDAY.test(text) || !ASKS_PAY.test(text)) return undefined;
  // The holiday said to fall on the Sunday ("Ognissanti è caduto di domenica"), not a holiday and Sundays
  // told apart in a story ("facciamo tutte le domeniche … a Ferragosto").
  // ("la domenica 4 ottobre era il suo giorno di riposo": the Sunday said before the date.)
  const named = NATIONAL_HOLIDAYS.find(
    (h) =>
      new RegExp(`(?:${h.words.source})[^.?!]{0,40}\\b(?:${FALLS})\\b[^.?!]{0,20}\\b(?:${REST_DAY})`).test(
        text,
      ) || new RegExp(`\\bdomenica (?:${h.words.source})`).test(text),
  );
  if (named) return named;
  // (The town's patron saint, "il patrono San Gennaro cade di domenica", is a holiday of the agreements.)
  const found = new RegExp(
    String.raw`\b(?:festivit\w*|festa|festivo|(?:santo )?patrono|festa patronale)\b[^?]{0,60}\b(?:cad\w*|cadut\w*|coincid\w*|capit\w*)\b[^?]{0,20}\b(?:${REST_DAY})`,
  ).exec(text)?.[0];
  if (!found) return undefined;
  return /\bpatron/.test(found)
    ? { name: 'la festività del santo patrono (del luogo di lavoro)', words: /\bpatron/, day: 0, month: 0 }
    : { name: 'la festività', words: /festivit/, day: 0, month: 0 };
}

/** Another level said in words ("al terzo livello", "se fossi un quinto"). */
const LEVEL_SAID =
  /\blivell\w*\b|\b(?:primo|secondo|terzo|quarto|quinto|sesto|settimo)\b(?! (?:giorno|anno|mese|figli\w*))/;

/** Several holidays asked together ("anche …", "in totale", "entrambe"). */
const TOGETHER = /\banche\b|\bin totale\b|\bentramb\w*|\btutt\w* e due\b|\bcomplessiv\w*/;

/** "Ognissanti (1° novembre) caduta di domenica"; the 4 November with why it is paid so. */
function sundayName(holiday: NationalHoliday, restDay = false): string {
  return holiday === NOVEMBER_FOURTH
    ? `${holiday.name} (celebrata la prima domenica di novembre e pagata come una festività caduta di domenica)`
    : `${holiday.name} caduta ${restDay ? 'nel giorno di riposo settimanale' : 'di domenica'}`;
}

/** A month's pay written in the text ("3.120", "2600 euro"), when there is one. */
function statedMonthly(text: string): number | undefined {
  const found = /\b(\d{1,2}\.\d{3}|\d{3,5})(?:,(\d{1,2}))?\b/.exec(text);
  if (!found) return undefined;
  const value = Number((found[1] ?? '').replace('.', '')) + Number(`0.${found[2] ?? '0'}`);
  return value >= 300 ? value : undefined;
}

/** The answer when a holiday on a Sunday is asked as money; undefined for every other question. */
export function sundayHolidayAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const previous = readable(ctx.history?.at(-1) ?? '');
  // "e se prendessi 3.000?", "e se ero al terzo livello?" after the same ask: the earlier holiday at the new pay.
  // The 4 November worked for some hours where the agreement pays them plain (november-fourth.ts).
  const fourthWorked =
    NOVEMBER_FOURTH.words.test(text) && WORKED.test(text) ? agreementOf(ctx, req) : undefined;
  const plain = fourthWorked
    ? novemberFourthWorked(
        fourthWorked,
        req.slots.extraHours,
        req.slots.amounts.find((a) => a.perHour && a.value > 0)?.value,
      )
    : undefined;
  if (plain) return plain;
  // "Pasqua è di domenica: va pagata come festività?": Easter Sunday is no paid holiday (holiday-calendar.ts).
  const easter = easterSundayAnswer(ctx, agreementOf(ctx, req));
  if (easter) return easter;
  // (After the 4 November a longer follow-up too: "e il mio collega che lavora lì dal 2008, al 3° super?")
  const before = holidayAsked(previous);
  const words = text.split(/\s+/).length;
  const holiday =
    holidayAsked(text) ??
    ((words <= 12 || (before === NOVEMBER_FOURTH && words <= 30)) &&
    (/\d/.test(text) || LEVEL_SAID.test(text) || PAID_BY_HOUR.test(text))
      ? before
      : undefined);
  if (!holiday) return undefined;
  const ccnl = agreementOf(ctx, req);
  if (holiday === NOVEMBER_FOURTH) {
    // The agreement decides what the 4 November is worth: asked when none is named (november-fourth.ts).
    if (!ccnl)
      return novemberFourthClarify(
        lawCitations(
          SUNDAY_HOLIDAY_LAW,
          `Festività che cade di domenica: ${SUNDAY_HOLIDAY_LAW.text.replace('{figure}', SUNDAY_HOLIDAY_LAW.figure)}`,
        ),
      );
    const own = novemberFourthOwn(text, ccnl) ?? novemberFourthRule(text, ccnl);
    if (own) return own;
  }
  // "e se fossi pagato a ore?" after the holiday asked: a sixth of the weekly hours (holiday-calendar.ts).
  if (!holidayAsked(text) && PAID_BY_HOUR.test(text) && !(ccnl && isDomestic(ccnl)))
    return hourlyHolidayAnswer(holiday === NOVEMBER_FOURTH ? 'il 4 novembre' : sundayName(holiday), ccnl);
  // "cade proprio nel mio giorno di riposo", no Sunday said: named as the rest day.
  const restDay = !/\bdomenic/.test(text) && ON_SUNDAY.test(text);
  // An hourly worker whose agreement pays a holiday as a sixth of the week (sunday-holiday-own.ts).
  const hourly = ccnl && isDomestic(ccnl) ? hourlySundayHoliday(ctx, req, ccnl, holiday.name) : undefined;
  if (hourly) return hourly;
  const fileRule = ccnl && !AGREEMENT_RULES[ccnl.id] ? fileSundayRule(ccnl) : undefined;
  const fromFile = fileRule !== undefined;
  const own = ccnl ? (AGREEMENT_RULES[ccnl.id] ?? fileRule) : undefined;
  const held = !own && ccnl ? dailyDivisorOf(ccnl) : undefined;
  const divisor = own?.divisor ?? held?.value ?? 26;
  // A follow-up's own pay ("e se prendessi 3.120?") replaces the earlier turn's.
  const stated = holidayAsked(text) ? undefined : statedMonthly(text);
  const found = payBase(ctx, req);
  // (An hour's pay read as the month, "9,20 € l'ora", is no monthly base: the month is asked.)
  const monthlyFound = found && found.monthly >= 300 ? found : undefined;
  const base = stated !== undefined ? { monthly: stated, assumptions: [], citations: [] } : monthlyFound;
  const law = SUNDAY_HOLIDAY_LAW;
  const lawText = law.text.replace('{figure}', law.figure);
  const citations: Citation[] = [
    ...(own && ccnl
      ? own.sources.map((s) => ({
          ccnl: ccnl.short_name,
          article: own.article,
          text: fromFile
            ? `${ccnl.short_name}: ${ccnl.hourly_divisor.text}`
            : `Festività che cade di domenica: in aggiunta alla normale retribuzione mensile una quota giornaliera pari a 1/${own.divisor} della retribuzione mensile fissa.`,
          url: s.url,
          date: s.date,
          confidence: s.confidence,
        }))
      : []),
    ...(held?.citations ?? []),
    ...(base?.citations ?? []),
    ...lawCitations(law, `Festività che cade di domenica: ${lawText}`),
  ];
  const sanFrancesco = holiday.month === 10;
  if (sanFrancesco)
    citations.push(
      ...lawCitations(
        SAN_FRANCESCO_LAW,
        SAN_FRANCESCO_LAW.text.replace('{figure}', SAN_FRANCESCO_LAW.figure),
      ),
    );
  const domestic = ccnl !== undefined && isDomestic(ccnl);
  if (domestic) citations.push(...DOMESTIC_RECOVERY.citations);
  // "il titolare dice che è sfortuna mia: ha ragione lui?": the claim that nothing is due is answered No.
  const denied =
    /\bha ragione\b/.test(text) &&
    /\bsfortuna\b|\bnon (?:ti |le |mi |gli )?spett\w*|\bniente\b|\bnulla\b/.test(text);
  // "mi doveva arrivare qualcosa in più o no?": a yes/no question opens with the verdict.
  const yes = denied
    ? `${bold('No')}, non ha ragione: `
    : !/\bquant\w*\b/.test(text) && POLAR.test(text)
      ? `${bold('Sì')}: `
      : '';
  const restored = sanFrancesco ? ' Il 4 ottobre è di nuovo festività nazionale dal 2026 (L. 151/2025).' : '';
  const recovery = domestic ? ` ${DOMESTIC_RECOVERY.text}` : '';
  const whose =
    own && ccnl
      ? `il ${ccnl.short_name}`
      : held && ccnl
        ? `il divisore giornaliero del ${ccnl.short_name}`
        : null;
  // "il 1° novembre è lunedì: è già nello stipendio, giusto?" beside the holiday asked (holiday-calendar.ts).
  const weekday = weekdayHolidayLine(text, holiday);
  const prefix = weekday ? `${weekday}\n\n` : '';
  // "in tutto il 2027 quante festività cadono di domenica?": the year's Sunday holidays, each its own day.
  const year = yearSaid(text) ?? yearSaid(previous);
  const yearDays = year !== undefined && YEAR_COUNT_ASKED.test(text) ? sundayHolidays(year) : undefined;
  const yearLine = year !== undefined && yearDays ? `${yearSundaysLine(year)} ` : '';
  const fourth = holiday === NOVEMBER_FOURTH;
  const fourthDay = fourth && year !== undefined ? ` (nel ${year} cade di ${weekdayOf(year, 11, 4)})` : '';
  const fourthLead = `Il 4 novembre${fourthDay} ${bold('non è festivo')}: si lavora normalmente (festività soppressa dalla L. 54/1977, celebrata la prima domenica di novembre) e le ore lavorate quel giorno sono ordinarie. In busta si paga come una festività caduta di domenica: `;
  const perDay = `una giornata di retribuzione in più`;
  if (!base)
    return compose({
      answer: `${prefix}${yes}${fourth ? fourthLead : ''}${yes ? yearLine.replace(/^N/, 'n') : yearLine}${fourth ? 'spetta' : `${yes && !yearLine ? 'per' : 'Per'} ${yearDays ? 'ciascuna festività caduta di domenica' : sundayName(holiday, restDay)} spetta`}, in aggiunta alla retribuzione mensile, ${bold(perDay)}: la quota giornaliera, cioè la retribuzione mensile fissa ÷ ${divisor} (1/${divisor})${whose ? `, secondo ${whose}` : ''}.${restored}${recovery} Indicami la retribuzione mensile lorda per il calcolo.`,
      steps: [`Per legge (${law.reference}) ${lawText}`],
      citations,
      related: [],
    });
  const amount = Math.round((base.monthly / divisor) * 100) / 100;
  // "anche Ognissanti è caduto di domenica: in totale quanto?" after the 4 November: each holiday its own day.
  const earlier = holidayAsked(text) && TOGETHER.test(text) ? holidayAsked(previous) : undefined;
  const both = yearDays ?? (earlier && earlier.name !== holiday.name ? [earlier, holiday] : [holiday]);
  const total = Math.round(((base.monthly * both.length) / divisor) * 100) / 100;
  const named = both.map((h) => sundayName(h, restDay)).join(' e per ');
  const lead = yearDays
    ? `${yearLine}In totale ti spettano ${bold(euro(total))} lordi in più: ${both.length} giornate di retribuzione, ${both.length} × ${euro(base.monthly)} ÷ ${divisor} (1/${divisor} ciascuna), ognuna nella busta del suo mese.`
    : both.length > 1
      ? `per ${named} ti spettano in totale ${bold(euro(total))} lordi in più nella busta del mese: ${both.length} giornate di retribuzione, ${both.length} × ${euro(base.monthly)} ÷ ${divisor} (1/${divisor} ciascuna).`
      : `per ${named} ti spettano ${bold(euro(amount))} lordi in più nella busta del mese: una giornata di retribuzione, ${euro(base.monthly)} ÷ ${divisor} (1/${divisor} della retribuzione mensile).`;
  const opening = fourth ? `${fourthLead}${lead.replace(/^per [^:]*? ti spettano/, 'ti spettano')}` : lead;
  return compose({
    answer: `${prefix}${yes}${yes ? opening : opening.replace(/^p/, 'P')}${restored}${recovery}`,
    steps: [
      `Quota giornaliera: ${euro(base.monthly)} ÷ ${divisor} = ${euro(amount)}${both.length > 1 ? `; per ${both.length} festività: ${euro(base.monthly)} × ${both.length} ÷ ${divisor} = ${euro(total)}` : ''}.`,
      `Si aggiunge alla normale retribuzione mensile, che resta intera: ${euro(base.monthly)} + ${euro(total)} = ${euro(Math.round((base.monthly + total) * 100) / 100)} lordi.`,
      own && ccnl && fromFile
        ? `Nel ${ccnl.short_name} ${ccnl.hourly_divisor.text?.replace(/\.$/, '')}: la festività che cade nel giorno di riposo e non è recuperata in un altro giorno si paga con questa quota, oltre alla retribuzione del mese.`
        : own && ccnl
          ? `Nel ${ccnl.short_name} la festività che cade di domenica dà, in aggiunta alla retribuzione mensile, una quota giornaliera pari a 1/${own.divisor} della retribuzione mensile fissa; spetta anche a chi lavora la domenica e ha il riposo compensativo in un altro giorno.`
          : `Per legge (${law.reference}) ${lawText}`,
    ],
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      'Lavoratore retribuito a mese che quella domenica non ha lavorato; se l’ha lavorata, le ore si pagano in più con la maggiorazione per lavoro festivo.',
      ...(yearDays
        ? [
            'Non è contato il santo patrono del comune: se cade di domenica vale un’altra giornata; il 4 novembre, nei contratti che lo pagano come festività caduta di domenica, si aggiunge a parte.',
          ]
        : []),
      ...(own || held
        ? []
        : [`Divisore giornaliero ${divisor}, il più comune: il CCNL applicato può indicarne un altro.`]),
    ],
    citations,
    related: [],
  });
}

/** The 4 November asked with its circumstances (worked, sick): the agreement's rule answers the whole turn. */
export function novemberFourthWhole(ctx: AgentContext, req: TypedRequest): boolean {
  return NOVEMBER_FOURTH.words.test(readable(ctx.message)) && sundayHolidayAnswer(ctx, req) !== undefined;
}

const HOLIDAY_STATUS =
  /\bfestivit\w*|\bfesta\b|\bsolennita\b|\bgiorno festivo\b|\bsi lavora\b|\bfestiv[oa]\b|\brosso\b/;

/**
 * "il 4 ottobre dal 2026 è diventato una vera festività nazionale?": Sì, L. 151/2025; undefined for any other
 * question (a 4 October on a Sunday asked as money is sundayHolidayAnswer's).
 */
export function sanFrancescoStatus(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!SAN_FRANCESCO.test(text) || !HOLIDAY_STATUS.test(text) || !text.includes('?')) return undefined;
  const law = SAN_FRANCESCO_LAW;
  const rule = law.text.replace('{figure}', law.figure);
  // "è diventato festività o è ancora solo una solennità?": the first alternative asked decides the polarity.
  const asked = text.split('?')[0] ?? '';
  const first =
    /\bfestivit|\bfesta\b|\bfestiv[oa]\b|\brosso\b/.exec(asked)?.index ?? Number.POSITIVE_INFINITY;
  const other = /\bsolennita\b|\bsi lavora\b/.exec(asked)?.index ?? Number.POSITIVE_INFINITY;
  const verdict = bold(other < first ? 'No' : 'Sì');
  // "con quale norma è stato reintrodotto e come va trattato in busta?": the law and the payslip, no yes/no.
  const how = /\bquale (?:norma|legge)\b|\bcome va trattat\w*|\bcome si paga\b/.test(asked);
  const payslip =
    ' In busta: chi non lavora ha la giornata retribuita (per chi è pagato a mese è già compresa nello stipendio); chi lavora ha le ore con le maggiorazioni per lavoro festivo previste dal CCNL applicato (la maggiorazione del CCNL), o il riposo compensativo se il contratto lo prevede.';
  return compose({
    answer: `${how ? 'È stato reintrodotto con la legge 8 ottobre 2025, n. 151 (L. 151/2025): ' : `${verdict}: `}dal 2026 il 4 ottobre (San Francesco d’Assisi, patrono d’Italia) è una festività nazionale a tutti gli effetti, come il 2 giugno: lo ha stabilito la ${bold('legge 8 ottobre 2025, n. 151')} (L. 151/2025), che lo ha inserito tra i giorni festivi dell’art. 2 della L. 260/1949.${how ? payslip : ''}`,
    steps: [
      `La regola: ${rule}`,
      'Effetti in busta come per le altre festività: se non si lavora la giornata è pagata; se si lavora spettano le maggiorazioni per lavoro festivo previste dal contratto collettivo; se cade di domenica (come nel 2026) al lavoratore pagato a mese spetta una giornata di retribuzione in più (L. 260/1949, art. 5), di solito 1/26 della retribuzione mensile.',
      'Nel calendario: nel 2026 il 4 ottobre è caduto di domenica, nel 2027 cade di lunedì.',
    ],
    assumptions: [
      'Il trattamento dei permessi per le ex festività legati al 4 ottobre dipende dal contratto collettivo applicato: verificane il testo o le note di aggiornamento.',
    ],
    citations: [
      ...lawCitations(law, `Festa nazionale di San Francesco: ${rule}`),
      ...lawCitations(
        SUNDAY_HOLIDAY_LAW,
        `Festività che cade di domenica: ${SUNDAY_HOLIDAY_LAW.text.replace('{figure}', SUNDAY_HOLIDAY_LAW.figure)}`,
      ),
    ],
    related: [],
  });
}
