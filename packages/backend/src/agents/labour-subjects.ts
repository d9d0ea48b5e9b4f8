import type { Ccnl } from '../kb/schema.js';
import { isOffTopic } from '../reader/off-topic-ask.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { absenceResignationAnswer } from './absence-resignation.js';
import { agreementSubjectGap } from './agreement-subject-gap.js';
import { agriculturalUnemploymentAnswer } from './agricultural-unemployment.js';
import type { AgentAnswer } from './answer.js';
import { carePartTimeAnswer } from './care-part-time.js';
import { cassaEdileAtLeaving } from './cassa-edile.js';
import { causeAndSickPayAnswer } from './cause-and-sick-pay-law.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { disabilityPartTimeAnswer } from './disability-part-time.js';
import { domesticHeirsAnswer } from './domestic-heirs.js';
import { employerLawAnswer } from './employer-law-7.js';
import { employmentLawAnswer } from './employment-law-asks.js';
import { employmentRulesAnswer } from './employment-rules-answer.js';
import { agreementFixedTermRule, causaleOpening } from './fixs24c.js';
import { holidaysPaidAtEndAsked } from './holidays-at-end.js';
import { lawAskAnswer } from './law-asks.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { LAW_TOPIC_FACTS } from './law-topics.js';
import { naspiBenefitAnswer, naspiFollowUp } from './naspi-benefit.js';
import { seasonalPrecedenceAnswer } from './seasonal-precedence.js';
import { sickRelapseProbationAnswer } from './sick-relapse-probation.js';
import { sicknessCheckAnswer } from './sickness-check.js';
import { unionLeaveAnswer } from './union-leave.js';
import { workTimeLawAnswer } from './work-time-law.js';

/**
 * Labour questions on a subject that is not a topic of the agreements held: the rules of a fixed-term
 * contract (the law's, with the pages they were read on), and subjects the knowledge base does not hold at all
 * (unpaid wages, the NASpI benefit, how to resign online, when the TFR is paid,
 * smart working, unpaid leave, a second job). Without this they were read as the nearest agreement topic and
 * answered with another agreement's passage, or asked which agreement applies, which would not help.
 */

/** D.Lgs. 81/2015, artt. 19 and 21, as amended by D.L. 87/2018 and D.L. 48/2023; read on 2026-11-23. */
export const FIXED_TERM: LawFact = {
  figure: '24 mesi',
  text: 'tra lo stesso datore di lavoro e lo stesso lavoratore i contratti a termine durano in tutto al massimo 24 mesi, proroghe e rinnovi compresi, salvo diversa previsione dei contratti collettivi: oltre, il rapporto diventa a tempo indeterminato. Fino a 12 mesi non serve una causale, oltre i 12 mesi sì. Le proroghe sono al massimo 4 nei 24 mesi; un nuovo contratto (rinnovo) si può stipulare solo dopo una pausa di 10 giorni dalla scadenza di un contratto fino a 6 mesi, di 20 giorni se più lungo, altrimenti il secondo contratto diventa a tempo indeterminato.',
  reference: 'D.Lgs. 81/2015, artt. 19 e 21, come modificati dai D.L. 87/2018 e 48/2023',
  sources: [
    {
      url: 'https://studiozanettisnc.it/?p=31222',
      label:
        'Studio Zanetti: contratto a termine dopo il decreto lavoro (D.L. 48/2023, circolare del Ministero del Lavoro n. 9/2023): senza causale fino a 12 mesi, limite di 24 mesi',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://avvocatoaccanto.com/diritto-lavoro/prorogare-contratto-tempo-determinato',
      label:
        'Avvocato Accanto: proroga del contratto a tempo determinato (al massimo 4 volte in 24 mesi; rinnovo dopo 10 o 20 giorni)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://ntpluslavoro.ilsole24ore.com/art/AESkk5YF?uuid=AESkk5YF',
      label:
        'Il Sole 24 Ore NT+ Lavoro: nei contratti a termine ridotti tempi e proroghe (24 mesi, 4 proroghe)',
      date: null,
      confidence: 'medium',
    },
  ],
};

