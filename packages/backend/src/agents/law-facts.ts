import type { Citation } from './answer.js';

/**
 * Rules of the law (not of an agreement) that questions on leave and on an employer's extra contributions
 * ask for. Each with the pages it was read on (2026-11-22), their dates and the confidence their kind allows:
 * labour-law press and consultants are at most medium (packages/backend/data/README.md).
 */
export interface LawFact {
  /** What the rule is, for the answer's opening: the figure in it is bolded by the caller. */
  text: string;
  figure: string;
  reference: string;
  /** The law's own text (normattiva) is high; labour-law press and consultants at most medium. */
  sources: { url: string; label: string; date: string | null; confidence: 'high' | 'medium' | 'low' }[];
}

export const LAW_LEAVE_FACTS = {
  maternity: {
    figure: '5 mesi, pagati all’80% della retribuzione',
    text: 'il congedo di maternità dura {figure}: di norma i 2 mesi prima della data presunta del parto e i 3 mesi dopo (con la flessibilità 1 + 4); l’indennità è pagata dall’INPS, anticipata in busta paga dal datore di lavoro.',
    reference: 'D.Lgs. 151/2001, artt. 16, 20 e 22',
    sources: [
      {
        url: 'http://www.informafamiglie.it/documenti-e-pratiche/congedo-di-maternita-e-paternita',
        label: 'Informafamiglie: congedo di maternità e paternità',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://jobspa.it/blog/congedo-di-maternita-congedo-di-paternita',
        label: 'JobSpa: congedo di maternità e di paternità',
        date: null,
        confidence: 'low',
      },
    ],
  },
  paternity: {
    figure: '10 giorni lavorativi, pagati al 100% della retribuzione',
    text: 'il congedo di paternità obbligatorio dura {figure} (20 in caso di parto plurimo), con contribuzione figurativa; va preso tra i 2 mesi prima e i 5 mesi dopo il parto.',
    reference: 'D.Lgs. 151/2001, art. 27-bis (D.Lgs. 105/2022)',
    sources: [
      {
        url: 'https://ntplusentilocaliedilizia.ilsole24ore.com/art/dall-inps-istruzioni-il-congedo-paternita-obbligatorio-madre-intenzionale-AH7FddGC',
        label: 'Il Sole 24 Ore NT+: istruzioni INPS sul congedo di paternità obbligatorio',
        date: '2025-08-25',
        confidence: 'medium',
      },
    ],
  },
  parental: {
    figure: '3 mesi pagati all’80%, 6 mesi al 30%',
    text: 'il congedo parentale si può usare fino ai 14 anni del figlio (dal 1° gennaio 2026; prima il limite era 12 anni) e dura in tutto fino a 10 mesi per la coppia (11 mesi se il padre ne prende almeno 3): dal 2025 {figure} (entro i 6 anni del figlio, per chi ha finito il congedo obbligatorio dopo il 31 dicembre 2024), gli ultimi mesi non pagati salvo limiti di reddito.',
    reference:
      'D.Lgs. 151/2001, artt. 32 e 34; L. 207/2024, art. 1 c. 217-218; L. 199/2025, art. 1 c. 219; INPS circ. 95/2025',
    sources: [
      {
        url: 'https://ntpluslavoro.ilsole24ore.com/art/per-congedi-parentali-l-eta-massima-figli-passa-12-14-anni-AIPqeVi',
        label:
          'Il Sole 24 Ore NT+: per i congedi parentali l’età massima dei figli passa da 12 a 14 anni (L. 199/2025)',
        date: '2026-01-06',
        confidence: 'medium',
      },
      {
        url: 'https://www.ecoblog.it/2025/06/26/congedo-parentale-occhio-alle-nuove-regole-inps-nuove-soglie-e-indennizzi-con-la-legge-di-biliancio-2025/',
        label: 'Ecoblog: congedo parentale, le regole INPS della legge di Bilancio 2025 (circ. 95/2025)',
        date: '2025-06-26',
        confidence: 'medium',
      },
      {
        url: 'https://soloscuola.it/2025/05/26/congedo-parentale-le-novita-della-legge-di-bilancio-2025-spiegate-dallinps',
        label: 'Soloscuola: congedo parentale, le novità della legge di Bilancio 2025 spiegate dall’INPS',
        date: '2025-05-26',
        confidence: 'medium',
      },
      {
        url: 'https://berettajob.it/congedo-parentale-per-i-padri',
        label: 'Beretta Job: i mesi di congedo parentale spettano entro i 12 anni di vita dei figli',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  disability: {
    figure: '3 giorni al mese di permesso retribuito',
    text: 'il lavoratore con disabilità grave, o il familiare che lo assiste (genitore, coniuge, unito civilmente o convivente, parente o affine entro il 2° grado, entro il 3° in alcuni casi), ha {figure}, anche continuativi o a ore; il lavoratore disabile può scegliere invece un permesso di 2 ore al giorno (1 ora se l’orario giornaliero è inferiore a 6 ore). L’indennità è dell’INPS, anticipata in busta paga dal datore di lavoro.',
    reference: 'L. 104/1992, art. 33 c. 3 e 6',
    sources: [
      {
        url: 'https://www.leggioggi.it/permessi-104-il-datore-puo-chiedere-di-programmarli/',
        label: 'LeggiOggi: permessi 104, chi ne ha diritto e se il datore può chiederne la programmazione',
        date: '2026-02-27',
        confidence: 'medium',
      },
      {
        url: 'https://www.trend-online.com/diritto/legge-104-permessi-retribuiti/',
        label: 'Trend Online: legge 104, i giorni di permesso retribuito',
        date: null,
        confidence: 'low',
      },
      {
        url: 'https://pazienti.ail.it/i-permessi-lavorativi',
        label:
          'AIL: permessi lavorativi, 3 giorni al mese o 2 ore al giorno (1 ora sotto le 6 ore) per il lavoratore disabile',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  // Read on normattiva on 2026-11-26: the law's text is the primary source.
  breastfeeding: {
    figure: '2 riposi di 1 ora al giorno (2 ore)',
    text: 'nel primo anno di vita del bambino la lavoratrice madre ha {figure}, anche cumulabili, quando l’orario giornaliero è di almeno 6 ore; con un orario giornaliero inferiore a 6 ore il riposo è uno solo, di 1 ora. I riposi sono ore lavorative a tutti gli effetti (durata e retribuzione): l’indennità è dell’INPS, anticipata in busta paga dal datore di lavoro. Sono di mezz’ora ciascuno se la madre usa l’asilo nido aziendale; in caso di parto plurimo le ore raddoppiano. Gli stessi riposi spettano anche al padre lavoratore dipendente quando i figli sono affidati a lui solo, quando la madre lavoratrice dipendente non se ne avvale, quando la madre non è lavoratrice dipendente (lavoratrice autonoma, libera professionista; anche casalinga secondo il Consiglio di Stato) o in caso di morte o grave infermità della madre.',
    reference: 'D.Lgs. 151/2001, artt. 39, 40, 41 e 43',
    sources: [
      {
        url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-03-26;151~art39',
        label: 'Normattiva: D.Lgs. 26 marzo 2001, n. 151, art. 39 (riposi giornalieri della madre)',
        date: '2001-03-26',
        confidence: 'high',
      },
      // Art. 40 (riposi giornalieri del padre), lett. a-d, as quoted by the Consiglio di Stato ruling 4293/2008
      // read on 2026-12-01 (INPDAP note 23/2011): the mother "non lavoratrice dipendente" includes the self-employed.
      {
        url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-03-26;151~art40',
        label: 'Normattiva: D.Lgs. 26 marzo 2001, n. 151, art. 40 (riposi giornalieri del padre)',
        date: '2001-03-26',
        confidence: 'high',
      },
    ],
  },
  // D.Lgs. 151/2001, art. 42 c. 5, 5-bis and 5-quinquies (text of D.Lgs. 119/2011), read on 2026-11-29: the
  // leave "non rileva ai fini della maturazione delle ferie, della tredicesima mensilità e del TFR".
  disability_leave: {
    figure: '2 anni (24 mesi) nell’arco della vita lavorativa',
    text: 'il familiare convivente che assiste una persona con disabilità grave accertata (legge 104), nell’ordine il coniuge o la parte dell’unione civile, poi i genitori, i figli, i fratelli e le sorelle, i parenti e affini entro il 3° grado, ha diritto a un congedo straordinario retribuito di {figure} per ciascuna persona assistita, continuativo o frazionato a giorni interi, da concedere entro 60 giorni dalla richiesta; l’indennità è pari all’ultima retribuzione (voci fisse e continuative) entro un tetto annuo, pagata dall’INPS e anticipata in busta paga dal datore di lavoro, con contributi figurativi. Nei mesi di congedo non maturano ferie, tredicesima e TFR (art. 42 c. 5-quinquies).',
    reference: 'D.Lgs. 151/2001, art. 42 c. 5, 5-bis e 5-quinquies',
    sources: [
      {
        url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-03-26;151~art42',
        label: 'Normattiva: D.Lgs. 26 marzo 2001, n. 151, art. 42 (congedo straordinario per l’assistenza)',
        date: '2011-07-18',
        confidence: 'high',
      },
      {
        url: 'https://www.studiolegalerigoni.eu/congedo-straordinario-e-permessi-retribuiti/',
        label: 'Studio legale Rigoni: congedo straordinario ex art. 42 c. 5, durata complessiva di 2 anni',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'http://avvingrassiadirittolavoro.blogspot.com/2016/03/come-e-disciplinato-il-congedo.html',
        label:
          'Blog di un avvocato giuslavorista: art. 42 c. 5-bis, due anni per persona e nell’arco della vita lavorativa',
        date: '2016-03-02',
        confidence: 'low',
      },
    ],
  },
  // Colf, carers and baby-sitters are left out of the 104 permits (read on 2026-11-24).
  disability_domestic: {
    figure: 'non spettano',
    text: 'ai lavoratori domestici {figure} i permessi 104 (i permessi retribuiti della legge 104), né per sé né per assistere un familiare: la norma esclude gli addetti ai lavori domestici e familiari (colf, badanti, baby-sitter), come i lavoratori a domicilio e gli agricoli a giornata.',
    reference: 'L. 104/1992, art. 33',
    sources: [
      {
        url: 'https://www.investireoggi.it/fisco/i-permessi-104-spettano-anche-ai-lavoratori-part-time/',
        label:
          'InvestireOggi: i permessi 104 spettano anche ai lavoratori part-time (esclusi gli addetti ai lavori domestici e familiari)',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  gender_violence: {
    figure: '90 giorni nell’arco di 3 anni, pagati al 100% della retribuzione',
    text: 'la lavoratrice inserita in un percorso di protezione per violenza di genere, certificato dai servizi sociali del comune, da un centro antiviolenza o da una casa rifugio, può astenersi dal lavoro per {figure} (le voci fisse e continuative, anticipate dal datore di lavoro e rimborsate dall’INPS), con contributi figurativi e un preavviso di almeno 7 giorni.',
    reference: 'D.Lgs. 80/2015, art. 24',
    sources: [
      {
        url: 'https://www.inps.it/nuovoportaleinps/default.aspx?itemDir=52401&comments=true',
        label:
          'INPS: congedo indennizzato per le donne vittime di violenza di genere (90 giorni in tre anni)',
        date: null,
        confidence: 'high',
      },
      {
        url: 'https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.progressivo=0&art.idArticolo=24&art.versione=1&art.codiceRedazionale=15G00094&art.dataPubblicazioneGazzetta=2015-06-24&art.idGruppo=0&art.idSottoArticolo1=10&art.idSottoArticolo=1&art.flagTipoArticolo=0',
        label:
          'Gazzetta Ufficiale: D.Lgs. 80/2015, art. 24 (testo originario: tre mesi, indennità pari all’ultima retribuzione)',
        date: '2015-06-24',
        confidence: 'high',
      },
    ],
  },
  child_sickness: {
    figure:
      'per tutta la durata della malattia fino ai 3 anni del figlio, 10 giorni lavorativi l’anno dai 3 ai 14 anni',
    text: 'i genitori, alternativamente, possono assentarsi per la malattia di ciascun figlio {figure} (dal 1° gennaio 2026; prima 5 giorni dai 3 agli 8 anni), con il certificato del medico; per legge i giorni sono non retribuiti (non li paga né il datore di lavoro né l’INPS), ma sono coperti da contributi.',
    reference: 'D.Lgs. 151/2001, artt. 47 e 49; L. 199/2025, art. 1 c. 220',
    sources: [
      {
        url: 'https://ntpluslavoro.ilsole24ore.com/art/per-congedi-parentali-l-eta-massima-figli-passa-12-14-anni-AIPqeVi',
        label:
          'Il Sole 24 Ore NT+: malattia del figlio tra 3 e 14 anni, 10 giorni lavorativi l’anno (L. 199/2025)',
        date: '2026-01-06',
        confidence: 'medium',
      },
      {
        url: 'https://www.mysolution.it/lavoro/approfondimenti/circolare-monografica/2026/02/congedi-per-malattia-dei-figli-dal-2026-tutela-piu-ampia',
        label:
          'MySolution: congedi per malattia dei figli dal 2026, da 5 a 10 giorni e fascia 3-14 anni (c. 220)',
        date: '2026-02',
        confidence: 'medium',
      },
      {
        url: 'https://famiglia.governo.it/it/politiche-e-attivita/famiglia/conciliazione-famiglia-lavoro/altri-strumenti/congedo-per-malattia-figlio/',
        label: 'Dipartimento per le politiche della famiglia: congedo per malattia del figlio',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://www.studiocassone.it/glossario/assenze-per-malattia-del-figlio/',
        label: 'Studio Cassone: assenze per malattia del figlio (né retribuite né indennizzate dall’INPS)',
        date: null,
        confidence: 'low',
      },
    ],
  },
  blood_donation: {
    figure: 'l’intera giornata della donazione di riposo, con la normale retribuzione',
    text: 'il lavoratore dipendente che dona gratuitamente il sangue (almeno 250 grammi, in un centro autorizzato) ha diritto a {figure} (24 ore dal momento in cui lascia il lavoro); la paga il datore di lavoro, che ne chiede il rimborso all’INPS con il certificato del centro trasfusionale. Vale anche per i lavoratori domestici (colf e badanti): la famiglia chiede il rimborso dal portale INPS, servizio «Donazione sangue».',
    reference: 'L. 584/1967; L. 219/2005, art. 8',
    sources: [
      {
        url: 'https://ntpluslavoro.ilsole24ore.com/art/AEqT4ONB?uuid=AEqT4ONB',
        label:
          'Il Sole 24 Ore NT+: donazione di sangue, la giornata libera spetta anche al lavoratore domestico',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://aldodomenicoficara.blogspot.com/2016/10/permessi-per-donazione-sangue.html',
        label: 'Blog di un consulente: permessi per donazione di sangue (250 grammi, 24 ore, rimborso INPS)',
        date: '2016-10',
        confidence: 'low',
      },
    ],
  },
  election_duty: {
    figure: 'una quota di retribuzione in più o un giorno di riposo compensativo',
    text: 'per ogni giorno festivo o non lavorativo passato al seggio (la domenica, il sabato della settimana corta) il presidente, il segretario, lo scrutatore o il rappresentante di lista ha diritto a {figure}, da godere subito dopo le operazioni; può assentarsi per tutta la loro durata, e i giorni che sarebbero stati lavorativi sono pagati con la retribuzione normale, come giorni lavorati. Il servizio oltre la mezzanotte dà diritto all’intera giornata successiva.',
    reference: 'D.P.R. 361/1957, art. 119 (L. 53/1990, art. 11); L. 69/1992, art. 1',
    sources: [
      {
        url: 'http://quotidianolavoro.ilsole24ore.com/art/rapporto-lavoro/2018-02-27/4-marzo-2018-elezioni-politiche-e-regionali-permessi-elettorali-e-recarsi-votare-122902.php?uuid=AEuoih7D',
        label:
          'Il Sole 24 Ore, Quotidiano del Lavoro: retribuzioni o riposi compensativi per i dipendenti ai seggi',
        date: '2018-02-27',
        confidence: 'medium',
      },
      {
        url: 'https://www.studiogambalonga.it/centro-studi/pubblicazioni/206',
        label: 'Studio Gambalonga (consulenti del lavoro): presidenti di seggio e scrutatori, la paga',
        date: '2022-09-26',
        confidence: 'medium',
      },
      {
        url: 'https://studiotrincaassociato.com/site/archives/159',
        label: 'Studio Trinca: assenze per le operazioni elettorali e riposo compensativo (Cass. 11830/2001)',
        date: null,
        confidence: 'medium',
      },
    ],
  },
} as const satisfies Record<string, LawFact>;

/**
 * L. 53/2000, art. 4 c. 1 and D.M. 278/2000: the paid leave for a death in the family that every employee has,
 * whatever the agreement (agreements may add days: theirs are in the knowledge base). Read on 2026-11-23.
 */
export const BEREAVEMENT_LAW: LawFact = {
  figure: '3 giorni lavorativi di permesso retribuito all’anno',
  text: 'ogni lavoratore dipendente ha {figure} per la morte (o la documentata grave infermità) del coniuge, anche separato, o della parte dell’unione civile, di un parente entro il secondo grado anche non convivente (genitori, figli, fratelli e sorelle, nonni, nipoti figli dei figli) o del convivente stabile; i giorni si prendono entro 7 giorni dal decesso, festivi e non lavorativi esclusi, avvisando prima il datore di lavoro, e sono pagati dal datore.',
  reference: 'L. 53/2000, art. 4 c. 1; D.M. 278/2000, art. 1',
  sources: [
    {
      url: 'https://inca.it/salute-e-benessere/288-congedi-per-eventi-e-cause-particolari.html',
      label: 'INCA CGIL: congedi per eventi e cause particolari (tre giorni di permesso retribuito all’anno)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://formazione-lavoro.eu/articolo-blog.php?cod=1791',
      label: 'Formazione Lavoro: permessi per lutto e grave infermità (art. 4 L. 53/2000), chi ne ha diritto',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://flcgilfrosinonelatina.it/2020/10/29/4180',
      label: 'FLC CGIL Frosinone-Latina: art. 4 c. 1 L. 53/2000 e D.M. 278/2000',
      date: '2020-10-29',
      confidence: 'medium',
    },
  ],
};

/** The dismissal ticket (art. 2 c. 31 L. 92/2012): 41% of the monthly NASpI ceiling per 12 months, 3 at most. */
export const DISMISSAL_TICKET = {
  ratePct: 41,
  byYear: {
    2025: { ceiling: null, perYear: 640.76, max: 1922.28 },
    2026: { ceiling: 1584.7, perYear: 649.73, max: 1949.19 },
  } as Record<number, { ceiling: number | null; perYear: number; max: number }>,
  reference: 'L. 92/2012, art. 2 c. 31; INPS circ. 4 del 28 gennaio 2026',
  sources: [
    {
      url: 'https://www.ratioquotidiano.it/aumenta-il-ticket-licenziamento-nel-2026',
      label: 'Ratio Quotidiano: aumenta il ticket licenziamento nel 2026',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.partitaiva.it/importo-ticket-licenziamento-2026',
      label: 'PartitaIVA.it: importo del ticket di licenziamento 2026 (e 2025)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.studiomajolino.it/importo-2026-del-ticket-licenziamento',
      label: 'Studio Majolino: importo 2026 del ticket licenziamento',
      date: '2026-02-05',
      confidence: 'medium',
    },
  ],
} as const;

/** A law fact's sources as citations. */
export function lawCitations(
  fact: { reference: string; sources: readonly LawFact['sources'][number][] },
  text: string,
): Citation[] {
  return fact.sources.map((s) => ({
    ccnl: 'Legge',
    article: fact.reference,
    text,
    url: s.url,
    date: s.date,
    confidence: s.confidence,
  }));
}

/** How the RAL is worked out: the monthly gross times the agreement's monthly payments. */
export const RAL_HOW: LawFact = {
  figure: 'la retribuzione lorda mensile moltiplicata per il numero di mensilità del contratto',
  text: 'la RAL (retribuzione annua lorda) è {figure} (13, o 14 dove il CCNL prevede la quattordicesima). La retribuzione mensile comprende le voci fisse: minimo tabellare (con contingenza ed EDR dove ci sono), scatti di anzianità, superminimo e indennità fisse. Restano fuori le voci variabili e quelle che non sono retribuzione: straordinari, premi di risultato, buoni pasto, trasferte e rimborsi spese, la quota di TFR e i contributi a carico del datore di lavoro. È un importo al lordo dei contributi INPS e delle imposte del lavoratore.',
  reference: 'prassi di busta paga; mensilità fissate dal CCNL applicato',
  sources: [
    {
      url: 'https://laborability.com/busta-paga/retribuzione-annua-lorda-ral',
      label: 'Laborability: retribuzione annua lorda (RAL), lordo mensile per le mensilità contrattuali',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.newsbiella.it/2024/04/12/leggi-notizia/argomenti/ultimora/articolo/retribuzione-annua-lorda-cose-e-come-si-calcola-tutte-le-info.html',
      label: 'Adnkronos (NewsBiella): retribuzione annua lorda, cos’è e come si calcola',
      date: '2024-04-12',
      confidence: 'medium',
    },
  ],
};

/** Art. 2096 c.c. c. 3 and L. 604/1966 art. 10: leaving during the probation needs no notice nor reason. */
export const PROBATION_LEAVING: LawFact = {
  figure: 'senza preavviso, senza indennità e senza dover dare una motivazione',
  text: 'durante il periodo di prova ciascuna delle parti (il datore di lavoro come il lavoratore) può recedere dal contratto {figure}, salvo che il patto fissi una durata minima della prova: in quel caso non prima della sua scadenza. Le regole sui licenziamenti individuali non si applicano finché la prova non supera i 6 mesi. Il licenziamento si può contestare solo se la prova non è stata davvero consentita (per durata o modalità), se è stata superata, o se il motivo è illecito (discriminatorio, ritorsivo); l’onere della prova è del lavoratore. Il patto di prova deve essere scritto, altrimenti non vale.',
  reference: 'art. 2096 c.c., c. 3; L. 604/1966, art. 10',
  sources: [
    {
      url: 'https://ius.giuffrefl.it/dettaglio/6340436/recesso-dal-rapporto-durante-il-periodo-di-prova',
      label: 'Giuffrè IUS Lavoro: recesso dal rapporto durante il periodo di prova',
      date: '2015-03-30',
      confidence: 'medium',
    },
    {
      url: 'https://impresalavoro.eu/licenziamento-e-dimissioni/licenziamento-durante-il-periodo-di-prova.html',
      label: 'ImpresaLavoro: licenziamento durante il periodo di prova (art. 2096 c.c., Cassazione)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://soldielavoro.net/patto-di-prova-e-recesso',
      label: 'Soldi e Lavoro: patto di prova e recesso',
      date: null,
      confidence: 'low',
    },
  ],
};
