import { askingSentences } from '../documents/asked-verdict.js';
import type { Ccnl } from '../kb/schema.js';
import type { LeaveKind } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { disabilityAccrualClaim, disabilityLeaveAccrualClaim } from './disability-accrual.js';
import { disabilityRuleClaim } from './disability-rules.js';
import { BEREAVEMENT_LAW, LAW_LEAVE_FACTS, type LawFact, lawCitations } from './law-facts.js';
import { paternityWindow } from './paternity-window.js';

/**
 * Session 31: a leave the law grants, asked yes or no or as a claim to confirm ("il capo dice che devo prendermi
 * un giorno di ferie, è giusto?", "sono pagati al 50%, ma è vero?", "e se sono gemelli, ce ne danno di più?",
 * "e per mia suocera li posso prendere?"). The answer opens with the verdict as the question asked it, then the
 * figure, then the rule and its source; the law's full rule follows. A question that asks how much or when gets
 * no verdict here.
 */
export interface LawLeaveClaim {
  line: string;
  citations: Citation[];
}

type Verdict = 'Sì' | 'No';

// An asking sentence that opens on a wh-word asks for a figure or a way, not for a yes or a no.
const WH =
  /^(?:(?:e|ma|allora|quindi|ok|ah ok)\s+)?(?:quant|quand|come\b|cosa\b|che cosa|qual|dove\b|chi\b|perche\b)/;

/** Whether the message asks yes or no: every sentence it asks with is polar. */
export function isPolar(message: string): boolean {
  const asking = askingSentences(message).filter((s) => s.endsWith('?'));
  // "se mia nonna dovesse venire a mancare quanti giorni mi spettano?": a figure asked mid-sentence too.
  return asking.length > 0 && asking.every((s) => !WH.test(s) && !/\bquant[oaie]\b|\bquand[oa]\b/.test(s));
}

const opening = (word: Verdict, text: string) => `**${word}**: ${text}`;

/**
 * L. 219/2005, art. 8 c. 2 and D.M. 18 novembre 2015: a donor found unfit is paid only for the time the check takes
 * (the stay at the centre and the way back to work), not the whole day. Read on 2026-11-26.
 */
export const UNFIT_DONOR: LawFact = {
  figure: 'solo per il tempo necessario all’accertamento',
  text: 'il lavoratore giudicato non idoneo alla donazione è retribuito {figure} (la permanenza al centro trasfusionale e il rientro al lavoro), non per l’intera giornata, con il certificato di inidoneità del medico del centro.',
  reference: 'L. 219/2005, art. 8 c. 2; D.M. 18 novembre 2015; INPS circ. 96/2025',
  sources: [
    {
      url: 'https://www.biancoeassociatisrl.it/2025/06/19/i-permessi-per-la-donazione-di-sangue-le-indicazioni-dellinps/',
      label:
        'Bianco e associati: i permessi per la donazione di sangue, le indicazioni dell’INPS (circ. 96/2025)',
      date: '2025-06-19',
      confidence: 'medium',
    },
    {
      url: 'https://fiscoetasse.com/index.php/rassegna-stampa/21243-contributo-inidoneit-alla-donazione-del-sangue.html',
      label: 'Fiscoetasse: inidoneità alla donazione, retribuzione limitata al tempo dell’accertamento',
      date: null,
      confidence: 'medium',
    },
  ],
};

const UNFIT =
  /\bn(?:o)?n (?:posso|puoi|possa|potro|riesco a) donar|\b(?:in|non |nn )(?:(?:sono|sei|e|sia|fossi|risult\w*) )?idone|\bnon (?:mi )?prelevan\w*|valori bass|\b(?:mi )?(?:scartan|rimandan|rifiutan)\w*|\b(?:mi|l[oa]|ci|li|le) (?:hanno|ha) (?:scartat|rimandat|rifiutat|respint)[oaie]\b|\b(?:sono|e|sei|siamo) stat[oaie] (?:scartat|rimandat|respint)[oaie]\b|\bnon mi fanno donar/;
