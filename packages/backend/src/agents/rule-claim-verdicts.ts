import { italianDate as formatDate, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { Intent } from '../reader/request.js';
import type { RuleClaim } from '../reader/rule-claim.js';
import { paidWhen } from './payment-month.js';

/**
 * The verdicts on a rule claimed (../reader/rule-claim.ts), read on the agreement's facts or the law's sourced rule.
 * A resolver returns nothing when its facts do not decide the claim: no verdict is guessed.
 */
export type VerdictWord = 'Sì' | 'No' | 'In parte';
export interface Verdict {
  /** `gap`: the knowledge base lacks the rule, so the claim is neither confirmed nor denied. */
  word: VerdictWord | 'gap';
  reason: string;
  /** Pages of a rule of the law the answer did not cite yet. */
  sources?: readonly VerdictSource[];
}
export interface VerdictSource {
  label: string;
  url: string;
  date: string | null;
  confidence: 'alta' | 'media' | 'bassa';
}

const PART_TIME_SOURCES: readonly VerdictSource[] = [
  {
    label: 'D.Lgs. 81/2015, art. 7 (trattamento del lavoratore a tempo parziale), Normattiva',
    url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2015-06-15;81~art7',
    date: '2015-06-15',
    confidence: 'alta',
  },
  {
    label: 'BusinessOnline: la quattordicesima nel part-time orizzontale, verticale e misto',
    url: 'https://www.businessonline.it/articoli/calcolo-quattordicesima-per-lavoro-part-time-nel-esempi-vari-casi.html',
    date: null,
    confidence: 'media',
  },
  {
    label: 'ImpresaLavoro: la tredicesima nel contratto part-time, in proporzione alla prestazione',
    url: 'https://impresalavoro.eu/lavoro/tredicesima-mensilita-contratto-part-time.html',
    date: null,
    confidence: 'media',
  },
];

const SICK = /\bmalat|\binfluenz|\bfebbre\b/;
const EMPLOYER_PAYS =
  /\b(?:ma|li paga|paga|pagati da(?:l|ll')?|a carico de(?:l|ll'))\s*(?:il |l'|la )?(?:datore|azienda|ditta|titolare|noi)\b/;
export const NTH_EVENT =
  /\b(?:second|terz|quart|quint|sest|settim)\w* (?:volta|malattia|evento)\b|\bgia (?:\d|due|tre|quattro|cinque|sei) volte\b/;
export const FIRST_DAYS = /\bprimi (?:3|tre) (?:giorni|gg)\b|\bcarenza\b/;

/** "i primi 3 giorni di malattia non li paga nessuno": the agreement's band for day 1. */
export function waitingDaysVerdict(
  claim: RuleClaim,
  ccnl: Ccnl | undefined,
  intent: Intent,
): Verdict | undefined {
  if (!ccnl || !FIRST_DAYS.test(claim.clause)) return undefined;
  if (!SICK.test(claim.text) && intent !== 'sickness_injury') return undefined;
  // The nth illness of the year has its own share (sick-event-share.ts): the first band's is not its answer.
  if (NTH_EVENT.test(claim.text)) return undefined;
  const band = ccnl.sick_pay.sickness.bands?.find((b) => b.from_day === 1);
  if (!band) return undefined;
  const days = band.to_day ?? 3;
  // "non li paga l'INPS ma il datore": the claim is that the employer pays them.
  if (EMPLOYER_PAYS.test(claim.clause)) {
    if (band.employer_pct === 0) return undefined;
    const note = band.note ? ` (${band.note})` : '';
    return {
      word: 'Sì',
      reason: `i primi ${days} giorni di malattia l'INPS non li paga (carenza) e nel ${ccnl.short_name} li paga il datore di lavoro: **${band.employer_pct}%** della retribuzione${note}.`,
    };
  }
  if (!claim.negated || /\bsempre\b|\b100\b/.test(claim.clause)) return undefined;
  if (band.total_pct === 0)
    return {
      word: 'Sì',
      reason: `nel ${ccnl.short_name} i primi ${days} giorni di malattia (carenza) non sono pagati: né l'INPS né il datore di lavoro li retribuiscono.`,
    };
  const payer = band.inps_pct === 0 ? 'il datore di lavoro' : "l'INPS e il datore di lavoro";
  const note = band.note ? ` (${band.note})` : '';
  return {
    word: 'No',
    reason: `i primi ${days} giorni di malattia l'INPS non li paga (carenza), ma nel ${ccnl.short_name} li paga ${payer}: **${band.total_pct}%** della retribuzione${note}.`,
  };
}

const PAYMENTS: readonly [RegExp, string][] = [
  [/tredicesim|\b13 ?(?:a|esim\w*|ma)\b|gratifica natalizia/, 'tredicesima'],
  [/quattordicesim|\b14 ?(?:a|esim\w*|ma)\b/, 'quattordicesima'],
];
const PART_TIME =
  /\bpart[- ]?time\b|\btempo parziale\b|\b(?:solo|soltanto) \d{1,2} ore\b|\b\d{1,2} ore (?:a|alla|per|ogni) settimana\b|\bpoche ore\b/;

/** "con il part-time non maturo la 14esima", "la colf ha diritto alla tredicesima anche se lavora 10 ore". */
export function partTimeMonthVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  if (!PART_TIME.test(claim.clause)) return undefined;
  const asked = PAYMENTS.find(([pattern]) => pattern.test(claim.clause));
  const payment = asked?.[1];
  if (!payment) return undefined;
  // A 14th the agreement does not pay is not a part-time rule.
  if (ccnl && !ccnl.monthly_payments.extra?.some((e) => e.name === payment)) return undefined;
  const where = ccnl ? `nel ${ccnl.short_name} ` : '';
  return {
    word: claim.negated ? 'No' : 'Sì',
    reason: `${where}la **${payment}** spetta anche a chi lavora a orario ridotto, **in proporzione alle ore**: chi lavora a tempo parziale ha gli stessi diritti di chi lavora a tempo pieno, riproporzionati all'orario (D.Lgs. 81/2015, art. 7).${paidWhen(claim.text, ccnl, payment)}`,
    sources: PART_TIME_SOURCES,
  };
}

const LEAVES: readonly [RegExp, string, RegExp][] = [
  [/\bmaternita\b/, 'il congedo di maternità', /maternit/],
  [/\bpaternita\b/, 'il congedo di paternità', /paternit/],
  [/\bparental\w*\b|\bfacoltativa\b/, 'il congedo parentale', /parental/],
];
const DATE =
  /\bdal (\d{1,2})°? (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) (20\d\d)\b/;

/**
 * "la maternità e il congedo parentale contano per la quattordicesima?", "in maternità la tredicesima non matura":
 * each leave named, read on the agreement's own sentence on its extra months (with the date a rule starts).
 */
export function leaveMonthVerdict(
  claim: RuleClaim,
  ccnl: Ccnl | undefined,
  today: string,
): Verdict | undefined {
  if (!ccnl) return undefined;
  const asked = PAYMENTS.find(([pattern]) => pattern.test(claim.clause));
  const payment = asked?.[1];
  const leaves = LEAVES.filter(([pattern]) => pattern.test(claim.clause));
  if (!payment || !leaves.length) return undefined;
  const rule = ccnl.monthly_payments.text ?? '';
  const folded = rule
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  // The clauses naming the month asked and a leave: another month's leaves are not this one's.
  const own = folded
    .split(/;\s*/)
    .filter((c) => asked?.[0].test(c) && /congedo|maternit|paternit|parental/.test(c));
  const parts = (own.length ? own.join('; ') : folded).split(/[,;.]\s*/);
  const read = leaves.map(([, name, word]) => {
    const part = parts.find((p) => word.test(p) && /\bcont|\bmatur/.test(`${p} ${folded}`));
    if (!part) return undefined;
    const date = DATE.exec(part);
    if (!date) return { name, counts: true, since: undefined as string | undefined };
    const iso = `${date[3]}-${String(MONTHS.indexOf(date[2] ?? '') + 1).padStart(2, '0')}-${String(date[1]).padStart(2, '0')}`;
    return { name, counts: iso <= today, since: iso };
  });
  if (read.some((r) => r === undefined)) return undefined;
  const known = read.filter((r): r is NonNullable<typeof r> => r !== undefined);
  const yes = known.filter((r) => r.counts !== claim.negated).length;
  const word: VerdictWord = yes === known.length ? 'Sì' : yes === 0 ? 'No' : 'In parte';
  const said = known
    .map((r) =>
      r.counts
        ? `${r.name} conta già per la ${payment}`
        : `${r.name} conta per la ${payment} solo dal ${formatDate(r.since ?? '')}`,
    )
    .join('; ');
  return { word, reason: `nel ${ccnl.short_name} ${said}.` };
}

const MORE_HOLIDAYS = /\bferie\b/;
const EXTRA = /\b(?:settiman\w*|giorn\w*|\d+ giorni) (?:di ferie )?in piu\b/;

/** "dal 2026 c'è una settimana di ferie in più?": the agreement's extra week and the seniority it needs. */
export function extraHolidaysVerdict(
  claim: RuleClaim,
  ccnl: Ccnl | undefined,
  seniority: number | undefined,
): Verdict | undefined {
  if (!ccnl || claim.negated || !MORE_HOLIDAYS.test(claim.clause) || !EXTRA.test(claim.clause))
    return undefined;
  const rule = ccnl.holidays.text ?? '';
  const week = /settimana[^;.]*?in più[^;.]*?con (\d+) anni/.exec(rule);
  if (!week?.[1]) return undefined;
  const years = Number(week[1]);
  const day = /un giorno in più con (\d+) anni/.exec(rule)?.[1];
  const plusDay = day ? `; con ${day} anni di anzianità spetta un giorno in più` : '';
  const yours =
    seniority !== undefined
      ? ` Con ${seniority} ${seniority === 1 ? 'anno' : 'anni'} di anzianità ${seniority >= years ? 'spetta' : 'non spetta ancora'}.`
      : '';
  const due = seniority !== undefined && seniority >= years;
  const who = due ? 'spetta' : 'non spetta a tutti, ma solo';
  return {
    word: due ? 'Sì' : 'In parte',
    reason: `nel ${ccnl.short_name} la settimana di ferie in più (5 giorni) ${who} con **${years} anni** di anzianità aziendale${plusDay}.${yours}`,
  };
}

const PERIODS: readonly [RegExp, number][] = [
  [/\bogni anno\b|\bannual\w*|\bogni 12 mesi\b/, 1],
  [/\bbiennal\w*|\bogni (?:2|due) anni\b/, 2],
  [/\btriennal\w*|\bogni (?:3|tre) anni\b/, 3],
  [/\bquadriennal\w*|\bogni (?:4|quattro) anni\b/, 4],
];
const PERIOD_WORD: Record<number, string> = { 2: 'biennali', 3: 'triennali', 4: 'quadriennali' };

/** "gli scatti sono triennali": the agreement's period between increments. */
export function incrementPeriodVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  // ("ogni 2 anni devo aumentare la paga": the increments' period said without their name.)
  const named =
    /\bscatt/.test(claim.clause) ||
    /\bogni \S+ anni\b[^?.]{0,40}\baument|\baument\w*\b[^?.]{0,40}\bogni \S+ anni\b/.test(claim.clause) ||
    // ("ogni anno le spetta un aumento per anzianità")
    /\baument\w*\b[^?.]{0,30}\banzianita\b|\banzianita\b[^?.]{0,30}\baument/.test(claim.clause);
  if (!ccnl || !named || /\bapprendist/.test(claim.clause)) return undefined;
  const said = PERIODS.find(([pattern]) => pattern.test(claim.clause))?.[1];
  const period = ccnl.seniority_increments.period_years;
  if (said === undefined || !period) return undefined;
  const count = ccnl.seniority_increments.max_count;
  const upTo = count ? `, fino a ${count} scatti` : '';
  // "uno scatto del 4%": the share of the minimum, where the agreement sets one.
  const share = ccnl.seniority_increments.percent_of_minimum;
  const saidShare = /(\d+(?:,\d+)?) ?(?:%|per ?cento)/.exec(claim.clause)?.[1];
  const shareRight =
    saidShare === undefined || share === undefined || Number(saidShare.replace(',', '.')) === share;
  const each =
    share !== undefined
      ? `, ciascuno pari al **${String(share).replace('.', ',')}%** del minimo contrattuale`
      : '';
  return {
    word:
      said === period
        ? shareRight
          ? 'Sì'
          : 'In parte'
        : shareRight && saidShare !== undefined
          ? 'In parte'
          : 'No',
    reason: `nel ${ccnl.short_name} gli scatti di anzianità sono **${PERIOD_WORD[period] ?? `ogni ${period} anni`}** (uno ogni ${period} anni di servizio${upTo})${each}.`,
  };
}