const FIXED_TERM_WORDS = /\btempo determinato\b|\ba termine\b|\bt\. ?d\./;
// "24 mesi massimo?", "quanto può durare al max?", "la pausa tra un contratto e l'altro": the law's limits too.
const FIXED_TERM_RULE =
  /\brinnov|\bprorog|quante volte|durata massima|\bdurare\b|\bdura al massimo|\bcausal|\bindeterminat|\btrasform|\bstabilizz|\bmassim[oa]\b|\bmax\b|\b(?:12|24|36|dodici|ventiquattro|trentasei) mesi\b|\bpausa\b|\bstacco\b|\bintervallo\b|\bstop\b/;
// Asked with a cost, a contribution or an amount, the fixed-term contract is the employer's extra contribution.
const FIXED_TERM_OTHER =
  /\bcost|contribut|addizional|\bsi vers|\bversar|\bnaspi\b|\bticket\b|\bquanto (?:prend|guadagn|percepisc)|\bminim[oi]\b|\bprova\b|preavvis|\bferie\b|malatti|tredicesim|quattordicesim|\btfr\b|apprendist/;

interface Subject {
  /** What the knowledge base lacks, as the opening names it (lower case, after "Non ho …"). */
  name: string;
  asked: RegExp;
  /** Words that make it another question the product answers (a cost, an agreement's figure…). */
  not?: RegExp;
  /** An agreement may rule it: with one named, the agreement's own answer is left to the topics. */
  agreementTopic?: true;
  /** Why the product has no answer, when it is not that no agreement rules the subject. */
  why?: string;
  /** The NASpI benefit: the law's rules answer it (naspi-benefit.ts); the gap only for what they do not hold. */
  naspi?: true;
  /** Named in the story and asked by a short question that points back ("…coi voucher. Si può fare?"). */
  story?: true;
}

// "può cambiarmi il turno senza preavviso?", "con quanto anticipo devono comunicarmi l'orario?": the notice of a
// schedule change, not of the end of the job.
const SHIFT_CHANGE =
  /\b(?:cambi\w*|spost\w*|modific\w*|vari\w*|comunic\w*)\b[^?]{0,40}\b(?:turn[oi]|orari[oi]|riposo settimanale)\b[^?]{0,60}\b(?:preavvis\w*|anticipo|da un giorno all'altro|all'ultimo)|\b(?:preavvis\w*|anticipo)\b[^?]{0,40}\b(?:turn[oi]|orari[oi])\b/;

