import { documentTexts } from '../documents/summed-items.js';
import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { LeaveKind } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bereavementTravelLine } from './bereavement-travel.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import type { LawFact } from './law-facts.js';
import { LAW_LEAVE_FACTS, lawCitations } from './law-facts.js';

/** A leave's money or days worked out on the case told: the line that opens, and its sources. */
export interface LeaveFigure {
  line: string;
  citations: Citation[];
  /** Opens before a yes or no on the relative (the travel days of a bereavement, bereavement-travel.ts). */
  leads?: boolean;
}

/** A sum asked ("quanto gli spetta in totale", "a quanto ammonta", "che importo", "quanto vale la giornata"). */
const SUM_ASKED =
  /\bquant[oi]\b[^?]{0,40}\b(?:spett|pag|prend|percep|ammont|vale|viene|soldi|euro|riceve|toccano|tocca|busta)\w*|\bammont\w*|\bimport[oi]\b|\bquanto (?:vale|viene|fa)\b|\bquanti soldi\b|\bin euro\b/;

/**
 * D.M. 8 aprile 1968, art. 4 (INPS circ. 25/1981, punto 4): the day off for giving blood of a worker paid a fixed
 * monthly pay is that pay divided by 26; the employer pays it and recovers it from INPS. Read on 2026-11-29.
 */
const BLOOD_DAY: LawFact = {
  figure: 'la retribuzione fissa mensile divisa per 26',
  text: 'per chi ha una retribuzione fissa mensile la giornata di riposo per la donazione vale {figure} (24, 13, 12 o 6 per la paga quadrisettimanale, quindicinale, bisettimanale o settimanale; chi è pagato a ore ha le ore che avrebbe lavorato); la paga il datore di lavoro in busta paga e la recupera dall’INPS a conguaglio dei contributi (UniEmens).',
  reference: 'L. 584/1967, artt. 1 e 2; D.M. 8 aprile 1968, art. 4; INPS circ. 25/1981 e 96/2025',
  sources: [
    {
      url: 'http://eurekaprevidenza.it/index.php/ex-eureka-prestazioni-reddito/2014-04-02-19-47-44/riposi-per-donazione-sangue/1061-prestazioni-a-sostegno-del-reddito/riduzione-della-capacita-lavorativa/riposi-per-donazione-sangue/1359-misura',
      label:
        'Eureka Previdenza: riposi per donazione di sangue, misura (circ. INPS 25/1981; D.M. 8 aprile 1968, art. 4: paga fissa mensile divisa per 26)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://loscalzo.it/?p=3494',
      label:
        'Studio Loscalzo: donazione di sangue, per gli impiegati a retribuzione fissa la mensile divisa per 26',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://portale.assimpredilance.it/articoli/inps-rimborso-delle-retribuzioni-corrisposte-per-le-giornate-ore-di-riposo-fruite-dai-lavoratori-donatori-di-sangue-istruzioni-operative',
      label: 'Assimpredil ANCE: INPS circ. 96/2025, rimborso al datore delle giornate di donazione',
      date: '2025-05-27',
      confidence: 'medium',
    },
  ],
};

/** The blood donation day of a fixed monthly pay told: that pay over 26. */
function bloodDayPay(ctx: AgentContext, text: string): LeaveFigure | undefined {
  const monthly = ctx.request?.slots.amounts.find((a) => a.kind === 'monthly_gross' && !a.perHour);
  // ("e x la collega che prende 1.950 al mese? stessa cosa?": the sum the turn before asked, on the pay it changes.)
  const asked = SUM_ASKED.test(text) || SUM_ASKED.test(readable(ctx.history?.at(-1) ?? ''));
  if (!monthly || !asked) return undefined;
  const day = Math.round((monthly.value / 26) * 100) / 100;
  const rule = BLOOD_DAY.text.replace('{figure}', BLOOD_DAY.figure);
  return {
    line: `La giornata di donazione vale ${bold(euro(day))}: ${euro(monthly.value)} ÷ 26. Per legge (${BLOOD_DAY.reference}) ${rule}`,
    citations: lawCitations(BLOOD_DAY, rule),
  };
}

