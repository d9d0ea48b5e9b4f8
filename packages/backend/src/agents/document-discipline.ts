import { statements } from '../documents/asked-parts.js';
import { indexOf, passagesText } from '../kb/documents.js';
import { italianDate } from '../kb/format.js';
import { parseDate } from '../reader/parse-date.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { documentPollingStation } from './document-polling-station.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { sicknessCheckAnswer } from './sickness-check.js';

/**
 * A disciplinary letter asked about as workers ask ("cosa rischio?", "mi possono licenziare?", "entro quanti
 * giorni devo rispondere?", "cosa devo fare?"): the law's procedure and sanctions (L. 300/1970, art. 7), the
 * time to answer first when that is asked, the sanctions first otherwise. Undefined when no uploaded document is
 * a disciplinary charge or the question asks none of these.
 */

/** L. 300/1970, art. 7; read on 2026-11-23. */
const DISCIPLINE: LawFact = {
  figure: '5 giorni',
  text: 'nessuna sanzione più grave del rimprovero verbale può essere applicata prima di 5 giorni dalla contestazione scritta; le sanzioni sono quelle del codice disciplinare del CCNL: rimprovero verbale o scritto, multa fino a 4 ore di retribuzione base, sospensione dal lavoro e dalla retribuzione fino a 10 giorni, licenziamento per i fatti più gravi.',
  reference: 'L. 300/1970 (Statuto dei lavoratori), art. 7',
  sources: [
    {
      url: 'https://brocardi.it/statuto-lavoratori/titolo-i/art7.html',
      label: 'Brocardi.it: art. 7 dello Statuto dei lavoratori (testo), sanzioni disciplinari',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.avvocatosisti.com/il-procedimento-disciplinare',
      label:
        'Avv. Sisti: il procedimento disciplinare (5 giorni per giustificarsi, o il termine più lungo del CCNL; sanzioni in proporzione alla gravità)',
      date: null,
      confidence: 'medium',
    },
  ],
};

const CHARGE =
  /\bcontestazion\w* (?:disciplinar\w*|di addebit\w*|degli addebit\w*)|\bprocediment\w* disciplinar\w*|\bart\.? ?7 (?:della )?(?:l\.|legge) ?(?:n\.? ?)?300|\bstatuto dei lavoratori\b|\bcontestiamo\b|\blettera di richiamo\b/;
// The agreement's own code asked ("quale sanzione prevede il CCNL…", "secondo il contratto collettivo").
const CODE_ASKED = /\bccnl\b|\bcontratto (?:collettivo|applicato|nazionale)\b|\b(?:il|dal|nel) contratto\b/;
const ASKS_TIME =
  /\bquant\w* giorni\b|\bentro quando\b|\bfino a quando\b|\bho (?:ancora )?tempo\b|\bche tempo\b|\bentro quant\w*\b|\bquanto tempo\b|\bentro che\b|\bscadenz\w*|\btermin\w* per rispond/;
const ASKS =
  /\brisch\w*|\brispond\w*|\brisposta\b|\bgiustific\w*|\blicenzi\w*|\bsanzion\w*|\bmulta\b|\bsospension\w*|\bsospend\w*|\bche (?:devo|posso|dovrei) fare\b|\bcosa (?:mi |ci |gli )?(?:devo|posso|dovrei|faccio|succede|succedera|comporta|significa|vuol dire)\b|\bche (?:mi )?(?:vuol dire|significa|succede)\b|\bposto\b|\bcome (?:mi )?(?:difend|comport)\w*|\bpossono\b/;

const NOTICE_ASKED = /\bpreavvis\w*/;

// "di cosa mi accusano?", "cosa mi contestano?", "quali fatti mi addebitano?": the facts the letter charges.
const ASKS_FACTS =
  /\bdi (?:che|cosa) mi (?:accus|contest|incolp|addebit)\w*|\bcosa mi (?:contest|accus|rimprover|addebit)\w*|\b(?:per|di) (?:cosa|quale motivo|che cosa) mi (?:contest|accus|richiam)\w*|\bcosa (?:ho|avrei) fatto\b|\bquali (?:fatti|addebiti|comportamenti)\b|\bperche mi (?:contest|accus|richiam)\w*/;
// The charging verb, not the noun of the letter's subject line ("Oggetto: contestazione disciplinare").
const CHARGED =
  /(?:\bcon la presente,? )?(?:\b(?:le|vi|ti|gli) )?(?:\bcontestiamo\b|\bsi contesta\b|\bviene contestat\w*|\baddebitiamo\b)/i;