const SUBJECTS: readonly Subject[] = [
  {
    name: 'come recuperare una retribuzione non pagata o in ritardo',
    asked:
      /\bnon (?:mi |ci |gli |le |ti )?(?:ha |hanno )?(?:ancora )?(?:pagat\w*|versat\w*|paga|pagano|dat[oa])\b[^?]*\b(?:stipendi\w*|mensilit\w*|busta|mes[ei]|settiman\w*|arretrat\w*)|\b(?:stipendi\w*|paga|mensilit\w*|busta paga)\b[^?.]{0,30}?\b(?:in ritardo|non (?:e |sono |mi e |mi sono )?(?:ancora )?(?:pagat|arrivat|versat|accreditat)\w*)|\britardo (?:nel |del |dello |della )?(?:pagamento|stipendio|paga)|\bstipendi\w* arretrat\w*/,
  },
  {
    naspi: true,
    name: "l'indennità di disoccupazione NASpI (requisiti, importo e durata)",
    asked:
      /\b(?:quant\w*|come|quando|requisit\w*|diritto|spetta|spettano|prendo|prenderei|dura|(?:ri)?chieder\w*|prender\w*|avere|ottener\w*|domanda)\b[^?]*\b(?:naspi|disoccupazion\w*)|\b(?:naspi|disoccupazion\w*)\b[^?]*\b(?:quant\w*|requisit\w*|diritto|spetta|prendo|prenderei|prender\w*|percepir\w*|dura|calcol\w*)\b|\bmassim\w* (?:di|della|dell') ?(?:naspi|disoccupazion\w*)/,
    not: /contribut|addizional|ticket|\bcost|datore|aziend/,
  },
  {
    name: 'la procedura delle dimissioni telematiche',
    asked:
      /\bdimission\w* (?:online|on line|telematic\w*|sul sito|in via telematica)|\bcome (?:si )?(?:fanno|fa|presentano|presenta|danno|do|faccio|posso dare|devo dare) (?:le )?dimission|\bprocedura (?:di|delle|per le) dimission/,
    // "il preavviso parte dal giorno in cui invio le dimissioni online?", the notice's length asked, or the sending
    // told as done or requested ("le ho chiesto di mandare le dimissioni telematiche, ma quanti giorni di preavviso
    // deve darmi?"): the online sending only dates the notice, whose start and length the agreement answers.
    not: /\bpreavvis\w*\b[^?]{0,40}\b(?:parte|partono|decorr\w*|inizi\w*|comincia\w*|scatt\w*|si cont\w*)|\b(?:parte|partono|decorr\w*|inizi\w*|comincia\w*|scatt\w*)\b[^?]{0,20}\bpreavvis|\bquant\w* (?:giorni|settimane|mesi)\b[^?]{0,20}\bpreavvis|\b(?:chiesto|detto|chiedo|dico) di (?:mandar|inviar|far|presentar|dar)\w* (?:le )?dimission|\b(?:ho|ha|hanno|abbiamo) (?:gia )?(?:mandat|inviat|fatt|presentat|dat)\w* (?:le )?dimission/,
  },
  {
    name: 'il termine entro cui il datore di lavoro deve pagare il TFR',
    asked:
      /\b(?:entro quando|quando|dopo quanto|in quanto tempo|tempi\w*)\b[^?]*\b(?:pag\w*|arriv\w*|liquid\w*|vers\w*|riceve\w*|dann\w*|dat\w*)\b[^?]*\btfr\b|\btfr\b[^?]*\b(?:entro quando|dopo quanto|in quanto tempo|tempi di (?:pagamento|liquidazione)|quando (?:arriva|lo pagano|lo liquidano|me lo (?:pagano|danno|liquidano|versano|daranno|pagheranno)|si (?:prende|riceve|incassa)|viene (?:pagato|liquidato)))/,
    // (The substitute tax on its revaluation has its own deadlines, in the payroll rules: tfr-tax-deadline.ts.)
    not: /imposta sostitutiva|\b171[23]\b/,
  },
  {
    name: 'le regole del lavoro agile (smart working)',
    asked: /smart ?working|\blavoro agile\b|\btelelavoro\b/,
  },
  {
    name: 'le regole dei permessi non retribuiti e delle aspettative',
    agreementTopic: true,
    asked:
      /\bpermess\w* non (?:retribuit|pagat)\w*|\baspettativ\w* (?:non retribuit\w*|per motivi personali)/,
  },
  {
    name: 'le regole sul preavviso per un cambio di turno o di orario',
    asked: SHIFT_CHANGE,
    why: 'le fissano il contratto collettivo applicato e gli accordi aziendali, e le fonti che consulto non le riportano',
  },
  {
    // "la badante la posso pagare coi voucher, il libretto famiglia?": occasional work (D.L. 50/2017, art. 54-bis),
    // whose rules and limits no source of the knowledge base holds; never the domestic contribution bands.
    name: 'le regole del lavoro occasionale (Libretto Famiglia e contratto di prestazione occasionale)',
    asked:
      /\blibretto (?:di )?famiglia\b|\bvoucher\b|\bbuoni lavoro\b|\bprestazion\w* occasional\w*|\blavoro occasionale\b/,
    not: /\b(?:voucher|buon\w*) (?:pasto|mensa|welfare|carburante|acquisto|regalo)|\bbuoni pasto\b/,
    story: true,
    why: 'le sue regole (chi può usarlo, per quali attività e con quali limiti) non sono nelle fonti che consulto; un rapporto di lavoro domestico continuativo è invece regolato dal CCNL Lavoro domestico',
  },
  {
    // "per le ore di cassa quanto prendo e l'azienda deve integrare qualcosa per contratto?": the benefit's amount
    // and ceilings (D.Lgs. 148/2015, INPS's yearly figures) and an agreement's top-up, none of them held; never
    // a level's minimum in their place. A stoppage for the weather asked as whether it is CIGO is the law's rule.
    name: "l'importo della cassa integrazione (integrazione salariale e massimali) né un'integrazione prevista dal contratto",
    asked:
      // (Within one sentence: "… e una di cassa integrazione. Senza contare queste storie, quante ore di ROL?" asks the
      // permits, the stoppage being the story.)
      /\b(?:cassa integrazione|ore di cassa|cig[os]?|integrazione salariale)\b(?:[^?.]|\.\d)*\b(?:quant\w*|prend\w*|percepi\w*|spett\w*|integr\w*|import\w*)|\b(?:quant\w*|prend\w*|percepi\w*|import\w*)\b(?:[^?.]|\.\d)*\b(?:cassa integrazione|cig[os]?|integrazione salariale)\b/,
    // ("quanto pago io di CIGO?", "quanto si paga di FIS … nessuna richiesta di cassa integrazione": the employer's
    // contribution, not the benefit.)
    not: /\bcontribut\w*|\baliquot\w*|\bcost\w*|\bpag(?:o|hiamo|hi|are)\b|\bsi paga\b|\bvers\w*|\bfis\b|\brichiest\w* di cassa|\bmaltempo|\bintemperi\w*|\bmeteo\b|\bpiogg\w*|\bneve\b|\bcassa edile\b|\bcassa (?:malattia|mutua)\b/,
    story: true,
    why: "l'importo lo fissano la legge (D.Lgs. 148/2015) e i massimali che l'INPS aggiorna ogni anno, e le fonti che consulto non li riportano, come non riportano un'integrazione a carico dell'azienda prevista dal CCNL",
  },
  {
    name: 'le regole sul cumulo di due rapporti di lavoro',
    asked:
      /\b(?:posso|si puo|e possibile|e consentit\w*|e legale|compatibil\w*)\b[^?]*\b(?:due|secondo|doppio|altro) (?:lavor|impieg|contratt|rapport|datori)\w*|\b(?:due|secondo|doppio) (?:lavor|impieg|contratt|rapport)\w*\b[^?]*\b(?:posso|si puo|e possibile|compatibil\w*|consentit\w*)/,
    // Two agreements set side by side ("nei due contratti", "tra i due CCNL", "nell'uno e nell'altro contratto")
    // are two collective agreements compared (an employer's two businesses), not one worker's two jobs.
    not: /\bconfront\w*|\b(?:nei|tra i|fra i|dei|per i|in entrambi i|negli|ai) (?:due )?(?:contratti|ccnl)\b|\b(?:nel)?l'?\s?uno e (?:nel)?l'?\s?altro\b|\bin tutt[ie] e due\b/,
    story: true,
  },
];

/** Art. 2118 c.c.: the notice not given is paid as an indemnity; read on 2026-11-23. */
export const NOTICE_INDEMNITY: LawFact = {
  figure: 'un’indennità pari alla retribuzione del periodo di preavviso non lavorato',
  text: 'chi recede da un contratto a tempo indeterminato senza dare il preavviso deve all’altra parte un’indennità pari alla retribuzione che sarebbe spettata per il periodo di preavviso. Se è il lavoratore a dimettersi senza preavviso, il datore di lavoro può trattenerla dalle competenze di fine rapporto; se è il datore a licenziare senza preavviso, la paga al lavoratore. La durata del preavviso la fissa il contratto collettivo.',
  reference: 'art. 2118 c.c.',
  sources: [
    {
      url: 'https://ildiritto.it/lavoro/indennita-di-preavviso',
      label: 'Il Diritto: indennità di preavviso (art. 2118 c.c.), chi la deve pagare',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.businessonline.it/news/indennit-di-mancato-preavviso-e-dimissioni-come-funziona-quando-dovuta-e-quali-elementi-retributivi-rientrano_n77807.html',
      label:
        'BusinessOnline: indennità di mancato preavviso e dimissioni, trattenuta sulla busta paga finale',
      date: null,
      confidence: 'medium',
    },
  ],
};
// "e se non lo rispetto?", "se me ne vado senza preavviso", "mi ha licenziato senza preavviso": the notice skipped.
const NOTICE_SKIPPED =
  /\bsenza (?:dare |fare |rispettare |dargli |darle )?(?:il |alcun )?preavviso\b|\bnon (?:lo |la |gli |le )?(?:rispett\w*|do|dar\w*|da|faccio|fa|fare|lavor\w*) (?:il )?preavviso\b|\bmancato preavviso\b|\bindennit\w* (?:sostitutiv\w* )?(?:del |di )(?:mancato )?preavviso\b/;
const SKIPS_IT =
  /\bnon (?:lo |la )?(?:rispett\w*|facci\w*|fa|do|dar\w*|lavor\w*)\b|\bme ne vado (?:subito|domani|da subito)\b|\bandarmene subito\b/;

// Holidays left at the end of the job are paid: the law's rule on holidays says so (law-topics.ts).
const UNUSED_HOLIDAYS =
  /\bferie\b[^?]*\b(?:non (?:ho |hai |ha |abbiamo |sono state |e stat\w )?godut\w*|non (?:fatt|pres|usat|fruit)\w*|residu\w*|arretrat\w*|avanzat\w*|maturat\w* e non)\b[^?]*\b(?:pagat\w*|pagano|pagar\w*|pago|paga|paghi|monetizz\w*|liquid\w*|rimbors\w*|soldi)|\b(?:pagat\w*|pagano|monetizz\w*|liquid\w*)\b[^?]*\bferie\b[^?]*\b(?:non godut\w*|residu\w*)/;
const ASKS_COUNT = /\bquant[ie]\b|\bnumero\b/;

/**
 * What the question asks: its clauses that end in "?" (a story's contracts, its past fixed-term jobs, what a
 * consultant said before the colon, are not asked), or the last clause when none does.
 */
function askingText(text: string): string {
  const sentences = text
    .split(/(?<=[.?!:;])\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
  const asked = sentences.filter((x) => x.includes('?'));
  return asked.length ? asked.join(' ') : (sentences.at(-1) ?? text);
}

export function fixedTermAnswer(text: string, agreement?: Ccnl, story = text): AgentAnswer {
  const agreementName = agreement?.short_name;
  // The agreement's own rule on fixed-term contracts (Commercio art. 71-bis: its causali), when held (fixs24c.ts).
  const own = agreementFixedTermRule(agreement, text, story);
  const citations = [
    ...lawCitations(FIXED_TERM, `Contratto a termine: ${FIXED_TERM.text}`),
    ...(own ? [own.citation, ...own.more] : []),
  ];
  // "rinnovare per la terza volta", "quante volte posso rinnovarlo": how many renewals, whatever the word.
  const asksCount = ASKS_COUNT.test(text) || /\bvolt[ae]\b/.test(text);
  // "serve la causale?": when a reason must be written is what opens, whatever the extension or renewal told.
  const opening = /\bcausal/.test(text)
    ? `Per legge (${FIXED_TERM.reference}) la causale non serve finché i contratti a termine con lo stesso datore di lavoro restano ${bold('entro 12 mesi')} in tutto; ${bold('oltre i 12 mesi')}, anche per effetto di una proroga o di un rinnovo, serve una causale, e il totale non può superare 24 mesi.`
    : /\bprorog/.test(text)
      ? `Per legge (${FIXED_TERM.reference}) un contratto a termine si può prorogare ${bold('al massimo 4 volte')} nell’arco di 24 mesi.`
      : /\brinnov/.test(text) && asksCount && !/\bindeterminat|\btrasform/.test(text)
        ? `Per legge (${FIXED_TERM.reference}) non c’è un numero massimo di rinnovi, ma tutti i contratti a termine con lo stesso datore di lavoro durano in tutto ${bold('al massimo 24 mesi')}, e ogni rinnovo richiede una pausa di 10 o 20 giorni.`
        : /\bpausa\b|\bstacco\b|\bintervallo\b|\bstop\b/.test(text)
          ? `Per legge (${FIXED_TERM.reference}) tra un contratto a termine e il successivo con lo stesso lavoratore servono ${bold('10 giorni')} di pausa se il primo durava fino a 6 mesi, ${bold('20 giorni')} se più lungo; altrimenti il secondo contratto diventa a tempo indeterminato.`
          : `Per legge (${FIXED_TERM.reference}) i contratti a termine tra lo stesso datore di lavoro e lo stesso lavoratore durano in tutto ${bold('al massimo 24 mesi')}, proroghe e rinnovi compresi: oltre, il rapporto diventa a tempo indeterminato.`;
  // The agreement named: its own rule on fixed-term contracts is not in the knowledge base, said as a gap.
  // The agreement's causali held, its other rules (limits by share of the staff) still a gap.
  const agreementGap = own
    ? [
        `Nel ${agreementName}: ${own.citation.text.charAt(0).toLowerCase()}${own.citation.text.slice(1)}`,
        ...own.more.map((m) => m.text),
        `Le altre regole proprie del ${agreementName} sui contratti a termine (limiti percentuali, durate diverse per casi particolari) non sono nella base di conoscenza: verifica il testo del contratto.`,
      ]
    : agreementName
      ? [
          `Le regole proprie del ${agreementName} sui contratti a termine (una durata massima o causali diverse da quelle di legge, limiti percentuali) non sono nella base di conoscenza: verifica il testo del contratto.`,
        ]
      : [];
  return compose({
    answer: own && /\bcausal/.test(text) ? causaleOpening(opening, own) : opening,
    steps: [`La regola: ${FIXED_TERM.text}`, ...agreementGap],
    assumptions: [
      'Lavoratore dipendente del settore privato; il contratto collettivo applicato può fissare una durata massima diversa.',
    ],
    citations,
    related: [
      'Quanto costa in più all’azienda un contratto a tempo determinato?',
      'Quanto dura il periodo di prova nel CCNL Commercio?',
    ],
  });
}

function unusedHolidaysAnswer(lostAsked: boolean): AgentAnswer {
  const fact = LAW_TOPIC_FACTS.holidaysWhen;
  return compose({
    answer: `${lostAsked ? bold('Non si perdono') : 'Sì'}: per legge (${fact.reference}) le ferie maturate e non godute si pagano ${bold('alla fine del rapporto di lavoro')}, con l’indennità sostitutiva; durante il rapporto le 4 settimane minime non si possono pagare al posto delle ferie.`,
    steps: [`La regola: ${fact.text.replace('{figure}', fact.figure)}`],
    citations: lawCitations(fact, 'Ferie non godute pagate solo alla fine del rapporto'),
    related: ['Quanti giorni di ferie spettano nel CCNL Commercio?'],
  });
}

function notHeldAnswer(subject: Subject): AgentAnswer {
  return compose({
    answer: `${bold(`Non ho nella base di conoscenza ${subject.name}`)}: ${subject.why ?? 'non è un argomento dei contratti collettivi e delle regole di busta paga che consulto'}, quindi non posso risponderti con una fonte. Per questo rivolgiti a un consulente del lavoro, a un patronato o a un sindacato.`,
    steps: [
      'Posso invece rispondere su ferie, permessi, malattia, preavviso e minimi dei CCNL presenti, e calcolare netto, TFR, tredicesima e costo per l’azienda dalle cifre che indichi.',
    ],
    citations: [],
    related: [
      'Quanti giorni di preavviso servono per dimettersi nel CCNL Commercio?',
      'Quanto TFR matura in un anno con una RAL di 30.000 €?',
    ],
  });
}

function noticeIndemnityAnswer(): AgentAnswer {
  const fact = NOTICE_INDEMNITY;
  return compose({
    answer: `Per legge (${fact.reference}) chi non rispetta il preavviso deve all’altra parte ${bold(fact.figure)}: se ti dimetti senza preavviso il datore di lavoro può trattenerla dalle competenze di fine rapporto; se è il datore a licenziare senza preavviso, la deve pagare lui.`,
    steps: [`La regola: ${fact.text}`],
    assumptions: ['Contratto a tempo indeterminato; il datore di lavoro può anche rinunciare al preavviso.'],
    citations: lawCitations(fact, `Indennità di mancato preavviso: ${fact.text}`),
    related: ['Quanti giorni di preavviso servono per dimettersi nel CCNL Commercio?'],
  });
}

/** The answer to a labour question on one of these subjects, or undefined for every other question. */
export function labourSubjectAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // An agreement the knowledge base lacks is said first (coverage.ts); a document's questions are its own.
  if (ctx.documents.length || req.slots.unknownAgreements.length) return undefined;
  // An ask read outside work ("tre notti di fila, mi consigli la melatonina?") is no labour subject.
  if (req.intent === 'out_of_scope' && isOffTopic(ctx.message)) return undefined;
  const agreements = req.slots.agreements.length;
  // Leaving during the probation, the TFR paid every month, how the RAL is made: the law's rule (law-asks.ts).
  const named = agreements === 1 ? ctx.kb.byCategory(req.slots.agreements[0] as number) : undefined;
  const [asking, lastAndPair] = [askingText(ctx.message), [ctx.history?.at(-1), agreements > 1] as const];
  const law =
    domesticHeirsAnswer(ctx.message, named) ?? // who pays a domestic worker when the employer dies (domestic-heirs.ts)
    sickRelapseProbationAnswer(ctx.message, named?.short_name) ?? // a relapse, sickness in probation
    employmentRulesAnswer(ctx, req.slots.agreements) ?? // the law's rules on hiring and moving (session 32)
    // (A level asked beside nights told in the story, "dormo in cabina 3 notti a settimana", is the level.)
    (req.intent === 'classification'
      ? undefined
      : workTimeLawAnswer(ctx.message, named?.short_name, ctx.history?.at(-1))) ??
    disabilityPartTimeAnswer(ctx.message, ctx.history) ??
    carePartTimeAnswer(ctx.message) ?? // part-time for an illness: a relative's priority, one's own right
    lawAskAnswer(ctx.message, asking, req.slots.amounts.length > 0, named, ctx.today, ...lastAndPair) ??
    employmentLawAnswer(ctx.message, asking) ??
    absenceResignationAnswer(ctx.message) ??
    employerLawAnswer(ctx.message) ??
    seasonalPrecedenceAnswer(ctx.message, ctx.history?.at(-1), ctx.today) ?? // a seasonal worker's right of precedence (seasonal-precedence.ts)
    agriculturalUnemploymentAnswer(ctx.message, ctx.today) ?? // 102 days in two years, by 31 March (agricultural-unemployment.ts)
    unionLeaveAnswer(ctx.message) ??
    causeAndSickPayAnswer(ctx.message, agreements, named, ctx.history?.at(-1));
  if (law) return law;
  const text = askingText(readable(ctx.message));
  const earlier = readable(ctx.history?.at(-1) ?? '');
  // "quanti giorni di preavviso avrebbe dovuto darmi?" asks the notice's length, whatever was skipped.
  const asksLength = /\bquant\w* (?:giorni|settimane|mesi)\b/.test(text);
  if (
    !asksLength &&
    !SHIFT_CHANGE.test(text) &&
    (NOTICE_SKIPPED.test(text) ||
      (SKIPS_IT.test(text) && /preavvis/.test(earlier) && text.split(/\s+/).length <= 12))
  )
    return noticeIndemnityAnswer();
  // "E al primo rinnovo?" after a fixed-term contract's extra contribution still asks it; "ho un contratto a termine
  // di 6 mesi: quante volte possono rinnovarmelo?": the story's contract, the renewal or extension asked after it.
  const whole = readable(ctx.message);
  // "vogliono prorogarmelo ancora, sarebbe la terza proroga: quante se ne possono fare?": a short ask that points
  // back to the story's extension or renewal is read with the story.
  const pointsBackTo =
    FIXED_TERM_WORDS.test(whole) && /\brinnov|\bprorog/.test(whole) && text.split(/\s+/).length <= 8
      ? `${whole}`
      : text;
  if (
    (FIXED_TERM_WORDS.test(text) ||
      (FIXED_TERM_WORDS.test(whole) &&
        /\brinnov|\bprorog|\bcausal/.test(pointsBackTo) &&
        (/\bcausal/.test(text) || !/\bccnl\b|\bcontratto (?:nazionale|collettivo)/.test(whole)))) &&
    FIXED_TERM_RULE.test(pointsBackTo) &&
    !FIXED_TERM_OTHER.test(pointsBackTo) &&
    !FIXED_TERM_OTHER.test(earlier)
  )
    return fixedTermAnswer(
      pointsBackTo,
      agreements === 1 ? ctx.kb.byCategory(req.slots.agreements[0] as number) : undefined,
      whole,
    );
  // "quanti giorni di ferie non godute mi pagano?" asks how many days accrued, not whether they are paid.
  // "ha 5 giorni di ferie non fatte. Gliele devo pagare o le perde?": the story names them, the ask points back.
  const pointsBack =
    (UNUSED_HOLIDAYS.test(whole) && /\bgliel\w*|\ble perd\w*|\ble pag\w*/.test(text)) ||
    holidaysPaidAtEndAsked(ctx.message);
  if ((UNUSED_HOLIDAYS.test(text) || pointsBack) && !/\bquant\w* giorn/.test(text))
    return cassaEdileAtLeaving(ctx, req) ?? unusedHolidaysAnswer(/\bperd\w*/.test(text)); // "li perdo?": not lost
  // The sickness check's hours and what missing it costs: the law's rule (sickness-check.ts).
  const check = sicknessCheckAnswer(readable(ctx.message), readable(ctx.history?.at(-1) ?? ''));
  if (check) return check;
  // "e se me ne vado perché non mi pagano?" after a NASpI question: the benefit in that case.
  const naspi = naspiFollowUp(ctx.message, ctx.history?.at(-1));
  if (naspi) return naspi;
  // "se mi dimetto prendo la disoccupazione? e se non mi pagano lo stipendio?": the benefit answers both.
  // ("il datore non mi paga": the worker's benefit still, unless it asks the employer's contribution or cost.)
  const benefit = SUBJECTS.some(
    // ("quante settimane di contributi servono": the benefit's requirement, not the employer's contribution.)
    (s) =>
      s.naspi &&
      s.asked.test(text) &&
      !/(?<!\b(?:settimane|anni|mesi) di )contribut|addizional|aggiuntiv|ticket|\bcost/.test(text),
  )
    ? naspiBenefitAnswer(ctx.message, req.slots.amounts)
    : undefined;
  if (benefit) return benefit;
  const asked = (s: Subject) => {
    const said = s.story ? whole : text;
    return s.asked.test(said) && !s.not?.test(said);
  };
  const subject = SUBJECTS.find((s) => asked(s) && !(s.agreementTopic && agreements > 0));
  // "come funziona la trasferta nell'edilizia?": a subject of the agreements the knowledge base does not hold.
  return subject ? notHeldAnswer(subject) : agreementSubjectGap(ctx, req, text);
}