/** "l'apprendista non ha gli scatti": a rule the knowledge base does not hold, so no verdict but the gap. */
export function apprenticeIncrementsVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  if (!/\bapprendist/.test(claim.clause) || !/\bscatt|\banzianita\b/.test(claim.clause)) return undefined;
  const stated = `${ccnl?.seniority_increments.text ?? ''}. ${ccnl?.apprenticeship.text ?? ''}`;
  if (/apprendist[^.;]*scatt|scatt[^.;]*apprendist/i.test(stated)) return undefined;
  const where = ccnl ? ` del ${ccnl.short_name}` : '';
  return {
    word: 'gap',
    reason: `la base di conoscenza non contiene una regola${where} sugli scatti di anzianità degli apprendisti (se maturano durante l'apprendistato o se quel periodo conta dopo la qualifica): le fonti lette non lo dicono e le pagine pubbliche non concordano, quindi non posso confermarlo né smentirlo. La regola va letta nel testo del contratto applicato.`,
    sources: [
      {
        label:
          'Il Commercialista in rete (IPSOA): per il Terziario gli scatti non maturerebbero durante l’apprendistato',
        url: 'https://www.ilcommercialistainrete.com/2011/05/sono-previsti-gli-scatti-di-anzianita.html',
        date: '2011-05',
        confidence: 'bassa',
      },
      {
        label:
          'Il Sole 24 Ore, L’esperto risponde: per gli apprendisti l’anzianità per gli scatti decorrerebbe dall’assunzione',
        url: 'http://quotidianodiritto.ilsole24ore.com/art/2015-06-30/apprendisti-subito-calcolo-gli-scatti-120055.php?uuid=ACCdxIJ',
        date: '2015-06-30',
        confidence: 'media',
      },
    ],
  };
}

