import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { smartCoverAnswer } from './smart-working-cover.js';
import { smartPriorityAnswer } from './smart-working-priority.js';
import { SMART } from './smart-working-terms.js';

/**
 * Smart working under the law, whatever the agreement (L. 81/2017): it starts only with an individual written
 * agreement, so the employer cannot impose it or take it away at will; an open-ended agreement ends with a
 * notice of at least 30 days (90 for a disabled worker the employer withdraws from). Pages read on 2026-11-26.
 */
export const SMART_NOTICE: LawFact = {
  figure: '30 giorni',
  text: 'l’accordo individuale di lavoro agile può essere a termine o a tempo indeterminato; se è a tempo indeterminato ciascuna parte può recedere con un preavviso non inferiore a {figure}, che per un lavoratore disabile (art. 1 L. 68/1999) sale, per il recesso del datore di lavoro, ad almeno 90 giorni. Con un giustificato motivo si può recedere senza preavviso (accordo a tempo indeterminato) o prima della scadenza (accordo a termine). L’accordo individuale o il contratto collettivo possono prevedere un preavviso più lungo.',
  reference: 'L. 81/2017, art. 19 c. 2',
  sources: [
    {
      url: 'http://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.versione=1&art.idGruppo=2&art.flagTipoArticolo=0&art.codiceRedazionale=17G00096&art.idArticolo=19&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.dataPubblicazioneGazzetta=2017-06-13&art.progressivo=0',
      label: 'Gazzetta Ufficiale: L. 22 maggio 2017, n. 81, art. 19 (forma e recesso)',
      date: '2017-06-13',
      confidence: 'medium',
    },
    {
      url: 'https://www.sistemiamolitalia.it/faq/come-si-recede-dallaccordo-di-lavoro-agile/',
      label: 'Sistemiamolitalia: come si recede dall’accordo di lavoro agile',
      date: null,
      confidence: 'medium',
    },
  ],
};

const SMART_AGREEMENT: LawFact = {
  figure: 'accordo individuale',
  text: 'il lavoro agile è una modalità del rapporto di lavoro subordinato stabilita mediante {figure} tra le parti, stipulato per iscritto ai fini della regolarità amministrativa e della prova: l’accordo disciplina il lavoro fuori dai locali aziendali (anche per il potere direttivo, gli strumenti, i tempi di riposo e la disconnessione) e può essere a termine o a tempo indeterminato.',
  reference: 'L. 81/2017, artt. 18 e 19 c. 1',
  sources: SMART_NOTICE.sources,
};

const WITHDRAW =
  /\brece\w*|\bdisdett\w*|\bdisdir\w*|\brevoc\w*|\binterromp\w*|\bchiuder\w*|\bpreavvis\w*|\btoglier\w*|\btoglie\w*|\briportar\w* in (?:ufficio|sede|presenza)|\btorn\w* (?:tutt[ie] )?in (?:ufficio|sede|presenza)|\brientr\w* (?:tutt[ie] )?in (?:ufficio|sede|presenza)|\bfar(?:la|lo|li|le)? rientrare\b/;
const DISABLED =
  /\bdisabil\w*|\bcol?locament\w* mirat\w*|\bcategori\w* protett\w*|\b68\/(?:19)?99\b|\binvalid\w*/;
// Asked at once, with no notice ("posso toglierlo da un giorno all'altro?", "da lunedì?"): No, 30 days first.
const AT_ONCE =
  /\bda un giorno all'? ?altro\b|\bdall'? ?oggi al domani\b|\bsubito\b|\bda domani\b|\bimmediatament\w*|\bsenza (?:nessun )?preavviso\b|\bda lunedi\b|\bdalla (?:prossima|settimana prossima)\b/;
const CAN = /\b(?:posso|possiamo|puo|possono|si puo|e possibile|e legale|e lecito)\b/;
// Both asked in one turn ("con quale preavviso, e cambia qualcosa se è disabile?"): the ordinary notice first.
const ALSO = /\bcambia\b|\bdifferen\w*|\be se\b|\binvece\b|\bvale anche\b|\bdivers\w*/;

