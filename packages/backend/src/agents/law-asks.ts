import { employmentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import { FAILED_PROBATION, withoutDeniedProbation } from './denied-probation.js';
import { domesticDismissalBan } from './domestic-parent-leave.js';
import { familyLeaveAccrualAnswer } from './family-leave-accrual.js';
import { type LawFact, PROBATION_LEAVING, RAL_HOW } from './law-facts.js';
import { LEAVE_ACCRUAL } from './law-leave-accrual.js';
import { lawRuleAnswer } from './law-rule-answer.js';
import {
  agreementLeaveAccrualAnswer,
  agreementLeaveClauses,
  leaveAccrualAsked,
} from './leave-accrual-agreement.js';
import { pregnancyDismissal } from './pregnancy-probation.js';
import { movedWorkerNotice, probationLawAnswer } from './probation-law.js';
import { tfrAdvanceAnswer } from './tfr-advance-law.js';

/**
 * Questions the law answers whatever the agreement, asked in users' words with no agreement named: may the
 * employer dismiss during the probation, may the TFR be paid every month, how the RAL is worked out. Before,
 * each asked which agreement applies, or was read as a TFR or pay calculation that needed figures. Each rule
 * with the pages it was read on (2026-11-23); labour press and consultants at most medium confidence.
 */

/** The monthly TFR in the payslip (Qu.I.R., L. 190/2014) ran from March 2015 to June 2018 and was not renewed. */
export const MONTHLY_TFR: LawFact = {
  figure: 'no',
  text: 'il TFR matura ogni anno ma si paga alla fine del rapporto di lavoro (art. 2120 c.c.), o va al fondo pensione se il lavoratore lo ha scelto. La possibilità di riceverlo mese per mese in busta paga (Qu.I.R., legge di stabilità 2015) era sperimentale, per i periodi di paga da marzo 2015 a giugno 2018, e non è stata prorogata: dal luglio 2018 non si può più chiedere. Durante il rapporto si può chiedere solo l’anticipazione: una volta, dopo almeno 8 anni di servizio presso lo stesso datore, fino al 70% del TFR maturato, per spese sanitarie o per l’acquisto della prima casa per sé o per i figli.',
  reference: 'art. 2120 c.c.; L. 190/2014, art. 1 c. 26 (Qu.I.R., scaduta il 30 giugno 2018)',
  sources: [
    {
      url: 'https://fesica.roma.it/da-luglio-2018-non-e-piu-possibile-lerogazione-mensile-del-tfr-in-busta-paga-quir/',
      label:
        'Fesica Roma: da luglio 2018 non è più possibile l’erogazione mensile del TFR in busta paga (Qu.I.R.)',
      date: '2018-07-14',
      confidence: 'medium',
    },
    {
      url: 'https://www.studiozanettisnc.it/2018/06/busta-paga-dipendenti-settore-privato-senza-quir/',
      label: 'Studio Zanetti: dal 1° luglio 2018 buste paga senza Qu.I.R.',
      date: '2018-06',
      confidence: 'medium',
    },
    {
      url: 'http://laprevidenzacomplementare.it/?p=1509',
      label:
        'La previdenza complementare: fine della Qu.I.R.; anticipo del TFR fino al 70% dopo 8 anni di servizio',
      date: '2018-06',
      confidence: 'low',
    },
  ],
};

/** L. 54/1977 and the agreements: what the former holidays and the ROL are. */
const ROL_AND_FORMER_HOLIDAYS: LawFact = {
  figure:
    'le ex festività sono 32 ore (4 gruppi di 8) di permessi retribuiti che sostituiscono le 4 festività religiose abolite dalla legge 54/1977; i ROL sono ore di riduzione dell’orario di lavoro che esistono solo perché le prevede il contratto collettivo',
  text: '{figure}. Le festività religiose soppresse sono San Giuseppe (19 marzo), l’Ascensione, il Corpus Domini e i Santi Pietro e Paolo (29 giugno); la festa del 4 novembre, spostata alla prima domenica di novembre, si paga come una festività che cade di domenica. I ROL non hanno una legge che li regoli: il CCNL applicato fissa quante ore spettano (per esempio 72 o 104 l’anno), come maturano (di norma a mesi, con almeno 15 giorni lavorati) e cosa succede a quelle non godute (pagate o rinviate). Entrambi sono ore di assenza retribuite con la normale retribuzione; molti contratti li gestiscono in un unico monte ore di permessi (PAR).',
  reference: 'L. 5 marzo 1977, n. 54, art. 1; contratti collettivi',
  sources: [
    {
      url: 'https://amministrazioneaziendale.com/festivita-soppresse.php',
      label:
        'Amministrazione aziendale: le festività soppresse dalla legge 54/1977 e i 4 gruppi di 8 ore di permessi',
      date: null,
      confidence: 'low',
    },
    {
      url: 'https://bdp.camera.it/init/doct/scheda/153503',
      label:
        'Camera dei deputati, banca dati: festività soppresse dalla L. 54/1977 e trattamento contrattuale',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.azionesindacale.it/post/non-ci-sono-solo-ferie-la-riduzione-dell-orario-di-lavoro-rol-e-le-ex-festività-soppresse',
      label: 'Azione sindacale: la riduzione dell’orario di lavoro (ROL) e le ex festività soppresse',
      date: null,
      confidence: 'low',
    },
  ],
};

/** D.Lgs. 151/2001, art. 54: no dismissal from the start of the pregnancy to the child's first birthday. */
const PREGNANCY_DISMISSAL: LawFact = {
  figure: 'dall’inizio della gravidanza fino al compimento di un anno di età del bambino',
  text: 'la lavoratrice non può essere licenziata {figure}: il divieto dipende dallo stato oggettivo di gravidanza (basta presentare poi il certificato medico) e il licenziamento intimato nel periodo è nullo. Le sole eccezioni sono la colpa grave che costituisce giusta causa, la cessazione dell’attività dell’azienda, la fine della prestazione per cui era stata assunta o la scadenza del contratto a termine, e l’esito negativo della prova (mai per motivi discriminatori). Nello stesso periodo non può essere sospesa dal lavoro, salvo la sospensione dell’attività dell’azienda o del reparto.',
  reference: 'D.Lgs. 151/2001, art. 54',
  sources: [
    {
      url: 'https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.progressivo=0&art.idArticolo=54&art.versione=1&art.codiceRedazionale=001G0200&art.dataPubblicazioneGazzetta=2001-04-26&art.idGruppo=9&art.idSottoArticolo1=10&art.idSottoArticolo=1&art.flagTipoArticolo=0',
      label: 'Gazzetta Ufficiale: D.Lgs. 26 marzo 2001, n. 151, art. 54 (divieto di licenziamento)',
      date: '2001-04-26',
      confidence: 'medium',
    },
    {
      url: 'https://ntpluslavoro.ilsole24ore.com/art/licenziamento-lavoratrice-madre-AEGoeQIB',
      label: 'NT+ Lavoro (Il Sole 24 Ore): licenziamento della lavoratrice madre',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** L. 300/1970, art. 20 (and art. 35 for the size): paid union assemblies during working hours. */
const ASSEMBLY: LawFact = {
  figure: '10 ore l’anno retribuite',
  text: 'nelle unità produttive con più di 15 dipendenti (più di 5 nelle aziende agricole) i lavoratori hanno diritto di riunirsi in assemblea sul luogo di lavoro fuori dell’orario senza limiti e, durante l’orario, nel limite di {figure}, con la normale retribuzione; l’assemblea è indetta dalle rappresentanze sindacali aziendali (RSA o RSU) su materie di interesse sindacale e del lavoro. I contratti collettivi possono prevedere più ore e ne regolano le modalità (preavviso, turni).',
  reference: 'L. 300/1970, artt. 20 e 35',
  sources: [
    {
      url: 'https://www.studiocassone.it/glossario/assemblea-sindacale/',
      label:
        'Studio Cassone: assemblea sindacale (art. 20 dello Statuto dei lavoratori), 10 ore annue retribuite',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.businessonline.it/articoli/quante-assemblee-sindacali-si-possono-fare-allanno-e-ore-massime-permessi-nel.html',
      label:
        'Businessonline: quante assemblee sindacali si possono fare all’anno (art. 20 e art. 35 L. 300/1970)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** D.Lgs. 81/2015 art. 44 c. 1: who may be hired as an apprentice (professionalizzante), read on Normattiva. */
export const APPRENTICE_AGE: LawFact = {
  figure: 'tra i 18 e i 29 anni',
  text: 'con il contratto di apprendistato professionalizzante possono essere assunti, in tutti i settori, i giovani di età compresa {figure}; chi ha una qualifica professionale (D.Lgs. 226/2005) può essere assunto dai 17 anni. La qualificazione da conseguire e la durata (non oltre 3 anni, 5 per i profili artigiani) sono fissate dal contratto collettivo applicato.',
  reference: 'D.Lgs. 81/2015, art. 44 c. 1',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2015-06-15;81~art44',
      label:
        'Normattiva: D.Lgs. 15 giugno 2015, n. 81, art. 44 (apprendistato professionalizzante), testo in vigore dal 1° gennaio 2022',
      date: '2022-01-01',
      confidence: 'medium',
    },
  ],
};

// "mi possono licenziare durante la prova senza motivo?", "in prova posso andarmene senza preavviso?".
const PROBATION_ASK =
  /\b(?:in|durante (?:il|la)|nel(?:la)?|dentro (?:il|la)) (?:periodo di )?prova\b|\b(?:giorni|giornate|settimane|mesi|settimana|mese) di prova\b/;
// The turn before asked about the probation ("quanto può durare al massimo il periodo di prova?").
const PROBATION_TURN = /\bperiodo di prova\b|\bpatto di prova\b|\b(?:la|della|in) prova\b/;
// The employer ending the probation ("non la confermo") and what is owed asked ("devo dargli qualcosa?").
const NOT_KEPT =
  /\bnon (?:tenerl\w*|confermarl\w*|(?:lo|la|li|le) (?:tengo|teniamo|confermo|confermiamo))\b|\blasciarl\w* a casa\b/;
const OWED_ASK =
  /\b(?:devo|dobbiamo|deve) (?:dargli|darle|dare|pagargli|pagarle|riconoscergli|riconoscerle)\b|\bcosa (?:gli|le) (?:spett\w*|devo|dobbiamo)\b|\b(?:gli|le) spett\w* (?:qualcosa|altro)\b/;
const LEAVING =
  /\bse ne (?:va|vuole andare|andra)\b|\bandarsene\b|\blicenzi\w*|\bmandar\w* via|\bcacciar\w*|\brecede\w*|\brecesso\b|\binterromp\w*|\bdimett\w*|\bdimission\w*|\bandarmene\b|\bme ne (?:vado|posso andare)|\blasciare il (?:lavoro|posto)/;
// "devo dare il preavviso?", "mi spetta un'indennità?": what is owed on leaving, which the probation removes.
const OWES =
  /\b(?:devo|deve|devono|dobbiamo|bisogna|serve|servono|occorre|obbligat\w*|spett\w*|tocca)\b[^?]*\b(?:preavvis\w*|indennit\w*|motivazion\w*|motivo|giustificar\w*|risarciment\w*)/;
// "quanto dura la prova", "quanti giorni di preavviso in prova": a length, which the agreement fixes.
const ASKS_LENGTH = /\bquant[oaie]\b|\bdurata\b|\bdura\b/;

// "il TFR in busta ogni mese si può?", "posso farmi mettere il tfr in busta paga mensilmente?".
const TFR_MONTHLY =
  /\btfr\b[^?]*\b(?:in busta|ogni mese|mensilment\w*|mese per mese|al mese)\b|\b(?:in busta|ogni mese|mensilment\w*|mese per mese)\b[^?]*\btfr\b|\bqu\.?i\.?r\b/;
// "che differenza c'è tra ROL ed ex festività?", "cosa sono i ROL?", "le ex festività cosa sono?".
export const ROL_DEFINITION_ASK =
  /\b(?:differenz\w*|distingu\w*|cosa (?:sono|significa\w*|vuol dire|vogliono dire|si intende)|che cosa sono|cos'e|cosa e|cosa indica\w*)\b[^?]{0,40}\b(?:rol|r\.o\.l\.|ex.?festivit\w*|festivita (?:soppress|abolit)\w*)\b|\b(?:rol|ex.?festivit\w*)\b[^?]{0,30}\b(?:cosa sono|che cosa sono|cosa significa|cosa vuol dire|che differenza)\b/;
// "differenza di ore di permesso rol tra metalmeccanici artigiani e industria": the hours of two agreements weighed,
// not what the ROL are.
const HOURS_BETWEEN_AGREEMENTS =
  /\bdifferenz\w* (?:di|delle|nelle|nel numero di) ore\b|\b(?:rol|permess\w*|ex.?festivit\w*)\b[^?]{0,20}\btra (?:il |i |gli |la |le |lo |l')?(?:ccnl |contratt\w* )?(?:metalmeccanic|commerci|terziari|artigian|industri|turismo|studi|logistic|alimentar|chimic|edil|multiserviz|cooperativ)/;
// "mia moglie è incinta: può essere licenziata?", "sono in maternità, mi possono licenziare?".
const PREGNANT =
  /\bincint\w*|\bgravidanz\w*|\bin (?:maternita|congedo di maternita)\b|\baspett\w* un (?:bambin\w*|figli\w*)|\bneo.?mamm\w*|\bappena partorit\w*/;
const DISMISSAL_ASKED =
  /\blicenzi\w*|\bmandar\w* via\b|\bcacciar\w*|\bperder\w* il (?:posto|lavoro)\b|\bnon rinnov\w*/;
// "posso chiedere l'anticipo del TFR per comprare casa?", "anticipazione della liquidazione: quanto mi danno?".
const TFR_ADVANCE_ASK =
  /\b(?:anticip\w*|acconto)\b[^?]{0,30}\b(?:tfr|liquidazione|trattamento di fine rapporto)\b|\b(?:tfr|liquidazione)\b[^?]{0,20}\b(?:in anticipo|anticipat\w*)\b/;
const ASKS_WHETHER =
  /\bsi puo\b|\bposso\b|\bpossono\b|\be possibile\b|\bsi potrebbe\b|\bchieder\w*|\blegal\w*|\blecit\w*|\bvale ancora\b|\besiste ancora\b|\bfarmi (?:dare|mettere|pagare)\b|\bme lo (?:possono|pu[oò])\b/;

// "quante ore di assemblea retribuita?", "l'assemblea sindacale è pagata?".
const ASSEMBLY_ASK = /\bassemble\w*\b/;

// "come si calcola la RAL?", "la ral cosa comprende?", "cosa entra nella RAL?".
const RAL_HOW_ASK =
  /\b(?:come si calcola|come (?:la )?calcolo|come viene calcolata|cosa (?:comprende|include|entra)|che cosa (?:comprende|include)|cos'e|cosa e|cosa si intende per|da cosa e (?:fatta|composta)|come si ottiene)\b[^?]*\bral\b|\bral\b[^?]*\b(?:come si calcola|come (?:la )?calcolo|cosa (?:comprende|include)|comprende|include)\b/;

// "fino a che età si può fare l'apprendistato?", "a 31 anni posso essere assunto come apprendista?".
const APPRENTICE_WORD = /\bapprendist\w*/;
// "per quanti anni può durare l'apprendistato?", "quanti anni deve fare da apprendista?": its length, not the age.
const AGE_ASK =
  /\beta\b|\blimite di eta\b|(?<!\bda )\b(?:1[5-9]|[2-5]\d) anni\b|\bquanti anni (?:bisogna|devi|deve|si deve|puo|posso|massimo)(?! (?:durare|dura|durera|restare|stare|rimanere|essere apprendist|fare (?:da |come |l'|lo )?apprendist))|\bfino a (?:che|quanti) anni\b|\b(?:troppo (?:grande|vecchi\w*)|over ?30)\b/;

// "durata massima dell'apprendistato", "per quanto tempo al massimo può durare".
const APPRENTICE_MAX_LENGTH =
  /\bdurata (?:massima|max)\b|\b(?:dur\w*|quant\w* (?:anni|tempo)|per quanto tempo)\b[^?]{0,30}\bal massimo\b|\bal massimo\b[^?]{0,30}\bdur\w*|\bmassima durata\b/;

/**
 * The law's answer to one of these questions (`asked`: its asking sentences), or undefined: whatever agreement is named, these rules are the
 * law's (an agreement fixes only the probation's length, asked with "quanto"). `figures`: the question gives
 * amounts, so "come si calcola la RAL" asks for that calculation, not the definition. `compared`: two agreements
 * named.
 */
export function lawAskAnswer(
  message: string,
  asked: string,
  figures: boolean,
  agreement?: Ccnl,
  today = '',
  earlier?: string,
  compared = false,
): AgentAnswer | undefined {
  const text = readable(asked);
  // Holidays and the 13th in a child's-illness or parental leave: each leave's own rule (family-leave-accrual.ts).
  // (An agreement whose extra-month rule names a leave answers with its own rule, below.)
  const familyAccrual =
    agreement && agreementLeaveClauses(agreement) ? undefined : familyLeaveAccrualAnswer(message, earlier);
  if (familyAccrual) return familyAccrual;
  // "se in prova mi mandano via, la naspi mi spetta?": the benefit is asked, not the leaving (naspi-benefit.ts).
  if (/\bnaspi\b|\bdisoccupazion/.test(text)) return undefined;
  // "dopo 20 giorni di prova ho deciso di non tenerlo: devo dargli qualcosa?": what is owed, the law's answer.
  // ("non più in prova": a probation denied is no probation asked.)
  const story = withoutDeniedProbation(readable(message));
  // "mi dice che non ho superato la prova": the job ends during the probation, as the employer's withdrawal.
  const failed = FAILED_PROBATION.test(story);
  // "quanto può durare il periodo di prova?" then "e se dopo tre settimane vuole andarsene, deve dare il
  // preavviso?": the leaving asked of the probation the turn before was about.
  const afterProbationTurn =
    earlier !== undefined &&
    PROBATION_TURN.test(readable(earlier)) &&
    LEAVING.test(text) &&
    OWES.test(text) &&
    !/\bprova\b/.test(story);
  const inProbation = PROBATION_ASK.test(story) || failed || afterProbationTurn;
  const ended = inProbation && (LEAVING.test(story) || NOT_KEPT.test(story) || failed);
  if (ended && OWED_ASK.test(text) && !OWES.test(text))
    return lawRuleAnswer(
      PROBATION_LEAVING,
      `Oltre ai giorni lavorati spettano ${bold('i ratei di tredicesima (e quattordicesima), le ferie maturate e non godute e il TFR')}; nessun preavviso né indennità sostitutiva, perché per legge (${PROBATION_LEAVING.reference}) durante la prova ciascuna parte può recedere ${PROBATION_LEAVING.figure}.`,
      'Patto di prova scritto e firmato prima dell’inizio del lavoro; i ratei e il TFR sono quelli maturati nei giorni del rapporto.',
      ['Quanto dura il periodo di prova nel CCNL Commercio?', 'Come si calcola il TFR di pochi mesi?'],
    );
  // "sono in prova: mi può mandare via?", "lo interrompo durante la prova: devo dargli il preavviso?".
  const leaves =
    LEAVING.test(text) || (OWES.test(text) && (LEAVING.test(story) || NOT_KEPT.test(story) || failed));
  // "quanto tempo ho per dare le dimissioni se sono in prova?": the notice asked in the probation is none.
  const noticeInProbation =
    /\bquant\w* (?:tempo|giorni|preavviso)\b/.test(text) &&
    /\bpreavvis|\bdimission|\bdimett|\blicenzi/.test(text) &&
    !/\bprova\b[^?]{0,20}\bdur|\bdur\w*\b[^?]{0,20}\bprova\b/.test(text);
  // A domestic worker hired from another region: the agreement's 3 days' notice (probation-law.ts).
  const moved = inProbation && leaves ? movedWorkerNotice(message, agreement) : undefined;
  if (moved) return moved;
  // A pregnant worker on probation is the pregnancy's rule (pregnancy-probation.ts), not the free withdrawal.
  if (inProbation && leaves && !PREGNANT.test(story) && (!ASKS_LENGTH.test(text) || noticeInProbation))
    return lawRuleAnswer(
      PROBATION_LEAVING,
      `${OWES.test(text) || noticeInProbation ? 'No' : 'Sì'}${noticeInProbation ? ', nessun preavviso' : ''}: per legge (${PROBATION_LEAVING.reference}) durante il periodo di prova sia il datore di lavoro sia il lavoratore possono interrompere il rapporto ${bold(PROBATION_LEAVING.figure)}, salvo una durata minima della prova fissata nel patto.${OWED_ASK.test(text) ? ` Vanno pagati solo ${bold('i giorni lavorati, i ratei di tredicesima, le ferie maturate e non godute e il TFR')}.` : ''}`,
      'Patto di prova scritto e firmato prima dell’inizio del lavoro. Spettano comunque la retribuzione dei giorni lavorati, i ratei di tredicesima (e quattordicesima), le ferie maturate e non godute e il TFR.',
      [
        'Quanto dura il periodo di prova nel CCNL Commercio?',
        'Quanti giorni di preavviso servono per dimettersi nel CCNL Commercio?',
      ],
    );
  // An absence during the probation, a fixed-term hire's probation with no agreement's rule: the law (probation-law.ts).
  const probation = probationLawAnswer(message, agreement, earlier);
  if (probation) return probation;
  if (TFR_MONTHLY.test(text) && ASKS_WHETHER.test(text) && !/\bquant[oaie]\b/.test(text))
    return lawRuleAnswer(
      MONTHLY_TFR,
      `${bold('No')}: per legge (${MONTHLY_TFR.reference}) il TFR si paga alla fine del rapporto di lavoro; il TFR in busta paga ogni mese (Qu.I.R.) era possibile solo in via sperimentale da marzo 2015 a giugno 2018 e non è stato prorogato. Durante il rapporto si può chiedere solo un’anticipazione, ${bold('dopo 8 anni di servizio e fino al 70%')} del maturato.`,
      'Lavoratore dipendente del settore privato; un contratto collettivo o un accordo individuale possono prevedere anticipazioni a condizioni più favorevoli.',
      [
        'Quanto TFR matura in un anno con una RAL di 30.000 €?',
        'Entro quando va pagato il TFR dopo le dimissioni?',
      ],
    );
  // "fino a quando varrebbe il divieto?" after a pregnant worker's dismissal asked: the same ban, for this agreement.
  const before = readable(earlier ?? '');
  const banAgain = /\bdivieto\b/.test(text) && PREGNANT.test(before) && DISMISSAL_ASKED.test(before);
  if (
    (PREGNANT.test(readable(message)) && DISMISSAL_ASKED.test(text) && !/\bquant[oaie]\b/.test(text)) ||
    banAgain
  ) {
    // A domestic worker's ban is the agreement's, until the end of the maternity leave (domestic-parent-leave.ts).
    const ban = pregnancyDismissal(
      domesticDismissalBan(agreement, message) ?? PREGNANCY_DISMISSAL,
      PROBATION_ASK.test(story),
    );
    return lawRuleAnswer(
      ban.fact,
      ban.opening,
      'Rapporto di lavoro dipendente; le eccezioni (colpa grave, chiusura dell’azienda, scadenza del termine, prova non superata) vanno provate dal datore di lavoro.',
      ['Quanto dura il congedo di maternità e quanto è pagato?', 'Quanto è pagato il congedo parentale?'],
    );
  }
  // An agreement whose extra-month rule names the leave answers with it (leave-accrual-agreement.ts); the law's
  // rule read here is the maternity leave's, no answer for a paternity leave asked alone.
  const byAgreement = leaveAccrualAsked(message, text, earlier)
    ? agreementLeaveAccrualAnswer(agreement, text, LEAVE_ACCRUAL, today)
    : undefined;
  if (byAgreement) return byAgreement;
  if (leaveAccrualAsked(message, text) && !(/\bpaternita\b/.test(text) && !/\bmaternita\b/.test(text)))
    return lawRuleAnswer(
      LEAVE_ACCRUAL,
      `${bold(/\bintera\b/.test(text) ? 'Intera' : /\b(?:riduc|ridott|tolgono|toglie|perd|decurt|tagli)\w*/.test(text) ? 'No' : 'Sì')}: per legge (${LEAVE_ACCRUAL.reference}) i mesi di congedo di maternità contano come servizio a tutti gli effetti, quindi maturano ${bold(LEAVE_ACCRUAL.figure)}; dopo il D.Lgs. 105/2022 lo stesso vale per il congedo parentale, salvo le voci legate alla presenza.`,
      'Lavoratrice o lavoratore dipendente del settore privato; il contratto collettivo può prevedere un trattamento migliore (ad esempio l’integrazione dell’indennità INPS).',
      ['Quanto dura il congedo di maternità e quanto è pagato?', 'Quanto è pagato il congedo parentale?'],
    );
  if (ASSEMBLY_ASK.test(text) && /\bore\b|\bretribui\w*|\bpagat\w*|\bquant|\bspett|\bdiritto\b/.test(text))
    return lawRuleAnswer(
      ASSEMBLY,
      `Per legge (${ASSEMBLY.reference}) spettano ${bold(ASSEMBLY.figure)} di assemblea durante l’orario di lavoro, nelle unità produttive con più di 15 dipendenti; fuori dell’orario non ci sono limiti.`,
      'Unità produttiva con più di 15 dipendenti; il contratto collettivo applicato o un accordo aziendale possono dare più ore.',
      ['Quante ore di permesso retribuito spettano nel CCNL Commercio?'],
    );
  // The rule is the knowledge base's (data/law/employment-rules.json), as in tfr-advance-law.ts.
  const advance = employmentRule('tfr_advance');
  if (TFR_ADVANCE_ASK.test(text) && !TFR_MONTHLY.test(text) && !figures)
    return (
      tfrAdvanceAnswer(message, undefined, true) ??
      lawRuleAnswer(
        advance,
        `Per legge (${advance.reference}) l’anticipo del TFR si può chiedere ${bold(advance.figure)}, per spese sanitarie straordinarie o per l’acquisto della prima casa per sé o per i figli.`,
        'Lavoratore dipendente del settore privato con il TFR in azienda; se il TFR va a un fondo pensione, le anticipazioni seguono le regole del fondo.',
        ['Quanto TFR matura in un anno con una RAL di 30.000 €?', 'Come si rivaluta il TFR?'],
      )
    );
  if (ROL_DEFINITION_ASK.test(text) && !/\bquant[oaie]\b/.test(text) && !HOURS_BETWEEN_AGREEMENTS.test(text))
    return lawRuleAnswer(
      ROL_AND_FORMER_HOLIDAYS,
      `In breve: ${bold(ROL_AND_FORMER_HOLIDAYS.figure)}.`,
      'Le ore di ROL e di ex festività spettanti, la maturazione e la scadenza dipendono dal CCNL applicato: indicalo per le cifre.',
      [
        'Quante ore di ROL spettano nel CCNL Metalmeccanici?',
        'Quante ore di permesso ha un dipendente del CCNL Commercio?',
      ],
    );
  if (RAL_HOW_ASK.test(text) && !figures)
    return lawRuleAnswer(
      RAL_HOW,
      `La RAL si calcola come ${bold(RAL_HOW.figure)}: 13 mensilità, o 14 dove il CCNL prevede la quattordicesima, contando solo le voci fisse della retribuzione.`,
      'Voci fisse: minimo tabellare, contingenza, EDR, scatti di anzianità, superminimo, indennità fisse; straordinari e premi variabili esclusi.',
      ['Quanto netto al mese con una RAL di 30.000 €?', 'Quante mensilità prevede il CCNL Commercio?'],
    );
  // "quanto può durare al massimo l'apprendistato (profilo non artigiano)?" with no agreement named: the law's
  // ceiling, which every agreement's lengths stay within.
  // (Two agreements named: their own lengths are compared, confronta.ts, not the law's.)
  const lengthOfLaw =
    !agreement && !compared && APPRENTICE_WORD.test(text) && APPRENTICE_MAX_LENGTH.test(text);
  if (lengthOfLaw && !AGE_ASK.test(text)) {
    const craft = /(?<!\bnon )\bartigian/.test(text);
    return lawRuleAnswer(
      APPRENTICE_AGE,
      craft
        ? `Per legge (${APPRENTICE_AGE.reference.replace(' c. 1', '')}) l’apprendistato professionalizzante per i profili artigiani dura al massimo ${bold('5 anni')}; per gli altri profili 3 anni.`
        : `Per legge (${APPRENTICE_AGE.reference.replace(' c. 1', '')}) l’apprendistato professionalizzante dura al massimo ${bold('3 anni')} (5 anni per i profili professionali dell’artigianato).`,
      'Il contratto collettivo applicato fissa la durata per ogni qualifica, entro questo limite: indicalo per la durata del singolo profilo.',
      [
        'Quanto dura l’apprendistato nel CCNL Commercio?',
        'Quanto prende un apprendista al primo anno nel CCNL Commercio?',
      ],
    );
  }
  if (
    APPRENTICE_WORD.test(text) &&
    AGE_ASK.test(text) &&
    !/\bquant[oaie]\b[^?]*\b(?:prend|pag\w*|guadagn|spett|percentual)/.test(text) &&
    // ("un apprendista di 18 anni: … per quanti anni dura l'apprendistato?": the age told, the length asked.)
    !/\bquant\w* (?:anni|mesi|tempo)\b[^?]{0,15}\bdur\w*/.test(text)
  )
    return lawRuleAnswer(
      APPRENTICE_AGE,
      `Per legge (${APPRENTICE_AGE.reference}) l’apprendistato professionalizzante è per chi ha ${bold(APPRENTICE_AGE.figure)} al momento dell’assunzione (dai 17 anni con una qualifica professionale).`,
      'Apprendistato professionalizzante, il più diffuso; il contratto collettivo applicato fissa durata, formazione e paga dell’apprendista.',
      [
        'Quanto prende un apprendista al primo anno nel CCNL Commercio?',
        'Quanto dura l’apprendistato nel CCNL Commercio?',
      ],
    );
  return undefined;
}