const ASKS_PAID =
  /\bspett\w* (?:comunque |lo stesso |ugualmente )?(?:la )?(?:retribuzion|paga\b)|\bretribuit|\bretribuir\w*|\bpagat[aoie]\b|\bpagano\b|\bpaga(?:re|rgli|rla)\b|\b(?:ho|ha|abbiamo) diritto\b/;
const ASKS_OWN_LEAVE = /\bferie\b|\bpermess\w* (?:mie|miei|personal\w*|non retribuit\w*)|\brol\b/;

const DOMESTIC = /\b(?:colf|badant\w*|domestic\w*|baby ?sitter)\b/;

// "mi pagano lo stesso?" right after "e se mi dicono che non posso donare?": the same case, still asked.
const STILL = /\b(?:lo stesso|comunque|ugualmente|uguale)\b/;

function bloodDonation(question: string, asking: string, before: string): LawLeaveClaim | undefined {
  if (UNFIT.test(question) || (STILL.test(asking) && UNFIT.test(before))) {
    const text = UNFIT_DONOR.text.replace('{figure}', UNFIT_DONOR.figure);
    return {
      line: opening(
        'No',
        `per legge (${UNFIT_DONOR.reference}) ${text.replace(UNFIT_DONOR.figure, bold(UNFIT_DONOR.figure))}`,
      ),
      citations: lawCitations(UNFIT_DONOR, text),
    };
  }
  const paid = ASKS_PAID.exec(asking)?.index ?? ASKS_PAID.exec(question)?.index;
  const own = ASKS_OWN_LEAVE.exec(asking)?.index ?? ASKS_OWN_LEAVE.exec(question)?.index;
  // "mi spetta la retribuzione oppure devo usare ferie?" asks the pay first; "devo prendermi un giorno di ferie,
  // è giusto?" asks whether the day comes off the holidays.
  const word: Verdict | undefined =
    paid !== undefined && (own === undefined || paid < own) ? 'Sì' : own !== undefined ? 'No' : undefined;
  if (!word) return undefined;
  const law = LAW_LEAVE_FACTS.blood_donation;
  // ("ma vale anche per le colf?": a family employer asks whether the rule reaches its worker.)
  const domestic = DOMESTIC.test(question)
    ? ' Vale anche per i lavoratori domestici (colf e badanti): la famiglia chiede il rimborso dal portale INPS, servizio «Donazione sangue».'
    : '';
  const line = `per legge (${law.reference}) chi dona almeno 250 grammi di sangue ha diritto a un riposo di ${bold('24 ore')}, retribuito con la normale paga: ${word === 'No' ? 'non si usano ferie né permessi propri' : 'la giornata è pagata come lavorata, senza usare ferie o permessi'}; il datore di lavoro la anticipa e ne chiede il rimborso all’INPS con il certificato del centro.${domestic}`;
  return { line: opening(word, line), citations: lawCitations(law, line) };
}

// "li perdo così, senza niente in cambio?": the days at the polling station claimed lost.
const LOST =
  /\bsenza (?:niente|nulla)\b|\b(?:li|le|lo|la) perdo\b|\bperdo (?:i|il|la|le) \w+|\bnon (?:mi )?(?:spetta|danno|pagano|riconoscono) (?:niente|nulla)|\bgratis\b|\ba vuoto\b/;
const GRANTED =
  /\b(?:ha|ho|hanno|abbiamo) diritto\b|\bspett\w*\b|\bretribuit\w*|\bpagat\w*|\briposi? compensativ\w*|\brecuper\w*/;

function electionDuty(question: string): LawLeaveClaim | undefined {
  const word: Verdict | undefined = LOST.test(question) ? 'No' : GRANTED.test(question) ? 'Sì' : undefined;
  if (!word) return undefined;
  const law = LAW_LEAVE_FACTS.election_duty;
  const line = `per legge (${law.reference}) per ogni giorno festivo o non lavorativo passato al seggio spetta ${bold('un giorno di riposo compensativo')} o, in alternativa, una quota di retribuzione in più; i giorni che sarebbero stati lavorativi sono pagati come lavorati.`;
  return { line: opening(word, line), citations: lawCitations(law, line) };
}

