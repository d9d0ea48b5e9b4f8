import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { IN_PROBATION } from './topic-intents.js';

/**
 * Two sickness rules asked in employees' words: a relapse of the same illness within 30 days of going back to
 * work continues the first event (INPS, no new waiting days), later it is a new event; sickness during a
 * Commercio probation counted in days of actual work moves the probation's end forward. Read 2026-11-29.
 */

/** INPS message n. 19405/2011: relapse within 30 days of returning to work continues the same event. */
const RELAPSE: LawFact = {
  figure: '30 giorni dalla ripresa del lavoro',
  text: 'per l’INPS, se dopo il rientro al lavoro ti riammali per la stessa malattia (o per una causa collegata) entro {figure}, è una ricaduta: la nuova assenza è la continuazione dello stesso evento, il medico lo indica nel certificato e i 3 giorni di carenza non si applicano di nuovo; l’indennità riprende dal punto in cui era arrivata. Dopo 30 giorni, o per una malattia diversa, è un nuovo evento, con una nuova carenza.',
  reference: 'INPS, messaggio n. 19405 del 2011',
  sources: [
    {
      url: 'https://www.fimmgvicenza.org/index.php/notizie/104-istruzioni-inps-su-certificato-medico-per-ricaduta-in-malattia.html',
      label:
        'FIMMG Vicenza: istruzioni INPS su certificato medico per ricaduta in malattia (messaggio n. 19405/2011)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** CCNL Commercio art. 121: the probation below Quadri and 1st level is counted in days of actual work. */
const PROBATION_SICKNESS: LawFact = {
  figure: 'giorni di lavoro effettivo',
  text: 'nel CCNL Commercio il periodo di prova (art. 121) si conta in {figure} per i livelli dal 2° al 7°: i giorni di malattia non sono lavoro effettivo, quindi non si computano e la scadenza della prova slitta in avanti di altrettanti giorni (per Quadri e 1° livello la prova è di 6 mesi di calendario).',
  reference: 'CCNL Commercio, art. 121',
  sources: [
    {
      url: 'https://fiscoetasse.com/index.php/amp/approfondimenti/16274-periodo-di-prova-nel-contratto-collettivo-nazionale-del-commercio-ccnl-commercio.html',
      label: 'Fisco e Tasse: periodo di prova nel CCNL Commercio (art. 121)',
      date: '2024-09-10',
      confidence: 'medium',
    },
    {
      url: 'http://www.avvocatoetzi.com/lavvocato-risponde/periodo-di-prova',
      label: 'Avvocato Etzi: in caso di malattia il periodo di prova è sospeso (CCNL Commercio)',
      date: null,
      confidence: 'low',
    },
  ],
};

const SICK = /\bmalatti\w*|\bammal\w*|\bri+am+al\w*|\binfluenz\w*|\bfebbre\b|\bbronchit\w*/;
const RELAPSE_TOLD =
  /\bri+am+al\w*|\bricadut\w*|\brim(?:ett|ess)\w* in malattia\b|\bdi nuovo in malattia\b|\bstess[oa] (?:malattia|patologia|bronchit\w*|problema|motivo|cosa|influenza)\b/;
const BACK_TO_WORK = /\brientr\w*|\brientro\b|\btornat[oa] (?:al|a) lavor\w*|\bripres\w*|\bripreso\b/;
const AFTER = /\bdopo (\w+) (giorn\w*|settiman\w*|mes[ei])\b/;
const PROBATION_RUNS =
  /\bscorr\w*|\bsi ferm\w*|\bsospes\w*|\bsi sospend\w*|\bslitt\w*|\bcontinua\w*|\bconta\w*|\bcomput\w*|\bprosegu\w*|\ballung\w*/;
const COMMERCE = /\bcommercio\b|\bterziario\b|\bconfcommercio\b|\bnegozio\b/;

function daysAfter(text: string): number | undefined {
  const m = AFTER.exec(text);
  const n = m?.[1] ? countValue(m[1]) : undefined;
  if (n === undefined || !m?.[2]) return undefined;
  return m[2].startsWith('settiman') ? n * 7 : m[2].startsWith('mes') ? n * 30 : n;
}

/** The answer to a relapse or a sickness in a Commercio probation, or undefined. */
export function sickRelapseProbationAnswer(message: string, agreement?: string): AgentAnswer | undefined {
  const text = readable(message);
  if (!SICK.test(text)) return undefined;
  if (RELAPSE_TOLD.test(text) && BACK_TO_WORK.test(text) && !/\bquant[oaie]\b/.test(text)) {
    const days = daysAfter(text);
    const rule = RELAPSE.text.replace('{figure}', RELAPSE.figure);
    const opening =
      days === undefined
        ? `Dipende da quando ti riammali: entro ${bold('30 giorni dal rientro')} per la stessa malattia è una ${bold('continuazione dello stesso evento')} (niente nuova carenza); dopo 30 giorni è un ${bold('nuovo evento')}, con una nuova carenza (${RELAPSE.reference}).`
        : days <= 30
          ? `${bold('No')}: ricadere nella stessa malattia ${days} giorni dopo il rientro, entro ${bold('30 giorni')}, è la ${bold('continuazione dello stesso evento')}, non una malattia nuova: i 3 giorni di carenza non si ricontano (${RELAPSE.reference}).`
          : `${bold('Sì')}, cambia: dopo ${days} giorni dal rientro, oltre i ${bold('30 giorni')}, è un ${bold('nuovo evento')} di malattia, anche se la malattia è la stessa: si riparte con una nuova carenza di 3 giorni e conta come un altro evento dell’anno (${RELAPSE.reference}).`;
    return compose({
      answer: opening,
      steps: [`La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`],
      assumptions: [
        'Lavoratore dipendente con indennità di malattia INPS; chi paga i giorni di carenza lo dice il CCNL applicato.',
      ],
      citations: lawCitations(RELAPSE, rule),
      related: ['Chi paga i primi 3 giorni di malattia nel CCNL Commercio?'],
    });
  }
  const commerce = COMMERCE.test(text) || /commercio|terziario/i.test(agreement ?? '');
  if (IN_PROBATION.test(text) && commerce && PROBATION_RUNS.test(text)) {
    const rule = PROBATION_SICKNESS.text.replace('{figure}', PROBATION_SICKNESS.figure);
    return compose({
      answer: `${bold('Si ferma')}: nel CCNL Commercio la prova si conta in ${bold('giorni di lavoro effettivo')}, e i giorni di malattia non si computano; la prova resta ${bold('sospesa')} durante la malattia e la sua scadenza slitta di altrettanti giorni (${PROBATION_SICKNESS.reference}).`,
      steps: [`La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`],
      assumptions: [
        'Livello dal 2° al 7°; per Quadri e 1° livello la prova è di 6 mesi di calendario e il CCNL non la conta in giorni di lavoro.',
      ],
      citations: lawCitations(PROBATION_SICKNESS, rule),
      related: ['Quanto dura il periodo di prova nel CCNL Commercio?'],
    });
  }
  return undefined;
}
