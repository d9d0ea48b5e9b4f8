import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { ILLNESS_NAMED } from '../reader/topics-rt4.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { inpsShareBeside } from './inps-share-beside.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { lawRuleAnswer } from './law-rule-answer.js';
import { NASPI_REQUIREMENTS } from './naspi-facts.js';

/**
 * Two questions the law answers whatever the agreement, which asked which agreement applies before: whether a
 * dismissal for just cause needs notice (art. 2119 c.c.: no), and what the INPS sickness benefit pays (50% of the
 * average daily pay from the 4th to the 20th day, 66,66% from the 21st to the 180th; 80% in bars, restaurants and
 * pastry shops). Each rule with the pages it was read on (2026-11-24).
 */

/** Art. 2119 c.c.: a cause that does not allow the relationship to go on even provisionally ends it without notice. */
const JUST_CAUSE: LawFact = {
  figure: 'senza preavviso',
  text: 'il licenziamento per giusta causa interrompe il rapporto {figure}, perché la causa non ne consente la prosecuzione neppure provvisoria: al lavoratore licenziato non spetta l’indennità sostitutiva del preavviso; spettano comunque il TFR, i ratei maturati e le ferie non godute. Se è il lavoratore a dimettersi per giusta causa, è esonerato dal preavviso e gli spetta l’indennità sostitutiva (art. 2118 c. 2 c.c.).',
  reference: 'art. 2119 c.c.',
  sources: [
    {
      url: 'https://www.cgil.milano.it/licenziamento-per-giusta-causa-guida-e-regole/?p=283526',
      label: 'CGIL Milano: licenziamento per giusta causa, guida e regole',
      date: '2026-01-16',
      confidence: 'medium',
    },
    {
      url: 'http://www.drogo.it/settori-di-attivita/diritto-del-lavoro/licenziamento-pt1/',
      label: 'Studio Drogo: il licenziamento (artt. 2118 e 2119 c.c.)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** The INPS sickness benefit of employees (INPS page; Studio Cassone's guide for the shares by sector). */
const INPS_SICK_PAY: LawFact = {
  figure: '50% della retribuzione media giornaliera dal 4° al 20° giorno e 66,66% dal 21° al 180°',
  text: 'l’indennità di malattia dell’INPS spetta dal 4° giorno (i primi 3 giorni, di carenza, sono a carico dell’azienda se il contratto collettivo lo prevede) per al massimo 180 giorni nell’anno solare, e vale il {figure} per operai e impiegati del terziario; per i dipendenti di pubblici esercizi e laboratori di pasticceria l’80% per tutto il periodo. Il datore di lavoro la anticipa in busta paga, e molti CCNL la integrano fino al 100%. Non spetta a colf e badanti, agli impiegati dell’industria e ai quadri dell’industria, che sono pagati dal datore di lavoro secondo il CCNL.',
  reference: 'INPS, scheda «Indennità di malattia e visite mediche di controllo»',
  sources: [
    {
      url: 'https://www.inps.it/it/it/dettaglio-approfondimento.schede-informative.indennit--di-malattia-e-visite-mediche-di-controllo.html',
      label: 'INPS: indennità di malattia e visite mediche di controllo',
      date: '2025-03-03',
      confidence: 'medium',
    },
    {
      url: 'https://www.studiocassone.it/guide/malattia-rapporto-lavoro/indennita-carico-inps',
      label: 'Studio Cassone: indennità di malattia a carico dell’INPS',
      date: null,
      confidence: 'medium',
    },
  ],
};

// "licenziamento per giusta causa: spetta il preavviso?", "se mi licenziano in tronco devono darmi il preavviso?".
// ("non per giusta causa", "senza giusta causa", "per motivi diversi dalla giusta causa" exclude it: the ordinary
// notice is asked.)
const JUST_CAUSE_ASKED =
  /(?<!\b(?:non|senza|no|escluso|esclusa|esclus[ie]|tranne|salvo|diversi dalla|divers[oa] dalla) (?:per |la |una |un )?)\bgiusta causa\b|\bin tronco\b|\blicenziament\w* disciplinar\w*\b|\blicenziament\w* per (?:furto|insubordinazion\w*)/;
const NOTICE_WORD = /\bpreavvis\w*|\bindennita sostitutiv\w*/;
// Wages not paid, the just cause of a resignation the worker may not name ("sono tre mesi che non mi paga lo
// stipendio, se me ne vado subito devo dare il preavviso?"), told beside leaving.
const UNPAID_WAGES =
  /\bnon (?:mi |ci |le |gli )?(?:paga|pagano|pagava|pagavano|ha pagato|hanno pagato|versa|versano|da|danno)\b[^?.]{0,25}\b(?:stipendi\w*|mensilit\w*|busta paga|buste paga)|\b(?:stipendi\w*|mensilit\w*)\b[^?.]{0,20}\b(?:non (?:pagat|versat|ricevut|percepit)\w*|arretrat\w*)|\bsenza (?:stipendio|paga)\b/;
const LEAVING =
  /\bme ne vado\b|\bandarmene\b|\bandare via\b|\bdimett\w*|\bdimission\w*|\blicenziarmi\b|\blascio il lavoro\b/;
const NASPI_ASKED = /\bnaspi\b|\bdisoccupazion\w*/;
// "l'indennità di malattia INPS quanto è?", "quanto paga l'INPS dal 4° al 20° giorno?".
const INPS_SICK_ASKED =
  /\b(?:indennita|trattamento|quanto (?:paga|pagano|da|copre|mi da|mi paga))\b[^?]{0,40}\bmalatti\w*\b[^?]{0,40}\binps\b|\binps\b[^?]{0,40}\bmalatti\w*|\bmalatti\w*\b[^?]{0,30}\binps\b/;

// "sono in malattia da lunedì… l'INPS quanto paga?", "la quota INPS com'è?": the INPS share of a sickness the
// text tells, asked in a sentence of its own.
const INPS_SHARE_ASKED =
  /\binps\b[^?.]{0,20}\bquant\w* (?:(?:mi |ci |le |gli )?(?:paga|pagano|da|copre|mette|passa))\b|\bquant\w* (?:(?:mi |ci |le |gli )?(?:paga|copre|mette|passa|da))\b[^?.]{0,10}\binps\b|\b(?:quota|parte|percentuale)\b[^?.]{0,20}\binps\b/;
const SICKNESS_TOLD = /\bmalatti\w*|\bammalat\w*|\bcertificato medico\b/;

/** Leaving over unpaid wages: a resignation for just cause, without notice, with the NASpI when asked. */
function unpaidWagesResignation(naspiAsked: boolean): AgentAnswer {
  const rule = JUST_CAUSE.text.replace('{figure}', JUST_CAUSE.figure);
  const naspi = NASPI_REQUIREMENTS.text.replace('{figure}', NASPI_REQUIREMENTS.figure);
  return compose({
    answer: `${bold('No')}: se te ne vai perché non ti pagano lo stipendio sono ${bold('dimissioni per giusta causa')} (${JUST_CAUSE.reference}): non devi il preavviso e il datore non può trattenerti nulla, anzi ti spetta l’${bold('indennità sostitutiva del preavviso')} (art. 2118 c. 2 c.c.), oltre a TFR, ratei, ferie non godute e gli stipendi arretrati.${naspiAsked ? ` E la ${bold('NASpI')} spetta, come dopo un licenziamento (${NASPI_REQUIREMENTS.reference}), se hai ${NASPI_REQUIREMENTS.figure} la disoccupazione.` : ''}`,
    steps: [
      `La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`,
      ...(naspiAsked ? [`NASpI: ${naspi}`] : []),
    ],
    assumptions: [
      'Le dimissioni per giusta causa si danno con la procedura telematica del Ministero del lavoro, indicando la giusta causa; se il giudice non la riconoscesse, varrebbero come dimissioni ordinarie. Gli stipendi non pagati si chiedono con una diffida e poi con un decreto ingiuntivo.',
    ],
    citations: [
      ...lawCitations(JUST_CAUSE, rule),
      ...(naspiAsked ? lawCitations(NASPI_REQUIREMENTS, naspi) : []),
    ],
    related: ['Come si presentano le dimissioni per giusta causa?'],
  });
}

/**
 * The law's answer to a just-cause notice question or an INPS sickness-benefit question, or undefined.
 * `agreements`: how many agreements the question names or implies (the INPS rule is answered only with none:
 * an agreement's own sick pay, with its top-up, answers otherwise), unless the INPS share is asked outright of
 * the one agreement `named` whose sick pay holds no INPS share (inps-share-beside.ts).
 */
export function causeAndSickPayAnswer(
  message: string,
  agreements: number,
  named?: Ccnl,
  previous = '',
): AgentAnswer | undefined {
  const text = readable(message);
  // "ok il contratto non lo avete, ma almeno l'INPS quanto paga?" after a sickness was told: the same sickness.
  const sick = SICKNESS_TOLD.test(text) || SICKNESS_TOLD.test(readable(previous));
  if (UNPAID_WAGES.test(text) && LEAVING.test(text) && (NOTICE_WORD.test(text) || /\btratten\w*/.test(text)))
    return unpaidWagesResignation(NASPI_ASKED.test(text));
  if (JUST_CAUSE_ASKED.test(text) && NOTICE_WORD.test(text) && /\bdimett\w*|\bdimission\w*/.test(text))
    return lawRuleAnswer(
      JUST_CAUSE,
      `${bold('No')}: chi si dimette per giusta causa è esonerato dal preavviso e ha diritto all’${bold('indennità sostitutiva del preavviso')}, come se fosse stato licenziato (${JUST_CAUSE.reference}; art. 2118 c. 2 c.c.); spettano anche il TFR, i ratei e le ferie non godute.`,
      'Giusta causa reale (un inadempimento grave del datore di lavoro): se il giudice non la riconosce, le dimissioni valgono come ordinarie e il preavviso mancato si deve al datore di lavoro.',
      ['Quanti giorni di preavviso servono per dimettersi nel CCNL Commercio?'],
    );
  if (JUST_CAUSE_ASKED.test(text) && NOTICE_WORD.test(text))
    return lawRuleAnswer(
      JUST_CAUSE,
      `${bold('No')}: per legge (${JUST_CAUSE.reference}) il licenziamento per giusta causa avviene ${bold(JUST_CAUSE.figure)} e senza indennità sostitutiva del preavviso; restano dovuti il TFR, i ratei di tredicesima (e quattordicesima) e le ferie e i permessi maturati e non goduti.`,
      'Licenziamento per giusta causa legittimo; se il giudice lo ritiene illegittimo, il lavoratore ha diritto anche all’indennità di mancato preavviso. Il CCNL applicato disciplina il procedimento disciplinare che lo precede (contestazione scritta e termine per le giustificazioni, art. 7 L. 300/1970).',
      [
        'Quanti giorni di preavviso servono nel CCNL Commercio?',
        'Quanto costa il ticket di licenziamento nel 2026?',
      ],
    );
  if (!agreements && (INPS_SICK_ASKED.test(text) || (INPS_SHARE_ASKED.test(text) && sick)))
    return lawRuleAnswer(
      INPS_SICK_PAY,
      `L’indennità di malattia dell’INPS vale il ${bold(INPS_SICK_PAY.figure)} (al massimo 180 giorni nell’anno solare); i primi 3 giorni non li paga l’INPS (${INPS_SICK_PAY.reference}).`,
      'Lavoratore dipendente con diritto all’indennità INPS (operai, impiegati del terziario, apprendisti); il CCNL applicato dice quanto integra il datore di lavoro: indicalo per la percentuale complessiva.',
      [
        'Quanto viene pagata la malattia nel CCNL Commercio?',
        'Quanti giorni di malattia prima del licenziamento nel CCNL Metalmeccanici?',
      ],
    );
  // (The illness told by the doctor's paper, "il medico gli ha prolungato il certificato", topics-rt4.ts.)
  if (named && INPS_SHARE_ASKED.test(text) && (SICKNESS_TOLD.test(text) || ILLNESS_NAMED.test(text)))
    return inpsShareBeside(named, text, INPS_SICK_PAY);
  return undefined;
}