const PERCENT = /\b(\d{1,3})\s?%/;
const MULTIPLE_BIRTH = /\bgemell\w*|\bparto plurim\w*|\btrigemin\w*|\btre figli insieme\b/;

function paternity(question: string): LawLeaveClaim | undefined {
  const law = LAW_LEAVE_FACTS.paternity;
  const claimed = PERCENT.exec(question);
  if (claimed) {
    const right = Number(claimed[1]) === 100;
    const line = `per legge (${law.reference}) i 10 giorni lavorativi di congedo di paternità obbligatorio sono pagati al ${bold('100%')} della retribuzione${right ? '' : `, non al ${claimed[1]}%`} (indennità dell’INPS anticipata in busta paga), con contribuzione figurativa.`;
    return { line: opening(right ? 'Sì' : 'No', line), citations: lawCitations(law, line) };
  }
  // "nasce a metà gennaio, vorrebbe prenderlo a fine maggio: può farlo?": the day asked against the window.
  const window = paternityWindow(question);
  if (window) {
    const line = `per legge (${law.reference}) il congedo di paternità obbligatorio, ${bold('10 giorni lavorativi')} pagati al 100% della retribuzione, si prende tra i 2 mesi prima e i ${bold('5 mesi dopo il parto')}: ${window.taken} ${window.inside ? 'cade entro' : 'cade fuori da'} questo periodo per una nascita a ${window.birth}. Il periodo si conta dalla data effettiva del parto.`;
    return { line: opening(window.inside ? 'Sì' : 'No', line), citations: lawCitations(law, line) };
  }
  return multipleBirth(question, true);
}

/**
 * Twins: the father's leave rises to 20 working days. Asked yes or no ("ce ne danno di più?") the verdict opens;
 * asked how many ("se nascono due gemelli, quanti giorni gli spettano e quanto lo pagano?") the figure does.
 */
function multipleBirth(question: string, polar: boolean): LawLeaveClaim | undefined {
  if (!MULTIPLE_BIRTH.test(question)) return undefined;
  const law = LAW_LEAVE_FACTS.paternity;
  const line = `per legge (${law.reference}) con un parto plurimo (gemelli) il congedo di paternità obbligatorio sale da 10 a ${bold('20 giorni')} lavorativi, pagati al 100% della retribuzione.`;
  return {
    line: polar ? opening('Sì', line) : `${line.charAt(0).toUpperCase()}${line.slice(1)}`,
    citations: lawCitations(law, line),
  };
}

interface Relative {
  name: string;
  degree: number;
  /** A relative by marriage (affine): the 104 permits cover them, the law's bereavement days do not. */
  inLaw: boolean;
}

// Nephew or niece ("nipote") is left out: the child of a child is 2nd degree, of a brother 3rd.
const RELATIVES: [RegExp, Relative][] = [
  [/\bsuocer[oaie]\b/, { name: 'suocero o suocera', degree: 1, inLaw: true }],
  [/\b(?:gener[oi]|nuor[ae])\b/, { name: 'genero o nuora', degree: 1, inLaw: true }],
  [/\bcognat[oaie]\b/, { name: 'cognato o cognata', degree: 2, inLaw: true }],
  [/\bcugin[oaie]\b/, { name: 'cugino o cugina', degree: 4, inLaw: false }],
  [/\bzi[oaie]\b/, { name: 'zio o zia', degree: 3, inLaw: false }],
  [/\bbisnonn[oaie]\b/, { name: 'bisnonno o bisnonna', degree: 3, inLaw: false }],
  [/\bnonn[oaie]\b/, { name: 'nonno o nonna', degree: 2, inLaw: false }],
  [/\b(?:fratell[oi]|sorell[ae])\b/, { name: 'fratello o sorella', degree: 2, inLaw: false }],
];

const ORDINAL = ['', 'primo', 'secondo', 'terzo', 'quarto'];

function relativeIn(question: string): Relative | undefined {
  return RELATIVES.find(([pattern]) => pattern.test(question))?.[1];
}