/** The hours an agreement pays its marriage leave with ("pari a 104 ore di retribuzione", "(80 ore per un tempo pieno)"). */
const MARRIAGE_HOURS = /\bpari a (\d+) ore di retribuzione\b|\b(\d+) ore per un tempo pieno\b/;

/** An hourly pay named ("paga oraria", "all'ora", "per ora"). */
const HOURLY_SAID = /\borari[ao]\b|\bl'? ?ora\b|\ball'? ?ora\b|\bper ora\b|\/ ?h\b/;

/** An agreement's marriage leave paid as a number of hours, with the hourly pay told: the hours times that pay. */
function marriageHoursPay(ctx: AgentContext, text: string, shown: Ccnl[]): LeaveFigure | undefined {
  const amounts = ctx.request?.slots.amounts ?? [];
  // ("la sua paga oraria … è 11,50 euro": an hourly pay said by its name, not by "l'ora" after the figure.)
  const hourly =
    amounts.find((a) => a.perHour) ??
    (amounts.length === 1 && amounts[0]?.kind === 'other' && HOURLY_SAID.test(text) ? amounts[0] : undefined);
  if (!hourly || !SUM_ASKED.test(text)) return undefined;
  for (const ccnl of shown) {
    const fact = ccnl.leave.marriage;
    const said = fact?.text ? MARRIAGE_HOURS.exec(fact.text) : null;
    const hours = said?.[1] ?? said?.[2];
    if (!fact?.text || !hours) continue;
    const total = Math.round(Number(hours) * hourly.value * 100) / 100;
    const line = `Per il congedo matrimoniale spettano in tutto ${bold(euro(total))}: ${hours} ore × ${euro(hourly.value)} l’ora, le ore con cui il ${ccnl.short_name} lo paga.`;
    return { line, citations: citeSources(ccnl, line, fact.article ?? null, fact.sources) };
  }
  return undefined;
}

const DAYS = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'] as const;
/** A five-day week told ("dal lunedì al venerdì", "settimana corta", "il sabato non lavoro"). */
const SHORT_WEEK =
  /\bdal lunedi al venerdi\b|\bsettimana corta\b|\b(?:il )?sabato (?:non lavoro|non si lavora|sono a casa|e libero|libero)\b|\bnon lavoro (?:il|di) sabato\b|\b5 giorni (?:a|alla|su|la) settimana\b|\bsu 5 giorni\b/;
/** A six-day week told ("su 6 giorni", "lavora anche il sabato", "dal lunedì al sabato"). */
const LONG_WEEK =
  /\bsu (?:6|sei) giorni\b|\b(?:6|sei) giorni (?:a|alla|su|la) settimana\b|\bsettimana lunga\b|\b(?:lavor\w*) anche (?:il|di) sabato\b|\bdal lunedi al sabato\b/;
/** The days paid instead of the rest ("preferisce essere pagata", "quanto le mettiamo in più in busta"). */
const PAY_INSTEAD = /\bpagat\w*|\bin busta\b|\bquot[ae]\b|\bquanto\b|\bin piu\b|\bsoldi\b|\bmonetizz\w*/;

/**
 * D.P.R. 361/1957, art. 119 (L. 69/1992, art. 1): each day off at the polling station not taken as rest is paid as an
 * extra day's pay, a 26th of a fixed monthly pay. Read on 2026-11-30.
 */