const MARRIAGE = /\bmatrimon\w*|\bnozze\b|\bsposo\b|\bmi sposo\b/;
const INPS_PAYS = /\b(?:pag\w*|a carico)\b[^.?]{0,20}?\binps\b|\binps\b[^.?]*\bpag/;

/** "il congedo matrimoniale è di 15 giorni e lo paga l'INPS": the days and who pays, read on the agreement. */
export function marriagePayerVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  if (!ccnl || !MARRIAGE.test(claim.text) || !INPS_PAYS.test(claim.clause)) return undefined;
  const rule = ccnl.leave.marriage.text ?? '';
  if (!/a carico del datore|dal datore|datore di lavoro/.test(rule)) return undefined;
  // A rule that shares the pay with the INPS allowance (the operai's 8 days) is the agreement's answer as it stands.
  if (/\binps\b/i.test(rule)) return undefined;
  const days = /(\d+) giorni/.exec(rule)?.[1];
  const saidDays = /(\d+) giorni/.exec(claim.clause)?.[1];
  const daysRight = days !== undefined && saidDays === days;
  const length = days
    ? `${daysRight ? 'i' : 'sono'} **${days} giorni** di calendario${daysRight ? ' sono giusti' : ''}, `
    : '';
  return {
    word: daysRight ? 'In parte' : 'No',
    reason: `nel ${ccnl.short_name} ${length}ma il congedo matrimoniale lo paga il **datore di lavoro**, non l'INPS: non serve una domanda all'INPS, basta chiederlo all'azienda.`,
  };
}

