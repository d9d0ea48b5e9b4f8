import type { TaxYear } from './rules.js';
import type { SourceRef } from './steps.js';

/**
 * Where the national rules of each tax year come from, with Italian labels, the page's publication date (null:
 * "data non indicata") and the date the rule applies from. Official acts are cited by number; the page is the
 * one that was read (the official texts were not all reachable).
 */

const CUNEO_2025: SourceRef = {
  label:
    'Agenzia delle Entrate, circolare n. 4/E del 16 maggio 2025 (somma esente e ulteriore detrazione, L. 207/2024 art. 1 c. 4-9), sintesi di Edotto',
  url: 'https://www.edotto.com/articolo/circolare-42025-entrate-su-somma-integrativa-e-ulteriore-detrazione-per-i-lavoratori-dipendenti',
  published: null,
  appliesFrom: '2025-01-01',
};
const CUNEO_EXAMPLE: SourceRef = {
  label: 'Agenzia delle Entrate, circolare n. 4/E del 16 maggio 2025: esempio dei 62 giorni (Fisco7)',
  url: 'https://www.fisco7.it/2025/06/cuneo-fiscale-istruzioni-per-sostituti-dimposta-e-contribuenti/',
  published: '2025-06',
  appliesFrom: '2025-01-01',
};
const ART13: SourceRef = {
  label: 'Detrazione per lavoro dipendente, art. 13 TUIR (formula 2025, Commercialista e Fisco)',
  url: 'https://commercialistaefisco.it/2025/01/29/detrazioni-lavoro-dipendente-2025-calcolo-formula-simulazione-e-busta-paga',
  published: '2025-01-29',
  appliesFrom: '2025-01-01',
};
const INTEGRATIVO: SourceRef = {
  label: 'Trattamento integrativo, D.L. 3/2020 come modificato dalla L. 207/2024 (Euroconference News)',
  url: 'https://ecnews.it/detrazioni-e-trattamento-integrativo-per-i-lavoratori-dipendenti',
  published: null,
  appliesFrom: '2025-01-01',
};