function noticeAnswer(text: string, previous: string): AgentAnswer | undefined {
  const now = SMART.test(text) && WITHDRAW.test(text);
  // "e se fosse una lavoratrice disabile?" after the notice asked: the same rule for a disabled worker.
  const followUp =
    !now &&
    SMART.test(previous) &&
    (WITHDRAW.test(previous) || WITHDRAW.test(text)) &&
    text.split(/\s+/).length <= 25;
  if (!now && !followUp) return undefined;
  const disabled = DISABLED.test(text);
  const onlyDisabled = disabled && !(now && ALSO.test(text));
  const fact = SMART_NOTICE;
  const rule = fact.text.replace('{figure}', fact.figure);
  const atOnce = !disabled && AT_ONCE.test(text) && CAN.test(text);
  const answer = onlyDisabled
    ? `${followUp && !/\bquant\w*|\bquale\b|\bche preavviso\b/.test(text) ? `${bold('Sì')}: per` : 'Per'} un lavoratore disabile (art. 1 L. 68/1999) il datore di lavoro può recedere dall’accordo di lavoro agile a tempo indeterminato con un preavviso non inferiore a ${bold('90 giorni')} invece dei 30 ordinari (${fact.reference}), per dargli il tempo di riorganizzare lavoro, vita e cure; senza preavviso solo con un giustificato motivo.`
    : atOnce
      ? `${bold('No')}: da un accordo di lavoro agile a tempo indeterminato si può recedere senza giustificato motivo solo con un preavviso di almeno ${bold('30 giorni')} (${fact.reference}); ${bold('90 giorni')} se il recesso del datore riguarda un lavoratore disabile (art. 1 L. 68/1999). Da un giorno all’altro solo con un giustificato motivo.`
      : `Per legge (${fact.reference}) dall’accordo di lavoro agile a tempo indeterminato si può recedere senza giustificato motivo con un preavviso di almeno ${bold('30 giorni')}; ${disabled ? `${bold('Sì')}, cambia per un lavoratore disabile (art. 1 L. 68/1999): il recesso del datore richiede almeno ${bold('90 giorni')}` : `${bold('90 giorni')} se il recesso del datore riguarda un lavoratore disabile (art. 1 L. 68/1999)`}; con un giustificato motivo anche senza preavviso.`;
  return compose({
    answer,
    steps: [
      `La regola: ${rule}`,
      'Il recesso riguarda solo la modalità agile: il rapporto di lavoro continua, e il lavoratore torna a lavorare in sede; conviene comunicarlo per iscritto.',
    ],
    assumptions: [
      'Accordo individuale senza un preavviso più lungo e contratto collettivo che non ne fissa uno diverso.',
    ],
    citations: lawCitations(fact, `Recesso dal lavoro agile: ${rule}`),
    related: [],
  });
}

const AGREEMENT =
  /\baccord\w*|\bscritt\w*|\bfirm\w*|\bconsenso\b|\bmail\b|\bimpor\w*|\bimpost\w*|\bobblig\w*|\bunilateral\w*|\brifiutar\w*|\bdecider\w*|\bdeciso\b/;
// The last question asked decides the polarity: "non ci vuole un accordo con me?" Sì; "basta una mail?" No.
const NEEDED =
  /\b(?:ci vuole|ci vogliono|serve|servono|occorre|necessari\w*|bisogna|obbligatori\w*|deve esserci|ci deve essere|devo firmare|va firmat\w*)\b[^?]*\b(?:accord\w*|scritt\w*|firm\w*|consenso)|\b(?:accord\w*|scritt\w*)\b[^?]*\b(?:obbligatori\w*|necessari\w*|serve|ci vuole)\b|\bposso rifiutar\w*|\bposso dire di no\b|\bpuo rifiutar\w*/;
const IMPOSED =
  /\bbasta (?:una|un|la|il|lo)\b|\b(?:puo|possono|posso|possiamo)\b[^?]{0,30}\b(?:impor\w*|obblig\w*|decider\w*|metter\w*|mandar\w*)|\bda sol[oa]\b|\bunilateral\w*/;

function agreementAnswer(text: string): AgentAnswer | undefined {
  if (!SMART.test(text) || !text.includes('?')) return undefined;
  const asked =
    text
      .split('?')
      .at(-2)
      ?.split(/[.!;:]/)
      .at(-1) ?? '';
  // The agreement asked, not told as background ("ho un accordo di smart working… qual è il minimo del C3?").
  const questions = text
    .split('?')
    .slice(0, -1)
    .map((part) => part.split(/[.!;]/).at(-1) ?? '')
    .join(' ');
  if (!AGREEMENT.test(text.split(/\s+/).length <= 25 ? text : questions)) return undefined;
  const verdict = NEEDED.test(asked) ? 'Sì' : IMPOSED.test(asked) ? 'No' : undefined;
  const fact = SMART_AGREEMENT;
  const rule = fact.text.replace('{figure}', fact.figure);
  const answer =
    verdict === 'Sì'
      ? `${bold('Sì')}: il lavoro agile si attiva solo con un ${bold('accordo individuale')} tra datore e lavoratore, stipulato per iscritto (${fact.reference}); una mail o un ordine del datore non bastano, e il lavoratore può non accettarlo.`
      : verdict === 'No'
        ? `${bold('No')}: il lavoro agile non si impone con una decisione del solo datore (una mail, un ordine di servizio): serve un ${bold('accordo individuale')} con il lavoratore, stipulato per iscritto (${fact.reference}).`
        : `Per legge il lavoro agile si attiva con un ${bold('accordo individuale')} tra datore e lavoratore, stipulato per iscritto (${fact.reference}).`;
  return compose({
    answer,
    steps: [
      `La regola: ${rule}`,
      'Senza accordo la prestazione resta quella in sede prevista dal contratto; l’accordo a tempo indeterminato si scioglie con il preavviso di legge (almeno 30 giorni, L. 81/2017, art. 19 c. 2).',
    ],
    assumptions: [
      'Regole di legge: il contratto collettivo o un regolamento aziendale possono aggiungerne altre.',
    ],
    citations: lawCitations(fact, `Lavoro agile: ${rule}`),
    related: [],
  });
}

/** The law's answer on smart working (parents' priority, the notice to end it, the filing, INAIL, the agreement). */
export function smartWorkingAnswer(text: string, previous: string): AgentAnswer | undefined {
  return (
    smartPriorityAnswer(text, previous) ??
    noticeAnswer(text, previous) ??
    smartCoverAnswer(text, previous) ??
    agreementAnswer(text)
  );
}
