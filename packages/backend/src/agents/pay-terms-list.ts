import type { LawFact } from './law-facts.js';

/**
 * The words consultants use every day, asked as a definition ("cos'è l'EDR?", "il superminimo è assorbibile?",
 * "che vuol dire una tantum?"): what the item is comes first, then the agreement's own figure when one is
 * named. Before, the reader took the word for an agreement topic and the answer asked which agreement applies,
 * or found no passage. Each definition with the pages it was read on (2026-11-23), labour press and
 * consultants' pages at most medium confidence.
 */
export interface PayTerm extends LawFact {
  /** The item's name, for the opening ("L'EDR (elemento distinto della retribuzione)"). */
  name: string;
  asked: RegExp;
  /** Words an agreement's passage uses for the item: its figure in the named agreement. */
  inAgreement: RegExp;
  /** A topic the agreements hold: with one named, the topic's own answer gives its figures. */
  agreementTopic?: true;
  /** The figure is the same whatever the agreement: "quanto vale?" alone is answered by it. */
  generalFigure?: true;
  /** The item's label among a level's pay components: its amount in the named agreement's tables. */
  component?: RegExp;
  /** Workers the item is not due to, and the sentence that says so when the question names them. */
  excluded?: { who: RegExp; line: string };
}

export const PAY_TERMS: readonly PayTerm[] = [
  {
    name: 'Il superminimo',
    asked: /\bsuperminim/,
    inAgreement: /superminim/i,
    figure: 'assorbibile',
    text: 'è la parte della retribuzione oltre il minimo tabellare del CCNL, concordata con il singolo lavoratore (o per un gruppo). Di regola è {figure}: quando il rinnovo del CCNL o un passaggio di livello alza il minimo, l’aumento può ridurre il superminimo della stessa cifra, e la retribuzione complessiva resta uguale finché il superminimo non è esaurito. Non è assorbibile se lo dice la lettera di assunzione o un accordo (superminimo «non assorbibile»), se è legato a meriti o mansioni particolari, o se un uso aziendale lo ha reso stabile: allora gli aumenti si sommano.',
    reference: 'principio di assorbimento (giurisprudenza di Cassazione); clausola del contratto individuale',
    sources: [
      {
        url: 'https://www.brocardi.it/massimario/79009.html',
        label:
          'Brocardi, massimario: il superminimo individuale è di norma assorbito dai successivi miglioramenti collettivi, salvo diversa pattuizione o uso aziendale',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://www.studiocassone.it/glossario/retribuzione-busta-paga/',
        label: 'Studio Cassone, glossario della busta paga: superminimi assorbibili e non assorbibili',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'L’EDR (elemento distinto della retribuzione)',
    generalFigure: true,
    asked: /\bedr\b|\be\.d\.r\b|\belemento distinto\b/,
    inAgreement: /\bEDR\b|elemento distinto/i,
    figure: '10,33 € lordi al mese per 13 mensilità',
    excluded: {
      who: /\bdirigent/,
      line: 'Ai dirigenti l’EDR **non spetta**: il Protocollo del 31 luglio 1992 lo riconosce a operai, impiegati e quadri del settore privato, esclusi i dirigenti.',
    },
    text: 'è una voce fissa della busta paga introdotta dal Protocollo del 31 luglio 1992, dal gennaio 1993, dopo l’abolizione della scala mobile (indennità di contingenza): vale {figure}, spetta a tutti i dipendenti del settore privato esclusi i dirigenti (apprendisti compresi), è soggetta a tasse e contributi e non cresce con i rinnovi. Molti CCNL la conglobano nel minimo o nella paga base, altri la espongono a parte.',
    reference: 'Protocollo interconfederale del 31 luglio 1992',
    sources: [
      {
        url: 'https://laborability.com/lavoro-in-pillole/cos-e-l-edr-in-busta-paga-e-chi-sono-i-lavoratori-che-ne-hanno-diritto',
        label:
          'Laborability: cos’è l’EDR in busta paga (10,33 € al mese per 13 mensilità, esclusi i dirigenti)',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://job.fanpage.it/cosa-e-l-e-d-r-in-busta-paga-e-il-terzo-elemento-della-retribuzione/',
        label: 'Fanpage Job: EDR in busta paga (Protocollo del 31 luglio 1992)',
        date: '2024-01-02',
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'L’indennità di contingenza',
    asked: /\bcontingenz/,
    inAgreement: /contingenz/i,
    component: /contingenz/i,
    figure: 'congelata dal 1992',
    text: 'è la voce che fino al 1992 adeguava la paga al costo della vita (la «scala mobile»): con il Protocollo del 31 luglio 1992 fra Governo e parti sociali il meccanismo è stato abolito e da allora si paga solo l’importo maturato fino ad allora: è {figure}. Per questo non cresce con i rinnovi: gli aumenti dei CCNL vanno sulla paga base (o sul minimo), e la contingenza resta la stessa per ogni livello. Molti CCNL l’hanno conglobata nel minimo; altri, come il Commercio, la espongono ancora a parte. A parziale compensazione il Protocollo del 1992 ha introdotto l’EDR (elemento distinto della retribuzione), 10,33 € al mese.',
    reference: 'Protocollo interconfederale del 31 luglio 1992',
    sources: [
      {
        url: 'https://wikilabour.it/dizionario/retribuzione/indennita-di-contingenza',
        label:
          'WikiLabour, dizionario: indennità di contingenza (fine del meccanismo con il Protocollo del 31 luglio 1992)',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://dizionari.simone.it/6/indennita-di-contingenza',
        label:
          'Dizionari Simone: indennità di contingenza, pagata nella misura del 31 luglio 1992, compensata in parte dall’EDR',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'L’elemento perequativo',
    generalFigure: true,
    asked: /\bperequativ/,
    inAgreement: /perequativ/i,
    figure: '485 € l’anno nel CCNL Metalmeccanici industria',
    text: 'è una somma annua, {figure}, pagata con la retribuzione di giugno ai lavoratori in forza al 1° gennaio delle aziende metalmeccaniche senza contrattazione di secondo livello (premio di risultato), che nell’anno prima hanno ricevuto solo gli importi del CCNL, senza superminimi, premi o altri compensi aggiuntivi (se li hanno avuti, spetta la differenza), in proporzione ai mesi di servizio dell’anno precedente. C’è anche nei CCNL metalmeccanici Confapi e delle cooperative, non in quello artigiano.',
    reference: 'CCNL Metalmeccanici industria, Titolo IV, art. 13',
    sources: [
      {
        url: 'https://confapiemilia.it/ccnl-metalmeccanici-elemento-perequativo-con-la-retribuzione-del-mese-di-giugno-2023',
        label:
          'Confapi Emilia: elemento perequativo con la retribuzione di giugno (in quali CCNL, a chi spetta)',
        date: '2023-06',
        confidence: 'medium',
      },
      {
        url: 'https://formazione-lavoro.eu/articolo-blog.php?cod=1935',
        label:
          'Formazione Lavoro: l’elemento perequativo nel CCNL Metalmeccanici, 485 € con la retribuzione di giugno',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://ntpluslavoro.ilsole24ore.com/art/ccnl-metalmeccanici-industria-giugno-elemento-perequativo-AH1X02w',
        label: 'Il Sole 24 Ore NT+ Lavoro: l’elemento perequativo con la retribuzione di giugno 2025',
        date: '2025-05',
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'L’una tantum',
    asked: /\buna ?tantum\b/,
    inAgreement: /una ?tantum/i,
    figure: 'una somma pagata una sola volta',
    text: 'è {figure} (anche in più rate) che il rinnovo di un CCNL riconosce per coprire il periodo tra la scadenza del contratto precedente e il rinnovo, al posto degli arretrati degli aumenti: spetta di norma a chi è in servizio alla firma del rinnovo, in proporzione ai mesi lavorati nel periodo coperto, e il CCNL di solito esclude che incida su altri istituti (TFR, tredicesima).',
    reference: 'clausole di rinnovo dei CCNL',
    sources: [
      {
        url: 'http://www.professionisti.it/enciclopedia/voce/1314/Retribuzione-una-tantum',
        label:
          'Professionisti.it (consulente del lavoro): retribuzione una tantum, a copertura dei periodi precedenti il rinnovo',
        date: '2012-01-18',
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'L’indennità di vacanza contrattuale (IVC)',
    asked: /\bvacanza contrattual|\bivc\b/,
    inAgreement: /vacanza contrattual|\bIVC\b/i,
    figure: 'un importo provvisorio',
    text: 'è {figure} che si aggiunge alla retribuzione nel periodo fra la scadenza di un CCNL e il suo rinnovo («vacanza contrattuale»), per non far perdere potere d’acquisto: è un anticipo degli aumenti del rinnovo, che di norma lo assorbono quando arriva. Nel settore privato spetta solo se il CCNL applicato la prevede, e nella misura che esso fissa; nel pubblico impiego è regolata per legge.',
    reference: 'contratti collettivi; per il pubblico impiego la legge di bilancio',
    sources: [
      {
        url: 'https://coverflex.com/it/glossario-retribuzione/indennita-vacanza-contrattuale',
        label: 'Coverflex, glossario della retribuzione: indennità di vacanza contrattuale',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://fiscomania.com/indennita-di-vacanza',
        label: 'Fiscomania: indennità di vacanza contrattuale, elemento provvisorio fra scadenza e rinnovo',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'Il terzo elemento',
    asked: /\bterzo elemento\b/,
    inAgreement: /terzo elemento/i,
    figure: 'una voce fissa della retribuzione',
    text: 'è {figure} prevista da alcuni CCNL (per esempio il terzo elemento nazionale del Commercio, o il terzo elemento provinciale dell’edilizia), che si somma a paga base e contingenza nel minimo mensile e conta come loro per tredicesima, quattordicesima e TFR.',
    reference: 'contratti collettivi',
    sources: [
      {
        url: 'https://job.fanpage.it/cosa-e-l-e-d-r-in-busta-paga-e-il-terzo-elemento-della-retribuzione/',
        label: 'Fanpage Job: EDR e terzo elemento in busta paga, voci fisse della retribuzione',
        date: '2024-01-02',
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'Gli scatti di anzianità',
    asked: /\bscatt\w* (?:di |d )?anzianita\b|^(?:e )?(?:gli )?scatti\b/,
    inAgreement: /scatt\w* di anzianit/i,
    agreementTopic: true,
    figure: 'aumenti periodici della retribuzione',
    text: 'sono {figure} che maturano con l’anzianità di servizio presso la stessa azienda: il CCNL fissa ogni quanto maturano (di solito ogni 2 o 3 anni), quanti sono al massimo e il loro importo, in cifra fissa per livello o in percentuale del minimo; si sommano alla retribuzione mensile e contano per tredicesima, ferie e TFR.',
    reference: 'contratti collettivi',
    sources: [
      {
        url: 'https://www.studiocassone.it/glossario/retribuzione-busta-paga/',
        label:
          'Studio Cassone, glossario della busta paga: scatti di anzianità, maturati con l’anzianità di servizio nella stessa azienda',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  {
    name: 'I ratei',
    asked: /\bratei\b|\brateo\b/,
    inAgreement: /\bratei?\b|\brateo\b/i,
    agreementTopic: true,
    figure: 'la quota che matura ogni mese',
    text: 'sono {figure} di un istituto pagato o goduto più avanti: un dodicesimo della tredicesima (e della quattordicesima, dove c’è) per ogni mese lavorato, e le ferie e i permessi (ROL, ex festività) maturati mese per mese; di norma il mese conta se si lavorano almeno 15 giorni. In busta paga si trovano nei contatori di ferie e permessi (maturati, goduti, residui) e, alla fine del rapporto, i ratei non ancora pagati si liquidano con le competenze finali.',
    reference: 'contratti collettivi',
    sources: [
      {
        url: 'https://laborability.com/lavoro-in-pillole/come-leggere-la-busta-paga-ferie-e-permessi',
        label: 'Laborability: come leggere la busta paga, ferie e permessi maturati, goduti e residui',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://www.metropolinotizie.it/2024/11/03/ferie-e-permessi-come-si-maturano-e-come-controllarli-nella-busta-paga/',
        label: 'Metropoli Notizie: ferie e permessi, come si maturano (mese con almeno 15 giorni di lavoro)',
        date: '2024-11-03',
        confidence: 'low',
      },
    ],
  },
  {
    name: 'Il welfare aziendale',
    generalFigure: true,
    asked: /\bwelfare\b|\bfringe benefit/,
    inAgreement: /welfare|flexible benefit|fringe benefit/i,
    figure: '1.000 € l’anno per dipendente, 2.000 € con figli a carico',
    text: 'è l’insieme di beni e servizi che l’azienda dà ai dipendenti al posto o in aggiunta alla retribuzione (buoni spesa e carburante, rimborsi di utenze, affitto o interessi del mutuo, servizi sanitari, di istruzione, assistenza). Per gli anni 2025, 2026 e 2027 i fringe benefit sono esenti da tasse e contributi fino a {figure} (il dipendente lo dichiara all’azienda); oltre la soglia tutto il valore diventa imponibile. Alcuni CCNL lo rendono obbligatorio (per esempio i Metalmeccanici).',
    reference: 'art. 51 TUIR; L. 207/2024, art. 1 c. 390-391',
    sources: [
      {
        url: 'https://ntpluslavoro.ilsole24ore.com/art/informativa-sindacati-beneficiare-fringe-benefit-limiti-piu-alti-AGuqYdTC',
        label: 'Il Sole 24 Ore NT+ Lavoro: fringe benefit 2025-2027, 1.000 € e 2.000 € con figli a carico',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://www.fgudipartimentouniversita.org/sito/news/94-news/1737-2025-02-18-16-20-56.html?device=xhtml',
        label:
          'FGU: fringe benefit nella legge di Bilancio 2025 (L. 207/2024), soglie per il 2025, 2026 e 2027',
        date: '2025-02-18',
        confidence: 'medium',
      },
    ],
  },
];