export const SOURCES = {
  inps2025: {
    label:
      'INPS, circolare n. 26 del 30 gennaio 2025: prima fascia di retribuzione pensionabile 55.448 €, massimale 120.607 € (riportata da IC Software)',
    url: 'http://guide.icsoftware.it/2025/02/21/v-09-33-0-minimali-massimali-2025',
    published: '2025-02-21',
    appliesFrom: '2025-01-01',
  },
  inps2026: {
    label:
      'INPS, circolare n. 6 del 30 gennaio 2026: prima fascia di retribuzione pensionabile 56.224 €, massimale 122.295 € (sintesi Ascom Bologna)',
    url: 'https://ascom.bo.it/2026/02/06/limite-minimo-giornaliero-retribuzione',
    published: '2026-02-06',
    appliesFrom: '2026-01-01',
  },
  inps2026Sole: {
    label: 'INPS, circolare n. 6/2026: valori contributivi 2026 (NT+ Lavoro, Il Sole 24 Ore)',
    url: 'https://ntpluslavoro.ilsole24ore.com/art/aggiornati-minimali-e-massimali-retributivi-fini-contributivi-AIvjZDAB',
    published: null,
    appliesFrom: '2026-01-01',
  },
  employeeRate: {
    label: 'Aliquota IVS a carico del lavoratore 9,19% (regime generale; LeggiOggi)',
    url: 'https://www.leggioggi.it/2019/08/06/contributo-ivs-2019-calcolo-pagamento/',
    published: '2019-08-06',
    appliesFrom: null,
  },
  irpef2025: {
    label: 'Scaglioni IRPEF 23/35/43% resi strutturali dalla L. 207/2024 (Studio Cedalo)',
    url: 'https://studiocedalo.com/2025/01/31/legge-di-bilancio-2025-riduzione-del-cuneo-fiscale-per-i-lavoratori-dipendenti/',
    published: '2025-01-31',
    appliesFrom: '2025-01-01',
  },
  irpef2026: {
    label:
      'L. 30 dicembre 2025 n. 199 (Bilancio 2026), art. 1 c. 3: secondo scaglione IRPEF dal 35% al 33% (NT+ Fisco, Il Sole 24 Ore)',
    url: 'https://ntplusfisco.ilsole24ore.com/art/la-legge-bilancio-2026-prima-parte-AIgofjs',
    published: '2026-01-16',
    appliesFrom: '2026-01-01',
  },
  art13: ART13,
  // The floors of art. 13 c. 1 TUIR, in force since L. 147/2013 art. 1 c. 127 (law text quoted by Consulenza.it).
  art13Floors: {
    label:
      'Art. 13 c. 1 TUIR: detrazione effettivamente spettante non inferiore a 690 €, 1.380 € per i rapporti a tempo determinato (testo quotato da Consulenza.it)',
    url: 'https://consulenza.it/Contenuti/Articoli/Articolo/6398/lavoro-dipendente-detrazioni-fiscali-e-assenz',
    published: null,
    appliesFrom: '2014-01-01',
  },
  cuneo: CUNEO_2025,
  cuneoExample: CUNEO_EXAMPLE,
  integrativo: INTEGRATIVO,
  tfr: {
    label: 'TFR: quota annua retribuzione/13,5, rivalutazione 1,5% + 75% FOI, art. 2120 c.c. (ST Corporate)',
    url: 'https://stcorporate.it/?p=9096',
    published: null,
    appliesFrom: null,
  },
  tfrGuarantee: {
    label: 'TFR: contributo 0,50% al Fondo di garanzia detratto dalla quota, L. 297/1982 (MioStipendio)',
    url: 'http://m.miostipendio.it/1/trattamento_di_fine_rapporto_941298.html',
    published: null,
    appliesFrom: null,
  },
  domesticTfr: {
    label:
      "TFR del lavoro domestico: retribuzioni dell'anno (tredicesima e vitto e alloggio compresi) divise per 13,5, art. 40 CCNL (Patronato ACLI)",
    url: 'https://www.patronato.acli.it/mettiamo-nel-salvadanaio-il-tfr-dei-nostri-collaboratori-domestici/',
    published: null,
    appliesFrom: null,
  },
  tfrTax: {
    label:
      'Imposta sostitutiva del 17% sulla rivalutazione del TFR, L. 190/2014 c. 625 (Commercialista Telematico)',
    url: 'https://www.commercialistatelematico.com/articoli/2023/12/imposta-sulla-rivalutazione-tfr-prova-inflazione.html',
    published: '2023-12',
    appliesFrom: '2015-01-01',
  },
} satisfies Record<string, SourceRef>;

/**
 * Art. 12 TUIR (deductions for dependants) as amended by L. 207/2024 art. 1 c. 11, from 1 January 2025; no change
 * for 2026 was found (the Budget Law 2026 touches art. 16-ter, the cap on expenses, not art. 12). The official
 * texts (normattiva, Gazzetta Ufficiale) were not reachable: each page below quotes or summarises them.
 */