// "il notaio sostiene che il permesso è solo per genitori e figli, dovrei usare le ferie: è vero?": a claim that
// the relative is left out, asked to be confirmed; the verdict answers the claim, not the coverage.
const LEFT_OUT_CLAIMED =
  /\bsolo (?:per|a|ai)\b|\bsoltanto (?:per|a|ai)\b|\bnon (?:mi |gli |le |ti |ne )?spett\w*|\bnon (?:ne )?(?:ho|ha|hai) diritto\b|\b(?:usare|prender\w*|mettere|segnare) (?:le |delle |un giorno di |dei giorni di )?(?:ferie|rol)\b/;
const CONFIRM_ASKED = /\bvero\b|\bgiust\w*|\bragione\b|\bcorrett\w*|\bcosi\b/;

/** The verdict on a relative's coverage, as asked: a claim that they are left out is answered as that claim. */
function asAsked(covered: boolean, question: string): Verdict {
  const claimsLeftOut = LEFT_OUT_CLAIMED.test(question) && CONFIRM_ASKED.test(question);
  return covered !== claimsLeftOut ? 'Sì' : 'No';
}

const kinship = (r: Relative) =>
  `${r.inLaw ? 'affine' : 'parente'} di ${ORDINAL[r.degree]} grado (${r.name})`;

/**
 * D.Lgs. 105/2022 (from 13 August 2022) ended the single carer ("referente unico"): several relatives may take the
 * permits for the same person, in turn, within the 3 days a month in all. Read on 2026-11-26.
 */
export const SHARED_CARE: LawFact = {
  figure: '3 giorni al mese complessivi per la stessa persona assistita',
  text: 'dal 13 agosto 2022 non c’è più il «referente unico»: i permessi per assistere la stessa persona con disabilità grave si possono riconoscere, su richiesta, a più familiari aventi diritto: più familiari possono fruirne alternativamente, sempre entro i {figure}.',
  reference: 'L. 104/1992, art. 33 c. 3 (D.Lgs. 105/2022); INPS, messaggio 3096/2022',
  sources: [
    {
      url: 'https://www.artigianiarezzo.it/news/permessi-104-addio-al-referente-unico-cosa-cambia-per-le-domande-dal-13-agosto-2022/',
      label:
        'Artigiani Arezzo: permessi 104, addio al referente unico dal 13 agosto 2022 (INPS msg. 3096/2022)',
      date: '2022-08',
      confidence: 'medium',
    },
    {
      url: 'https://corrieredellumbria.corr.it/news/economia/33285632/legge-104-come-cambiano-permessi-familiari-stop-referente-unico.html',
      label:
        'Corriere dell’Umbria: legge 104, stop al referente unico, permessi a più familiari alternativamente',
      date: null,
      confidence: 'medium',
    },
  ],
};

// "possiamo prenderli tutti e due per lo stesso papà?", "ci possiamo dividere i giorni io e mia sorella?".
const SHARED =
  /\btutti e due\b|\btutte e due\b|\bentramb\w*|\bdivider\w*|\bspartir\w*|\bsia io che\b|\bio e mi[oa] (?:fratell|sorell|marit|mogli|cognat)\w*|\bpiu familiari\b|\bin due\b/;

function disability(question: string): LawLeaveClaim | undefined {
  if (SHARED.test(question)) {
    const text = SHARED_CARE.text.replace('{figure}', SHARED_CARE.figure);
    const line = `per legge (${SHARED_CARE.reference}) ${text.replace(SHARED_CARE.figure, bold(SHARED_CARE.figure))}`;
    return { line: `**Sì**, alternandovi: ${line}`, citations: lawCitations(SHARED_CARE, text) };
  }
  const relative = relativeIn(question);
  if (!relative || relative.degree === 3) return undefined;
  const law = LAW_LEAVE_FACTS.disability;
  const covered = relative.degree <= 2;
  const word = asAsked(covered, question);
  const line = `per legge (${law.reference}) i ${bold(law.figure)} spettano per assistere il coniuge, un parente o un affine entro il secondo grado (entro il terzo solo in alcuni casi): ${covered ? 'rientra' : 'non rientra'} ${relative.inLaw ? 'l’' : 'il '}${kinship(relative)}.`;
  return { line: opening(word, line), citations: lawCitations(law, line) };
}