const ROL = /\brol\b|\bpermessi\b/;
const FIRST_YEARS =
  /\bprimi (?:\d|due|tre|quattro) anni\b|\bnuovi assunti\b|\bappena assunt\w*|\bassunt\w* da poc/;

/** "per i nuovi assunti i ROL nei primi due anni non maturano": the agreement's ROL ramp by service. */
export function rolRampVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  const ramp = ccnl?.rol_ex_festivita.rol_by_seniority;
  if (!ccnl || !ramp || !ROL.test(claim.clause) || !FIRST_YEARS.test(claim.clause) || !claim.negated)
    return undefined;
  const none = ramp.steps.filter((s) => s.rol_percent === 0);
  const next = ramp.steps.find((s) => s.rol_percent > 0);
  const full = ramp.steps.find((s) => s.rol_percent === 100);
  if (!none.length || !next) return undefined;
  const months = next.from_month;
  const said = /\bprimi (\d|due|tre|quattro) anni\b/.exec(claim.clause)?.[1];
  const saidYears =
    said === undefined ? undefined : Number(said) || ['', 'uno', 'due', 'tre', 'quattro'].indexOf(said);
  const right = saidYears === undefined || saidYears * 12 === months;
  const fullFrom = full ? ` e per intero dal ${full.from_month / 12 + 1}° anno` : '';
  const exFest = ccnl.rol_ex_festivita.ex_festivita_hours;
  return {
    word: right ? 'Sì' : 'No',
    reason: `nel ${ccnl.short_name}, per chi è assunto dal ${formatDate(ramp.hired_from)}, nei primi **${months} mesi** maturano solo le ex festività${exFest ? ` (${exFest} ore l'anno)` : ''}; i ROL maturano al ${next.rol_percent}% dal ${months / 12 + 1}° anno${fullFrom}.`,
  };
}