export const FAMILY_SOURCES = {
  law2025: {
    label:
      "L. 207/2024 (Bilancio 2025), art. 1 c. 11: nuovo art. 12 TUIR, 950 € per figlio di 21-29 anni (o disabile), 750 € solo per ascendenti conviventi (Euroconference News, testo dell'articolo)",
    url: 'https://www.ecnews.it/fiscale/in-pratica/guida-agli-adempimenti/le-nuove-detrazioni-per-carichi-di-famiglia',
    published: null,
    appliesFrom: '2025-01-01',
  },
  circular2025: {
    label:
      'Agenzia delle Entrate, circolare n. 4/E del 16 maggio 2025: figli a carico dal mese dei 21 anni al mese prima dei 30 (Scuolalink)',
    url: 'https://www.scuolalink.it/detrazioni-per-familiari-a-carico-2025-le-novita-della-ldb-nella-circolare-4-2025',
    published: null,
    appliesFrom: '2025-01-01',
  },
  spouseTable: {
    label:
      "Detrazione per il coniuge a carico, art. 12 c. 1 lett. a) e b) TUIR: 800 − 110 × reddito/15.000; 690 € da 15.000 a 40.000 con le maggiorazioni tra 29.000 e 35.200; 690 × (80.000 − reddito)/40.000; rapporti alla quarta cifra decimale (schema dell'Agenzia delle Entrate)",
    url: 'https://www.800979000.com/iframe/iframe_faq.php?id_utente=159048&idfaq=11308',
    published: '2012-02-22',
    appliesFrom: '2013-01-01',
  },
  spouse2025: {
    label: 'Detrazione coniuge a carico, importi 2025 (art. 12 TUIR non modificato per il coniuge)',
    url: 'https://www.pallacordarai.it/affari/09/14/hai-la-moglie-a-carico-ecco-gli-importi-aggiornati-delle-detrazioni-fiscali-che-ti-spettano',
    published: null,
    appliesFrom: '2025-01-01',
  },
  children: {
    label:
      'Figli a carico: 950 × (95.000 − reddito)/95.000, 95.000 aumentato di 15.000 per ogni figlio successivo al primo; 50% tra i genitori o 100% al genitore con reddito più alto (Ateneo Web)',
    url: 'https://ateneoweb.com/amp/approfondimenti/la-detrazione-irpef-per-i-figli-a-carico-2015.html',
    published: null,
    appliesFrom: null,
  },
  childrenSplit: {
    label:
      'Figli a carico: 50% tra i genitori non separati, 100% al richiedente se il coniuge è a carico (Studio Loscalzo)',
    url: 'https://loscalzo.it/le-detrazioni-fiscali-per-i-figli',
    published: null,
    appliesFrom: null,
  },
  childrenSince2022: {
    label:
      'D.Lgs. 230/2021 art. 10 c. 4 (assegno unico), dal 1° marzo 2022: niente detrazione per i figli sotto i 21 anni e niente maggiorazioni per figli disabili, sotto i 3 anni o famiglie numerose (Ratio Quotidiano)',
    url: 'https://www.ratioquotidiano.it/figli-carico-modello-redditi-pf-2024',
    published: null,
    appliesFrom: '2022-03-01',
  },
  ascendants: {
    label: 'Altri familiari a carico: 750 × (80.000 − reddito)/80.000 (Commercialisti.com)',
    url: 'http://www.commercialisti.com/domandaerisposta/come-si-calcola-la-detrazione-altri-familiari-a-carico-nelle-dichiarazioni/',
    published: null,
    appliesFrom: null,
  },
  months: {
    label:
      'Detrazioni per familiari rapportate ai mesi a carico: matrimonio a giugno, 7 mesi (Sky TG24, istruzioni del 730)',
    url: 'https://tg24.sky.it/economia/2021/06/12/modello-730-detrazioni-coniugi-carico',
    published: '2021-06-12',
    appliesFrom: null,
  },
  incomeLimits: {
    label:
      'Limite di reddito del familiare a carico: 2.840,51 €, 4.000 € per i figli fino a 24 anni (NT+ Fisco, Il Sole 24 Ore)',
    url: 'https://ntplusfisco.ilsole24ore.com/art/detrazioni-figli-solo-under-30-e-stop-contribuenti-stranieri-AGrsb6o',
    published: null,
    appliesFrom: '2025-01-01',
  },
  cap16ter: {
    label:
      'Art. 16-ter TUIR (L. 207/2024 art. 1 c. 10): il tetto vale per oneri e spese detraibili e per redditi oltre 75.000 €, non per le detrazioni per familiari (Adessonews)',
    url: 'https://info.adessonews.eu/2025/02/03/detrazione-fiscale-per-famiglie-con-redditi-elevati',
    published: '2025-02-03',
    appliesFrom: '2025-01-01',
  },
} satisfies Record<string, SourceRef>;

/** The sources cited under a net computed with dependants. */
export function familySources(): SourceRef[] {
  const f = FAMILY_SOURCES;
  return [f.law2025, f.circular2025, f.spouseTable, f.children, f.childrenSplit, f.ascendants, f.months];
}

export function ruleSources(year: TaxYear): SourceRef[] {
  return year === 2025
    ? [SOURCES.inps2025, SOURCES.employeeRate, SOURCES.irpef2025, ART13, CUNEO_2025, INTEGRATIVO]
    : [SOURCES.inps2026, SOURCES.employeeRate, SOURCES.irpef2026, ART13, CUNEO_2025, INTEGRATIVO];
}
