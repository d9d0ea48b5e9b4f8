import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readSlots } from '../reader/slots.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { DISMISSAL_TICKET, type LawFact, lawCitations } from './law-facts.js';
import { yearOf } from './pay-base.js';
import { collectiveWithoutAgreement, TICKET_RULES } from './ticket-rules.js';

const AMOUNT_RELATED = [
  'Quanto costa all’azienda un dipendente con RAL di 30.000 €?',
  'Quali sono gli scaglioni IRPEF del 2026?',
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
];

/** The ticket asked among the employer's extra contributions (the other is the NASpI additional one). */
export const TICKET_ASKED = /ticket|licenzi|mandar\w* via|ingresso (?:alla |in )?naspi/;

/**
 * The months of service from a hire day to the relationship's end (today when no end is said): whole months,
 * and a last part of at least 15 days counted whole (INPS circ. 44/2013).
 */
function monthsOfService(
  hire: string | undefined,
  end: string | undefined,
  today: string,
): number | undefined {
  if (!hire || !/^\d{4}-\d\d-\d\d$/.test(hire)) return undefined;
  const last = end && /^\d{4}-\d\d-\d\d$/.test(end) ? end : today;
  if (last < hire) return undefined;
  const next = new Date(`${last}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1); // the end day is worked: count to the day after
  const from = new Date(`${hire}T00:00:00Z`);
  let months = (next.getUTCFullYear() - from.getUTCFullYear()) * 12 + next.getUTCMonth() - from.getUTCMonth();
  let days = next.getUTCDate() - from.getUTCDate();
  if (days < 0) {
    months -= 1;
    days += new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), 0)).getUTCDate();
  }
  return months + (days >= 15 ? 1 : 0);
}

const DEADLINE_ASKED =
  /\bentro quando\b|\bentro (?:che|quale) (?:data|giorno|termine)\b|\b(?:la |qual e la )?scadenza\b|\bquando (?:si |lo |va |devo |dobbiamo )?(?:pag|vers)\w*/;

/** The dismissal ticket for the year asked, for the months of service when the question gives them. */
export function dismissalTicket(ctx: AgentContext, req: TypedRequest, lead = ''): AgentAnswer {
  const asked = yearOf(ctx, req);
  const row = DISMISSAL_TICKET.byYear[asked];
  if (!row)
    return compose({
      answer: `Il ticket di licenziamento del ${asked} ${bold('non è nella base di conoscenza')}: ho gli importi del 2025 e del 2026 (41% del massimale mensile NASpI per ogni 12 mesi di anzianità negli ultimi 3 anni).`,
      citations: lawCitations(DISMISSAL_TICKET, 'Ticket di licenziamento'),
      related: AMOUNT_RELATED,
    });
  const years = req.slots.seniorityYears;
  const months =
    req.slots.monthsWorked ??
    (years !== undefined ? years * 12 : monthsOfService(req.slots.hireDate, req.slots.endDate, ctx.today));
  const perMonth = row.perYear / 12;
  // A collective dismissal closed without a union agreement: the ticket times three (art. 2 c. 35).
  const own = readable(ctx.message);
  const tripled = collectiveWithoutAgreement(own);
  const single = months === undefined ? undefined : Math.min(months, 36) * perMonth;
  const due = single !== undefined && tripled ? single * 3 : single;
  // "quanto devo versare e entro quando?": the deadline asked beside the amount opens with it.
  const deadline = DEADLINE_ASKED.test(own);
  const text = `Ticket di licenziamento ${asked}: ${euro(row.perYear)} per ogni 12 mesi di anzianità, al massimo ${euro(row.max)} (36 mesi).`;
  return compose({
    answer:
      lead +
      (due !== undefined
        ? tripled
          ? `Nel licenziamento collettivo senza accordo sindacale il ticket ${asked} per ${months} mesi di anzianità è di ${bold(euro(cents(due)))}: il triplo del ticket ordinario (${euro(row.perYear)} ogni 12 mesi, al massimo 36 mesi; L. 92/2012, art. 2 c. 35).`
          : `Il ticket di licenziamento ${asked} per ${months} mesi di anzianità è di ${bold(euro(cents(due)))} (${euro(row.perYear)} ogni 12 mesi, al massimo ${euro(row.max)})${deadline ? `, da versare ${bold('entro il giorno 16 del secondo mese successivo')} alla cessazione` : ''}.`
        : `Il ticket di licenziamento ${asked} è di ${bold(`${euro(row.perYear)} per ogni 12 mesi di anzianità aziendale`)}, fino a un massimo di ${bold(euro(row.max))} per 36 mesi o più.`),
    steps: [
      `Regola: ${percent(DISMISSAL_TICKET.ratePct)} del massimale mensile NASpI${row.ceiling ? ` (${euro(row.ceiling)} nel ${asked})` : ''} per ogni 12 mesi di anzianità negli ultimi 3 anni; i mesi di almeno 15 giorni contano interi, senza differenza tra tempo pieno e part-time.`,
      ...(due !== undefined
        ? [
            `Calcolo: ${euro(row.perYear)} ÷ 12 × ${Math.min(months ?? 0, 36)} mesi${tripled ? ' × 3' : ''} = ${euro(cents(due ?? 0))}${(months ?? 0) > 36 ? ' (contano solo gli ultimi 36 mesi di anzianità)' : ''}.`,
          ]
        : []),
      'È dovuto dal datore di lavoro quando un rapporto a tempo indeterminato cessa per una causa che dà diritto alla NASpI (licenziamento, dimissioni per giusta causa); si versa in un’unica soluzione, entro il giorno 16 del secondo mese successivo a quello della cessazione (INPS circ. 44/2013).',
    ],
    assumptions: [
      tripled
        ? 'Licenziamento collettivo in cui la dichiarazione di eccedenza non è stata oggetto di accordo sindacale: con l’accordo il ticket resta quello ordinario.'
        : 'Licenziamento individuale: nei licenziamenti collettivi senza accordo il ticket si triplica.',
      // "quanto costa licenziare…": the ticket is the only cost the dismissal itself adds; the rest is owed anyway.
      ...(/\bcost/.test(readable(ctx.message)) && !/ticket/.test(readable(ctx.message))
        ? [
            'Il ticket è il costo che il licenziamento aggiunge: alla cessazione si pagano comunque il TFR maturato, le ferie e i permessi non goduti e i ratei di 13ª e 14ª; se il lavoratore non lavora il preavviso previsto dal CCNL, si paga anche l’indennità sostitutiva del preavviso.',
          ]
        : []),
    ],
    citations: [
      ...lawCitations(DISMISSAL_TICKET, text),
      ...(tripled || deadline ? lawCitations(TICKET_RULES, TICKET_RULES.text) : []),
    ],
    related: AMOUNT_RELATED,
  });
}

/**
 * Who owes the dismissal ticket (art. 2 c. 31 L. 92/2012): the employer, when an open-ended relationship ends
 * for a cause that would give the worker the NASpI. So not for a voluntary resignation (only for one with just
 * cause or in the maternity-protected period), not at a fixed-term contract's natural end (its NASpI is paid
 * month by month with the 1,4% additional contribution) and not for domestic work (INPS circ. 25/2013). Asked
 * in one of these cases, the answer is that it is not due, not its amount. Read on 2026-11-26.
 */
const TICKET_SCOPE: LawFact = {
  figure: 'non è dovuto',
  text: 'il ticket di licenziamento si paga solo quando un rapporto a tempo indeterminato cessa per una causa che darebbe diritto alla NASpI: il licenziamento (per qualunque motivo, anche disciplinare), le dimissioni per giusta causa o durante il periodo tutelato di maternità',
  reference: 'L. 92/2012, art. 2 c. 31; INPS circ. 40/2020; per il lavoro domestico INPS circ. 25/2013',
  sources: [
    {
      url: 'https://servizi2.inps.it/servizi/Bussola/VisualizzaDoc.aspx?Accessibile=yes&sVirtualURL=%2FCircolari%2FCircolare+numero+40+del+19-03-2020.htm',
      label:
        'INPS, circolare n. 40 del 19 marzo 2020: cessazioni per cui il ticket di licenziamento è dovuto',
      date: '2020-03-19',
      confidence: 'medium',
    },
    {
      url: 'https://lavorofacile.it/news/ticket-licenziamento-linps-riepiloga-spiega-la-normativa-vigente?search=contributo+di+licenziamento',
      label: 'LavoroFacile: ticket di licenziamento, il riepilogo dell’INPS (circ. 40/2020)',
      date: '2020-03',
      confidence: 'medium',
    },
    {
      url: 'https://www.tresoldieassociati.com/ticket-di-licenziamento-quanto-si-paga-per-lanno-2025/',
      label:
        'Tresoldi e Associati: ticket di licenziamento, non previsto alla cessazione dei rapporti a termine',
      date: '2025',
      confidence: 'medium',
    },
    {
      url: 'https://hrcapital.it/osservatorio/inps-esenzioni-contribuzione-aspi',
      label:
        'HR Capital: esenzioni dal contributo di licenziamento (lavoratori domestici, INPS circ. 25/2013)',
      date: '2013-03-23',
      confidence: 'medium',
    },
  ],
};

const TICKET =
  /\bticket\b(?! (?:restaurant|pasto|mensa|sanitar))|\b(?:contribut|tass)\w* (?:di |del |sul |per il )?licenziament/;
/** "lo devo pagare lo stesso?", "è dovuto?": the ticket named on the turn before. */
const OWED_AGAIN = /\b(?:devo|dobbiamo|deve|va|vanno|bisogna|tocca)\b[^?]{0,30}\b(?:pag|vers)\w*|\be dovut/;
const RESIGNS = /\bdimett\w*|\bdimission\w*|\b(?:si (?:e )?|mi sono |si sono |ci siamo |ti sei )dimess\w*/;
/** Resignations that do owe it: just cause, the maternity-protected period, a transfer of undertaking. */
const RESIGNS_OWING =
  /\bgiusta causa\b|\bmaternit|\bgravidanz|\bdopo il parto\b|\b2112\b|\bcession\w* (?:d'|di )?aziend|\btrasferiment\w* (?:d'|di )?aziend/;
const DOMESTIC = /\bcolf\b|\bbadant\w*|\bbaby.?sitt\w*|\blavor\w* domestic\w*|\bdomestic[oaie]\b/;
const FIXED_TERM = /\btempo determinato\b|\ba termine\b|\bcontratto a scadenza\b/;
// ("ho lasciato scadere i contratti senza rinnovarli": the expiry let happen.)
const NATURAL_END =
  /\bscadenz\w*|\bscad(?:e|ere|ra|ranno|ono|uto|uta|uti|ute)\b|\b(?:non|senza) (?:la |lo |li |le |gli )?(?:rinnov|proroga|prorogh)\w*|\bfine del (?:contratto|termine)\b|\btermine naturale\b/;
const SEASONAL = /\bstagional\w*/;
const EARLY_END = /\bprima (?:della|del) (?:scadenza|termine)\b|\banticipat\w*|\bin anticipo\b/;

type NotDue = 'resignation' | 'domestic' | 'fixed_term';

/** The case in which the ticket asked is not due, if the conversation tells one. */
function notDueCase(ctx: AgentContext, domestic: boolean): NotDue | undefined {
  const text = readable(ctx.message);
  const before = readable(ctx.history?.at(-1) ?? '');
  const asked = TICKET.test(text) || (TICKET.test(before) && OWED_AGAIN.test(text));
  if (!asked) return undefined;
  const story = `${before} ${text}`;
  if (domestic || DOMESTIC.test(story)) return 'domestic';
  // "contributo di licenziamento" names the ticket, not a dismissal: only a dismissal told apart from it counts.
  const dismissed = /\blicenzi/.test(text.replace(new RegExp(TICKET.source, 'g'), ' '));
  if (RESIGNS.test(text) && !RESIGNS_OWING.test(text) && !dismissed) return 'resignation';
  if (FIXED_TERM.test(text) && NATURAL_END.test(text) && !EARLY_END.test(text)) return 'fixed_term';
  return undefined;
}

const RELATED = [
  'Quanto costa il ticket di licenziamento nel 2026?',
  'Quanto è il contributo addizionale NASpI su un contratto a termine?',
];

/** The ticket asked where it is not due: that it is not, why, and when it is. */
export function ticketNotDue(ctx: AgentContext, domestic: boolean): AgentAnswer | undefined {
  const kind = notDueCase(ctx, domestic);
  if (!kind) return undefined;
  const row = DISMISSAL_TICKET.byYear[2026];
  const when = `${TICKET_SCOPE.text} (${TICKET_SCOPE.reference}).`;
  const noticeAsked = /\bpreavvis/.test(readable(ctx.message));
  const opening = {
    resignation: `${bold('No')}: per le dimissioni volontarie il ticket di licenziamento ${bold('non è dovuto')}, perché chi si dimette non ha diritto alla NASpI.`,
    domestic: `Il ticket di licenziamento ${bold('non è dovuto')} per i lavoratori domestici (colf, badanti, babysitter): l’INPS li ha esclusi dal contributo (circ. 25/2013), anche quando è la famiglia a licenziare.`,
    fixed_term: noticeAsked
      ? `${bold('No, nessuno dei due')}: alla scadenza naturale del termine il contratto a tempo determinato finisce da sé, ${bold('senza preavviso')} (il preavviso dell’art. 2118 c.c. riguarda i rapporti a tempo indeterminato), e il ticket di licenziamento ${bold('non è dovuto')}.`
      : `${bold('No')}: il ticket di licenziamento è dovuto solo quando cessa un rapporto a ${bold('tempo indeterminato')} con diritto alla NASpI; alla scadenza naturale del termine il contratto a tempo determinato finisce da sé e il ticket ${bold('non è dovuto')}, anche se il lavoratore chiede la NASpI.`,
  }[kind];
  const why = {
    resignation: `Regola: ${when}`,
    domestic: `Per la badante o la colf restano dovuti il preavviso del CCNL (o l’indennità sostitutiva se non lo lavora), il TFR, i ratei di tredicesima e le ferie non godute. Regola generale: ${when}`,
    fixed_term: `Regola: ${when} Per i contratti a termine il datore versa invece ogni mese il contributo addizionale NASpI (1,4% dell’imponibile)${SEASONAL.test(readable(ctx.message)) ? ', un contributo diverso dal ticket che per le attività stagionali del D.P.R. 1525/1963 non è dovuto (L. 92/2012, art. 2 c. 29)' : ''}; la lavoratrice o il lavoratore può comunque chiedere la NASpI alla scadenza, se ne ha i requisiti. Se invece il rapporto a termine venisse interrotto prima della scadenza, servirebbe una giusta causa.`,
  }[kind];
  const amount = row
    ? `Dove è dovuto, nel 2026 vale ${euro(row.perYear)} per ogni 12 mesi di anzianità, al massimo ${euro(row.max)}.`
    : '';
  const text = `${opening}\n\n${why}`;
  return compose({
    answer: opening,
    steps: [why, ...(kind === 'resignation' && amount ? [amount] : [])],
    assumptions:
      kind === 'resignation'
        ? ['Dimissioni senza giusta causa, fuori dal periodo tutelato di maternità.']
        : kind === 'fixed_term'
          ? ['Il contratto finisce alla data fissata, senza recesso anticipato.']
          : [],
    citations: [
      ...lawCitations(TICKET_SCOPE, text),
      ...(kind === 'resignation' ? lawCitations(DISMISSAL_TICKET, amount) : []),
    ],
    related: RELATED,
  });
}

/** Another subject named on the turn: not the ticket asked again. */
const OTHER_SUBJECT =
  /\bnaspi\b|\btfr\b|preavvis|\bferie\b|tredicesim|quattordicesim|\bnett[oi]\b|\bral\b|stipend|addizional|\bminim[oi]\b/;

/**
 * "e x uno con 5 anni di anzianità quanto viene?" right after the ticket: the same ticket for that seniority, a
 * law figure that needs no agreement (capped at 36 months).
 */
export function ticketAgain(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const before = readable(ctx.history?.at(-1) ?? '');
  if (!TICKET.test(before) || TICKET.test(text)) return undefined;
  // "e se si dimette per giusta causa perché non lo pago da mesi? lì lo devo versare?": a resignation that owes
  // it, asked after the ticket; the seniority told on the turn before.
  if (RESIGNS.test(text) && RESIGNS_OWING.test(text) && (OWED_AGAIN.test(text) || AMOUNT_ASKED.test(text)))
    return owingResignation(ctx, req, before);
  if (OTHER_SUBJECT.test(text)) return undefined;
  if (text.split(/\s+/).length > 20 || req.slots.amounts.length) return undefined;
  if (req.slots.seniorityYears !== undefined || req.slots.monthsWorked !== undefined)
    return dismissalTicket(ctx, req);
  const hired = HIRED_IN_YEAR.exec(text)?.[1];
  if (!hired || !AMOUNT_ASKED.test(text)) return undefined;
  // "e x una cassiera assunta nel 2019 che licenzio insieme a lui? quanto pago?": another worker hired in a year,
  // ending with the earlier one. Even from that year's last day, 36 months or more give the ticket's maximum;
  // fewer leave the months unknown (the rule per 12 months, not the earlier worker's months).
  const latest = `${hired}-12-31`;
  const months = monthsOfService(latest, req.slots.endDate, ctx.today);
  const hireDate = months !== undefined && months >= 36 ? latest : undefined;
  return dismissalTicket(ctx, { ...req, slots: { ...req.slots, hireDate, seniorityYears: undefined } });
}

/**
 * The ticket asked on a turn that tells why the relationship ends: for a resignation that owes it ("si è dimesso
 * per giusta causa perché non lo pagavo"), first that it is due, then its amount; otherwise the amount.
 */
export function ticketOwed(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const text = readable(ctx.message);
  return RESIGNS.test(text) && RESIGNS_OWING.test(text)
    ? owingResignation(ctx, req, '')
    : dismissalTicket(ctx, req);
}

/** The ticket for a resignation that owes it, with the seniority of this turn or of the turn before. */
function owingResignation(ctx: AgentContext, req: TypedRequest, before: string): AgentAnswer {
  const told = readSlots(ctx.kb, before, ctx.history?.at(-1) ?? '');
  const slots = { ...req.slots };
  if (slots.seniorityYears === undefined && slots.monthsWorked === undefined) {
    if (told.seniorityYears !== undefined) slots.seniorityYears = told.seniorityYears;
    else if (told.monthsWorked !== undefined) slots.monthsWorked = told.monthsWorked;
  }
  const yes = `${bold('Sì')}: con le dimissioni per giusta causa il ticket di licenziamento è dovuto, perché chi si dimette per giusta causa ha diritto alla NASpI. `;
  return dismissalTicket(ctx, { ...req, slots }, yes);
}

// "assunta nel 2019", "in forza dal 2018", "lavora da noi dal 2020".
const HIRED_IN_YEAR =
  /\b(?:assunt\w*|in forza|lavora\w*|in servizio)\b[^?.]{0,25}?\b(?:nel|dal|del) ((?:19|20)\d\d)\b/;
const AMOUNT_ASKED = /\bquant[oaie]\b|\bpag\w*|\bcost\w*|\bvers\w*/;