const LIVES_IN = /\bconvivent\w*|\bvive (?:con noi|in casa)|\bdorme (?:da noi|in casa)/;
const LIVES_OUT = /\b(?:non|nn) convivent\w*|\b(?:a|ad) ore\b|\bad ore\b/;

/**
 * "la prova per una colf non convivente è di 8 giorni, giusto?": the domestic probation row for living in or out,
 * with the figure claimed weighed against it.
 */
export function livingInProbationVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  const rows = ccnl?.probation.by_level;
  if (!ccnl || !rows || !/\bprova\b/.test(claim.clause)) return undefined;
  const out = LIVES_OUT.test(claim.text);
  if (!out && !LIVES_IN.test(claim.text)) return undefined;
  const label = (r: (typeof rows)[number]) =>
    `${r.levels.join(' ')} ${r.max}`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '');
  const row = rows.find((r) => (out ? /\bnon conviventi\b/ : /(?<!non )\bconviventi\b/).test(label(r)));
  const days = row ? /(\d+) giorni/.exec(row.max)?.[1] : undefined;
  const said = /(\d+) (?:giorni|gg)\b/.exec(claim.clause)?.[1];
  if (!row || !days || !said) return undefined;
  const levels = row.levels.filter((l) => !/conviv/.test(l));
  const whom = out
    ? `per chi non è convivente${levels.length ? ` (livelli ${levels.join(', ')})` : ''}`
    : 'per chi è convivente, di qualsiasi livello';
  const others = rows
    .filter((r) => r !== row && !/conviv/.test(label(r)))
    .map((r) => `${/(\d+ giorni)/.exec(r.max)?.[1] ?? r.max} per i livelli ${r.levels.join(', ')}`);
  const rest = out && others.length ? `; ${others.join('; ')}` : '';
  return {
    word: said === days ? 'Sì' : 'No',
    reason: `nel ${ccnl.short_name} il periodo di prova ${whom} è di **${days} giorni** di lavoro effettivo${rest}.`,
  };
}

const LAW_104 = /\b(?:legge|l\.) ?104\b|\b104\b/;
const UNPAID =
  /\bnon (?:sono |vengono |li |me li |te li )?(?:pagat\w*|retribuit\w*|pagan\w*)\b|\bnon (?:li )?paga nessuno\b/;
const DENIED_RIGHT = /\bnon (?:mi |ti |gli |le |ci )?spett\w*|\bnon (?:ha|ho|hai|hanno) diritto\b/;
const PART_TIMER = /\bpart[- ]?time\b|\btempo parziale\b/;

/**
 * "con la 104 i permessi non sono pagati", "la 104 non spetta a chi fa il part-time": the law's permits, paid
 * (the INPS's allowance advanced by the employer) and due to part-timers too. Domestic workers are left out of
 * the permits altogether (law-facts.ts), so no verdict is read for them here.
 */
export function disabilityLeaveVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  if (!LAW_104.test(claim.clause) || ccnl?.id === 'lavoro-domestico' || /\bcolf\b|\bbadant/.test(claim.text))
    return undefined;
  if (UNPAID.test(claim.clause))
    return {
      word: 'No',
      reason:
        "i permessi della legge 104 (**3 giorni al mese**) sono **retribuiti**: l'indennità è dell'INPS e il datore di lavoro la anticipa in busta paga (L. 104/1992, art. 33 c. 3 e 6).",
    };
  if (PART_TIMER.test(claim.clause) && DENIED_RIGHT.test(claim.clause))
    return {
      word: 'No',
      reason:
        'i permessi retribuiti della legge 104 spettano **anche a chi lavora part-time** (L. 104/1992, art. 33); ne sono esclusi solo gli addetti ai lavori domestici e familiari, i lavoratori a domicilio e gli agricoli a giornata.',
      sources: [
        {
          label:
            'InvestireOggi: i permessi 104 spettano anche ai lavoratori part-time (esclusi gli addetti ai lavori domestici e familiari)',
          url: 'https://www.investireoggi.it/fisco/i-permessi-104-spettano-anche-ai-lavoratori-part-time/',
          date: null,
          confidence: 'media',
        },
      ],
    };
  return undefined;
}