const FACT_WORDS =
  /\bin data\b|\b\d{1,2}[/.]\d{1,2}\b|\b\d{1,2}°? (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b|\britard\w*|\bassen\w*|\ballontan\w*|\bcomportament\w*|\bmancat\w*|\brifiut\w*|\bingiustificat\w*/i;

/** The statement of a disciplinary letter that tells the facts charged ("Le contestiamo i ripetuti ritardi …"). */
function chargedFacts(document: AgentContext['documents'][number]): string | undefined {
  const all = statements(indexOf(document).passages);
  const at = all.findIndex((st) => CHARGED.test(st.text));
  if (at < 0) return undefined;
  const whole = all[at]?.text ?? '';
  // A letter's lines joined: from the charging words, not its subject line and greeting.
  const first = whole.slice(CHARGED.exec(whole)?.index ?? 0).replace(/^con la presente,? /i, '');
  // "Le contestiamo quanto segue:" introduces the facts in the next statement.
  const next = /quanto segue:?$|seguent\w*:?$/i.test(first) ? all[at + 1]?.text : undefined;
  const facts = next ? `${first} ${next}` : first;
  return FACT_WORDS.test(facts) ? facts : undefined;
}

/**
 * The last day to reply, from the delivery day the user tells ("consegnata a mano giovedì 26 novembre 2026") or
 * the letter states ("Consegnata a mani il 26/11/2026"): 5 days after it. Empty when neither gives one.
 */
function replyDue(message: string, letter: string): string {
  const told = /\bconsegnat\w*|\bricevut\w*|\bdat[ao] a mano\b/i.exec(message);
  const stated = /\bconsegnat\w*[^\n]{0,20}/i.exec(letter);
  const delivered =
    (told ? parseDate(message.slice(told.index)) : undefined) ??
    (stated ? parseDate(letter.slice(stated.index, stated.index + 60)) : undefined);
  if (!delivered) return '';
  const date = new Date(`${delivered}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 5);
  const last = date.toISOString().slice(0, 10);
  return ` Dalla consegna del ${italianDate(delivered)} il termine scade il ${bold(italianDate(last))}.`;
}

export function documentDiscipline(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  const asksFacts = ASKS_FACTS.test(question);
  if (!ASKS.test(question) && !ASKS_TIME.test(question) && !asksFacts) return undefined;
  // "se dovessero licenziarmi, quanti giorni di preavviso mi spettano?" beside the charge: the asking sentence asks
  // the agreement's notice, not the disciplinary procedure (the notice is answered on the letter's facts).
  const asking = ctx.message.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  if (NOTICE_ASKED.test(readable(asking.length ? asking.join(' ') : ctx.message))) return undefined;
  const document = ctx.documents.find((d) => CHARGE.test(fold(passagesText(d))));
  if (!document) return undefined;
  const letter = passagesText(document);
  const due = replyDue(ctx.message, letter);
  const time = `Hai ${bold('5 giorni')} dal ricevimento della lettera per presentare le tue giustificazioni, per iscritto o chiedendo di essere sentito, anche con un rappresentante sindacale: prima di quel termine l'azienda non può applicare sanzioni più gravi del rimprovero verbale (il CCNL può dare un termine più lungo).${due}`;
  const risk = `Con una contestazione disciplinare rischi una sanzione proporzionata al fatto: ${bold('dal rimprovero verbale o scritto alla multa (fino a 4 ore di retribuzione base) e alla sospensione (fino a 10 giorni)')}; il licenziamento disciplinare solo per i fatti più gravi previsti dal codice disciplinare del CCNL (giusta causa o giustificato motivo soggettivo), valutati anche sulla recidiva degli ultimi 2 anni.`;
  const facts = asksFacts ? chargedFacts(document) : undefined;
  const charged = facts ? `Dalla lettera «${document.fileName}», i fatti contestati: «${facts}» ` : '';
  // "quale sanzione prevede il CCNL per questi ritardi?": which sanction the agreement's disciplinary code sets for
  // the facts is not in the knowledge base — said first, then the law's frame.
  const codeAsked =
    CODE_ASKED.test(question) && /\bsanzion\w*|\bprovvediment\w*|\bprevede\w*|\bprevist\w*/.test(question);
  const agreement = codeAsked
    ? (statedAgreement(ctx.kb, passagesText(document))?.short_name ?? 'CCNL applicato')
    : undefined;
  const gap = agreement
    ? `${bold(`Il codice disciplinare del ${agreement} non è nella base di conoscenza`)}: non posso dire quale sanzione preveda per questi fatti. Per legge: `
    : '';
  const answer = `${gap}${charged}${ASKS_TIME.test(question) ? `${time} ${risk}` : `${risk} ${time}`}`;
  const first = indexOf(document).passages[0];
  return compose({
    answer,
    steps: [
      'Cosa fare:',
      '- leggi i fatti contestati e le date: la contestazione deve essere specifica e tempestiva;',
      '- rispondi entro il termine, per iscritto (conserva la prova dell’invio) o chiedendo un incontro con un rappresentante sindacale;',
      '- se arriva una sanzione, può essere impugnata entro 20 giorni davanti al collegio di conciliazione e arbitrato o davanti al giudice.',
    ],
    assumptions: [
      'La lettera caricata è letta come una contestazione disciplinare; il codice disciplinare del CCNL applicato indica quale sanzione corrisponde a ciascun fatto.',
    ],
    citations: [
      ...lawCitations(DISCIPLINE, DISCIPLINE.text),
      ...(first ? [citePassage(first, `Documento caricato: ${document.fileName}`)] : []),
    ],
    related: [],
  });
}

const STAYS_HOME =
  /\b(?:stare|restare|rimanere|essere|stia|resti) (?:a|in) casa\b|\bposso uscire\b|\buscire di casa\b|\breperibil\w*/;
const CERTIFICATE = /\bcertificat\w* (?:medic\w* )?di malattia\b|\battestato di malattia\b|\bprognosi\b/;

/**
 * "a che ore devo stare a casa?" beside an uploaded sickness certificate: the law's sick-check hours
 * (sickness-check.ts), which the labour subjects leave to a document's own questions. A polling station's
 * certificate asked for its rests: the rests it gives (document-polling-station.ts).
 */
export function certificateCheck(ctx: AgentContext): AgentAnswer | undefined {
  const polling = documentPollingStation(ctx);
  if (polling) return polling;
  const certificate = ctx.documents.some((d) => CERTIFICATE.test(fold(passagesText(d))));
  if (!certificate) return undefined;
  const question = readable(ctx.message);
  // Beside a certificate, staying home or going out asks the sick check itself ("devo stare a casa tutto il
  // giorno?", "posso uscire?").
  return sicknessCheckAnswer(STAYS_HOME.test(question) ? `${question} visita fiscale` : question);
}
