import type { LawFact } from './law-facts.js';

/**
 * The NASpI unemployment benefit (D.Lgs. 22/2015, arts. 3–5) and the yearly figures INPS publishes for it.
 * Read on 2026-11-26: the law's text on the Gazzetta Ufficiale and Jurinote, the amendments of L. 234/2021, the
 * 2026 figures of INPS circ. n. 4 of 28 January 2026 as the labour press reported them the day it came out.
 */

/** The yearly reference pay (75% up to it, 25% of the excess) and the monthly ceiling, by year. */
export const NASPI_YEAR_VALUES: Record<number, { reference: number; max: number; circular: string }> = {
  2026: { reference: 1456.72, max: 1584.7, circular: 'INPS circ. n. 4 del 28 gennaio 2026' },
};

export const NASPI_RATES = { upToReference: 75, aboveReference: 25, monthlyCut: 3 } as const;

/** Art. 3: who has it; art. 3 c. 2: resigning for just cause and the agreed ending at the labour office too. */
export const NASPI_REQUIREMENTS: LawFact = {
  figure: 'almeno 13 settimane di contributi nei 4 anni precedenti',
  text: 'la NASpI spetta al lavoratore dipendente che ha perso il lavoro involontariamente (licenziamento, anche disciplinare, o scadenza del contratto a termine), è in stato di disoccupazione e ha {figure} l’inizio della disoccupazione (dal 2022 non servono più le 30 giornate di lavoro effettivo). Non spetta a chi si dimette volontariamente; spetta invece a chi si dimette per giusta causa (ad esempio per stipendi non pagati, molestie, demansionamento) e a chi risolve il rapporto consensualmente nella procedura di conciliazione presso l’Ispettorato territoriale del lavoro (art. 7 L. 604/1966). La domanda va presentata all’INPS, in via telematica, entro 68 giorni dalla fine del rapporto.',
  reference: 'D.Lgs. 22/2015, art. 3',
  sources: [
    {
      url: 'https://jurinote.it/doc/italia/dlgs/2015/22/3',
      label:
        'Jurinote: D.Lgs. 22/2015, art. 3 (Requisiti), testo vigente con il c. 1-bis (dal 1° gennaio 2022)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.risoluto.it/gli-speciali/miscellanea/naspi-2026-importo-massimo-novita-inps/amp',
      label:
        'Risoluto: NASpI 2026, requisiti invariati (13 settimane in 4 anni, escluse le dimissioni senza giusta causa)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** Art. 4, with the 2026 figures of INPS circ. 4/2026 and the cut as amended by L. 234/2021, art. 1 c. 221. */
export const NASPI_AMOUNT: LawFact = {
  figure: '75% della retribuzione media mensile fino a 1.456,72 €, più il 25% della parte che la supera',
  text: 'la NASpI è pari al {figure} (retribuzione di riferimento 2026), e non può superare 1.584,70 € al mese (importo massimo 2026). La retribuzione media mensile è quella imponibile ai fini previdenziali degli ultimi 4 anni, divisa per le settimane di contribuzione e moltiplicata per 4,33. Dal primo giorno del 6° mese di fruizione l’importo si riduce del 3% ogni mese (dall’8° mese per chi ha compiuto 55 anni alla data della domanda).',
  reference:
    'D.Lgs. 22/2015, art. 4 (c. 3 come modificato dalla L. 234/2021, art. 1 c. 221); INPS circ. n. 4 del 28 gennaio 2026',
  sources: [
    {
      url: 'https://ntpluslavoro.ilsole24ore.com/art/nel-2026-cig-mensile-netta-importo-massimo-134056-euro-AIjfuu6',
      label:
        'Il Sole 24 Ore NT+ Lavoro: circ. INPS 4/2026, NASpI retribuzione di riferimento 1.456,72 €, importo massimo 1.584,70 €',
      date: '2026-01-28',
      confidence: 'medium',
    },
    {
      url: 'https://www.scuolalink.it/naspi-2026-e-dis-coll-linps-fissa-i-nuovi-importi-massimi-delle-indennita',
      label:
        'Scuolalink: NASpI 2026, la circolare INPS n. 4 del 28 gennaio fissa riferimento e tetto mensile',
      date: '2026-02-02',
      confidence: 'medium',
    },
    {
      url: 'http://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.versione=1&art.idGruppo=1&art.flagTipoArticolo=0&art.codiceRedazionale=15G00036&art.idArticolo=4&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.dataPubblicazioneGazzetta=2015-03-06&art.progressivo=0',
      label: 'Gazzetta Ufficiale: D.Lgs. 22/2015, art. 4 (Calcolo e misura), 75% e 25% della differenza',
      date: '2015-03-06',
      confidence: 'medium',
    },
    {
      url: 'http://eurekaprevidenza.it/index.php/ppensioni/2014-04-06-08-10-35/pensione-anticipata/lavoratori-ai-quali-si-applica-la-normativa-previgente/1709-prestazioni-a-sostegno-del-reddito/cessazione-del-rapporto-di-lavoro/naspi/3421-calcolo-e-misura',
      label:
        'Eureka Previdenza: NASpI, riduzione del 3% dal 6° mese (dall’8° dai 55 anni) per le cessazioni dal 2022',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** Art. 5: half the weeks of contributions of the last 4 years, benefit weeks already paid left out. */
export const NASPI_DURATION: LawFact = {
  figure: 'metà delle settimane di contribuzione degli ultimi 4 anni',
  text: 'la NASpI dura per un numero di settimane pari alla {figure}, senza contare i periodi che hanno già dato luogo a una prestazione di disoccupazione; al massimo 24 mesi (104 settimane), che si raggiungono con 4 anni pieni di contributi.',
  reference: 'D.Lgs. 22/2015, art. 5',
  sources: [
    {
      url: 'https://www.risoluto.it/gli-speciali/miscellanea/naspi-2026-importo-massimo-novita-inps/amp',
      label: 'Risoluto: NASpI 2026, la durata resta pari alla metà delle settimane di contribuzione',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://studioconcorso.altervista.org/quanto-dura-la-naspi/',
      label:
        'Studio Concorso: quanto dura la NASpI (metà delle settimane degli ultimi 4 anni, massimo 24 mesi)',
      date: null,
      confidence: 'low',
    },
  ],
};

/**
 * The extra requirement of L. 207/2024, art. 1 c. 171 (for unemployment from 1 January 2025), as INPS circ. n. 98
 * of 5 June 2025 reads it: a worker who left a permanent job of their own will in the 12 months before losing the
 * next one involuntarily needs 13 weeks of contributions between the two endings.
 */
export const NASPI_AFTER_RESIGNATION: LawFact = {
  figure: 'almeno 13 settimane di contribuzione',
  text: 'dal 1° gennaio 2025, chi nei 12 mesi precedenti la perdita involontaria del lavoro si è dimesso (o ha risolto consensualmente) da un rapporto a tempo indeterminato ha diritto alla NASpI solo se ha {figure} tra le dimissioni e la cessazione involontaria; non contano le dimissioni per giusta causa, quelle nel periodo tutelato di maternità o paternità e le risoluzioni consensuali in sede di conciliazione. La regola non cambia l’importo né la durata della NASpI.',
  reference:
    'D.Lgs. 22/2015, art. 3, come modificato dalla L. 207/2024, art. 1 c. 171; INPS circ. n. 98 del 5 giugno 2025',
  sources: [
    {
      url: 'https://www.ateneoweb.com/notizie-lavoro/nuovo-requisito-contributivo-di-accesso-alla-naspi.html',
      label:
        'AteneoWeb: circ. INPS 98/2025, 13 settimane di contribuzione tra la cessazione volontaria e quella involontaria',
      date: '2025-06',
      confidence: 'medium',
    },
    {
      url: 'https://quifinanza.it/lavoro/indennita-disoccupazione-inps-requisiti/916309/',
      label:
        'QuiFinanza: NASpI dopo dimissioni da un tempo indeterminato nei 12 mesi precedenti, il requisito delle 13 settimane (circ. INPS 98/2025)',
      date: '2025-06',
      confidence: 'medium',
    },
    {
      url: 'https://beneggiassociati.com/legge-di-bilancio-2025-e-naspi-linps-definisce-il-nuovo-requisito-contributivo',
      label:
        'Beneggi Associati: L. 207/2024, art. 1 c. 171, e le esclusioni (giusta causa, maternità, conciliazione)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/** Leaving during the probation: the worker's own leaving is a resignation, the employer's ending is not. */
export const NASPI_PROBATION: LawFact = {
  figure: 'dimissioni volontarie',
  text: 'chi si dimette durante il periodo di prova dà {figure}: la perdita del lavoro non è involontaria e la NASpI non spetta; spetta invece, con i requisiti contributivi, se è il datore di lavoro a interrompere il rapporto per mancato superamento della prova, che conta come perdita involontaria.',
  reference: 'D.Lgs. 22/2015, art. 3; art. 2096 c.c.',
  sources: [
    {
      url: 'https://conciliazionilavoro.it/licenziamento-per-mancato-superamento-del-periodo-di-prova-spetta-la-naspi',
      label:
        'Conciliazioni Lavoro: NASpI dopo il mancato superamento della prova sì, dopo le dimissioni in prova no',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.cultureducazione.it/2024/06/05/naspi-spetta-anche-a-seguito-di-licenziamento-durante-il-periodo-di-prova/',
      label: 'Cultureducazione: NASpI e licenziamento durante il periodo di prova',
      date: '2024-06-05',
      confidence: 'low',
    },
  ],
};