// "a marzo ho usato i tre giorni per mio nonno, ora è morto mio padre: me ne spettano altri tre?": the year's days
// already used, another death asked.
const DAYS_USED =
  /\b(?:ho|ha|hai|abbiamo|avevo|aveva|avevamo) (?:gia )?(?:usat|pres|utilizzat|fruit|consumat|godut|fatt)\w* (?:gia )?(?:i |tutti i )?(?:tre|3) giorni\b|\b(?:tre|3) giorni\b[^?.]{0,30}\b(?:gia )?(?:usat|utilizzat|fruit|finit|esaurit)\w*/;
const ANOTHER_DEATH =
  /\bsecondo (?:lutto|decesso)\b|\baltr[io] (?:tre|3) giorni\b|\bun altro (?:lutto|decesso)\b|\bstesso anno\b|\banche (?:mio|mia)\b/;

function daysUsed(question: string): LawLeaveClaim | undefined {
  if (!DAYS_USED.test(question) || !ANOTHER_DEATH.test(question)) return undefined;
  const law = BEREAVEMENT_LAW;
  const line = `per legge (${law.reference}) i permessi per lutto sono ${bold('3 giorni lavorativi all’anno')} in tutto, non 3 per ogni decesso: se nell’anno sono già stati utilizzati per un altro lutto, per il secondo non ne spettano altri retribuiti, salvo giorni in più previsti dal CCNL o da un accordo aziendale; restano le ferie o i permessi propri.`;
  return { line: `**No**: ${line}`, citations: lawCitations(law, line) };
}

function bereavement(question: string, shown: Ccnl[]): LawLeaveClaim | undefined {
  const used = daysUsed(question);
  if (used) return used;
  const relative = relativeIn(question);
  if (!relative) return undefined;
  const covered = !relative.inLaw && relative.degree <= 2;
  // A relative the law leaves out but an agreement names ("suoceri") is that agreement's rule: no verdict here.
  const named = shown.some((c) => relativeIn(readable(c.leave.bereavement.text ?? '')) === relative);
  if (!covered && named) return undefined;
  // An agreement that reaches past the law's degree ("fino al terzo grado") answers with its own rule.
  const wider = shown.some((c) =>
    /\b(?:terzo|quarto|3°|4°) grado\b/.test(readable(c.leave.bereavement.text ?? '')),
  );
  if (wider) return undefined;
  const word = asAsked(covered, question);
  const law = BEREAVEMENT_LAW;
  const line = `per legge (${law.reference}) i ${bold(law.figure)} spettano per il coniuge, il convivente o un parente entro il secondo grado: ${covered ? 'rientra' : 'non rientra'} ${relative.inLaw ? 'l’' : 'il '}${kinship(relative)}.`;
  return { line: opening(word, line), citations: lawCitations(law, line) };
}

/** The verdict line for a law leave asked yes or no, or undefined when the question asks no verdict of it. */
export function lawLeaveClaim(
  message: string,
  kind: LeaveKind,
  shown: Ccnl[],
  history: readonly string[] = [],
): LawLeaveClaim | undefined {
  const question = readable(message);
  // "quanti giorni le spettano e le riducono la tredicesima?": the cut asked is a verdict beside the days asked.
  const accrual = kind === 'disability' ? disabilityAccrualClaim(message) : undefined;
  if (accrual) return accrual;
  const leaveAccrual = kind === 'disability_leave' ? disabilityLeaveAccrualClaim(message) : undefined;
  if (leaveAccrual) return leaveAccrual;
  // "mi mettono sempre di notte, assisto mia madre con la 104": the night shifts or the planning asked.
  const rule = kind === 'disability' ? disabilityRuleClaim(message) : undefined;
  if (rule) return rule;
  if (!isPolar(question)) return kind === 'paternity' ? multipleBirth(question, false) : undefined;
  const asking = askingSentences(question).join(' ');
  switch (kind) {
    case 'blood_donation':
      return bloodDonation(question, asking, readable(history.at(-1) ?? ''));
    case 'election_duty':
      return electionDuty(question);
    case 'paternity':
      return paternity(question);
    case 'disability':
      return disability(question);
    case 'bereavement':
      return bereavement(question, shown);
    default:
      return undefined;
  }
}