const ELECTION_DAY: LawFact = {
  figure: 'una quota giornaliera della normale retribuzione',
  text: 'ogni giorno festivo o non lavorativo passato al seggio e non recuperato con un riposo compensativo è pagato con {figure} in aggiunta allo stipendio del mese; per chi ha una retribuzione fissa mensile la quota è 1/26 di quella retribuzione.',
  reference: 'D.P.R. 361/1957, art. 119; L. 69/1992, art. 1',
  sources: [
    {
      url: 'https://www.sospaghe.it/wp/elezioni-amministrative-2012-norme-in-vigore-per-i-lavoratori-impegnati-nelle-operazioni-elettorali.html',
      label:
        'SOS Paghe: lavoratori impegnati nelle operazioni elettorali, quote di retribuzione (1/26 per la paga fissa mensile) o riposi',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** Where the duty at the polling station is first said: the days named after it are the days there. */
const DUTY = /\bscrutat\w*|\bseggio\b|\bpresidente\b|\bsegretari\w*|\brappresentant\w* di lista\b/;

/**
 * D.P.R. 361/1957, art. 119: the days at a polling station told ("sabato pomeriggio, domenica tutto il giorno e
 * lunedì"): a day of rest (or a day's pay) for each Sunday, holiday or day off of a short week, the working days
 * paid as worked.
 */
export function electionDays(
  text: string,
  earlier: string,
): { line: string; off: number; worked: readonly string[] } | undefined {
  // ("e se lavorasse anche il sabato, su 6 giorni?": the days the turn before told, on the week this one tells.)
  const told = DUTY.test(text) ? text : earlier;
  const at = told.search(DUTY);
  if (at < 0) return undefined;
  // (the week's schedule, "dal lunedì al venerdì", names no day at the polling station)
  const after = told.slice(at).replace(/\bdal \w+ al \w+\b/g, ' ');
  const named = DAYS.filter((d) => new RegExp(`\\b${d}\\b`).test(after));
  const short = LONG_WEEK.test(text)
    ? false
    : SHORT_WEEK.test(text) || (!LONG_WEEK.test(told) && SHORT_WEEK.test(told));
  const off = named.filter((d) => d === 'domenica' || (d === 'sabato' && short));
  if (!off.length) return undefined;
  const worked = named.filter((d) => !off.includes(d));
  const said = (days: readonly string[]) => days.map((d) => d.replace(/i$/, 'ì')).join(' e ');
  const n = off.length;
  const rest = n === 1 ? '1 giorno di riposo compensativo' : `${n} giorni di riposo compensativo`;
  const paid = worked.length
    ? ` ${worked.length === 1 ? 'Il' : 'I giorni'} ${said(worked)}, ${worked.length === 1 ? 'giorno lavorativo, è pagato' : 'lavorativi, sono pagati'} con la retribuzione normale, come ${worked.length === 1 ? 'giorno lavorato' : 'giorni lavorati'}.`
    : '';
  const line = `Per ${n === 1 ? 'il giorno non lavorativo' : `i ${n} giorni non lavorativi`} al seggio (${said(off)}) ${n === 1 ? 'spetta' : 'spettano'} ${bold(rest)} (uno per ciascun giorno, da godere subito dopo le operazioni) o, in alternativa, ${n === 1 ? 'una quota giornaliera' : `${n} quote giornaliere`} di retribuzione in più.${paid}`;
  return { line, off: n, worked };
}

/** The days at the polling station, with the extra day's pay of a fixed monthly pay when it is asked. */
function electionFigure(ctx: AgentContext, text: string): LeaveFigure | undefined {
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const days = electionDays(text, earlier);
  if (!days) return undefined;
  const citations = lawCitations(LAW_LEAVE_FACTS.election_duty, days.line);
  const monthly = ctx.request?.slots.amounts.find((a) => a.kind === 'monthly_gross' && !a.perHour);
  if (!monthly || !(PAY_INSTEAD.test(text) || PAY_INSTEAD.test(earlier)))
    return { line: days.line, citations };
  const day = Math.round((monthly.value / 26) * 100) / 100;
  const total = Math.round(day * days.off * 100) / 100;
  const quotas = days.off === 1 ? 'una quota giornaliera' : `${days.off} quote giornaliere`;
  const rule = ELECTION_DAY.text.replace('{figure}', ELECTION_DAY.figure);
  const line = `Pagati invece dei riposi, i giorni non lavorativi al seggio valgono ${bold(euro(total))} in più in busta paga: ${quotas} di ${euro(day)} (${euro(monthly.value)} ÷ 26). Per legge (${ELECTION_DAY.reference}) ${rule}\n${days.line}`;
  return { line, citations: [...lawCitations(ELECTION_DAY, rule), ...citations] };
}

/** The agreement's own leave kinds with their label, and where the knowledge base holds them. */
const AGREEMENT_LEAVE = {
  marriage: 'il congedo matrimoniale',
  bereavement: 'il permesso per lutto',
} as const;
/** Days granted ("mi danno solo 8 giorni", "concesso … (8 giorni di calendario)", "8 giorni di congedo"). */
const OFFERED =
  /\b(?:dann\w*|da|dà|d[aà]nno|conced\w*|concess\w*|offr\w*|offert\w*|riconosc\w*|riconosciut\w*|dat[oi]|propo\w*|mett\w*)\b[^.?]{0,80}?\b(\d{1,2}) giorni\b|\b(\d{1,2}) giorni (?:di calendario )?di (?:congedo|permesso)\b/;
/** Whether it is right asked ("è corretto?", "me ne spettano di più?", "è giusto?", "possono farlo?"). */
const DOUBT =
  /\b(?:corrett|giust|regolar|legittim|lecit)\w*|\bdi piu\b|\bpossono\b|\bpuo farlo\b|\bspett\w* (?:davvero|solo)\b/;

/**
 * An agreement's leave granted with fewer days than the agreement gives, told in the question or in
 * an uploaded letter, asked whether it is right: the agreement's days against those granted.
 */
export function offeredDaysLine(
  message: string,
  documentText: string,
  kind: LeaveKind,
  shown: Ccnl[],
): LeaveFigure | undefined {
  const label = AGREEMENT_LEAVE[kind as keyof typeof AGREEMENT_LEAVE];
  const asked = readable(message);
  if (!label || !DOUBT.test(asked)) return undefined;
  const said = OFFERED.exec(asked) ?? OFFERED.exec(readable(documentText));
  const offered = Number(said?.[1] ?? said?.[2]);
  if (!offered) return undefined;
  for (const ccnl of shown) {
    const fact = ccnl.leave[kind as keyof typeof AGREEMENT_LEAVE];
    const days = fact?.text
      ? /\b(\d{1,2}) giorni(?: (?:consecutivi )?(?:di calendario|lavorativi))?/.exec(fact.text)
      : null;
    if (!fact?.text || !days?.[1]) continue;
    const due = Number(days[1]);
    // As many days as due leave the other parts of the claim (who pays, from when) to the claim check (claim-verdict.ts).
    if (offered >= due) return undefined;
    const line = `No: nel ${ccnl.short_name} ${label} è di ${bold(days[0])}, non ${offered}: i ${due - offered} giorni che mancano spettano come ${label.replace(/^il /, '')} retribuito, non come ferie.`;
    return { line, citations: citeSources(ccnl, line, fact.article ?? null, fact.sources) };
  }
  return undefined;
}

/** The figure a leave question asks on the case it tells, worked out; undefined when none is asked or told. */
export function leaveFigure(ctx: AgentContext, kinds: LeaveKind[], shown: Ccnl[]): LeaveFigure | undefined {
  if (kinds.length !== 1) return undefined;
  const text = readable(ctx.message);
  if (kinds[0] === 'blood_donation') return bloodDayPay(ctx, text);
  const letter = documentTexts(ctx.documents)
    .map((d) => d.text)
    .join('\n');
  const travel = kinds[0] === 'bereavement' ? bereavementTravelLine(ctx.message, shown) : undefined;
  if (travel) return { ...travel, leads: true };
  if (kinds[0] === 'marriage' || kinds[0] === 'bereavement')
    return (
      (kinds[0] === 'marriage' ? marriageHoursPay(ctx, text, shown) : undefined) ??
      offeredDaysLine(ctx.message, letter, kinds[0], shown)
    );
  if (kinds[0] === 'election_duty') return electionFigure(ctx, text);
  return undefined;
}
