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
  tfrTax: {
    label:
      'Imposta sostitutiva del 17% sulla rivalutazione del TFR, L. 190/2014 c. 625 (Commercialista Telematico)',
    url: 'https://www.commercialistatelematico.com/articoli/2023/12/imposta-sulla-rivalutazione-tfr-prova-inflazione.html',
    published: '2023-12',
    appliesFrom: '2015-01-01',
  },
} satisfies Record<string, SourceRef>;

export function ruleSources(year: TaxYear): SourceRef[] {
  return year === 2025
    ? [SOURCES.inps2025, SOURCES.employeeRate, SOURCES.irpef2025, ART13, CUNEO_2025, INTEGRATIVO]
    : [SOURCES.inps2026, SOURCES.employeeRate, SOURCES.irpef2026, ART13, CUNEO_2025, INTEGRATIVO];
}
