import { euro } from '../kb/format.js';
import { type Threshold, type ThresholdId, thresholdAt } from '../payroll/benefit-thresholds.js';
import type { BenefitTaxRequest } from '../reader/benefit-tax.js';
import type { CarFacts } from '../reader/company-car.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold, type Composition, table } from './compose.js';

/**
 * Cars under art. 51 TUIR. A company car in mixed use: its fringe benefit is a share of the ACI cost of 15.000 km
 * (c. 4 lett. a), the share set by the fuel for cars given from 2025 (L. 207/2024 c. 48), by the CO2 emissions
 * for cars given until 2024 or ordered by 31/12/2024 and delivered by 30/6/2025 (D.L. 19/2025). The worker's own
 * car in a business trip: the mileage paid on ACI tables, km × cost per km, and its tax. The shares come from
 * `data/tax/benefit-thresholds.json`; the cost per km only from the user (the ACI tables are not held).
 */

const r2 = (value: number) => Math.round(value * 100) / 100;
const pct = (value: number) => `${String(value).replace('.', ',')}%`;
const perKm = (value: number) => `${String(value).replace('.', ',')} €`;

const TRANSITION: Citation = {
  ccnl: 'D.L. 19/2025 (conv. L. 60/2025), disciplina transitoria dell’art. 51 c. 4 lett. a TUIR',
  article: null,
  text: 'Per i veicoli ordinati entro il 31 dicembre 2024 e concessi in uso promiscuo dal 1° gennaio al 30 giugno 2025 resta il regime in vigore al 31 dicembre 2024, basato sulle emissioni di CO2.',
  url: 'https://www.form-app.it/?p=95577',
  date: null,
  confidence: 'medium',
};

const FUEL_WORD = {
  electric: 'un’auto esclusivamente elettrica',
  plugin: 'un’ibrida plug-in',
  other: 'un’auto a benzina, diesel, GPL, metano o ibrida non plug-in',
} as const;

/** Ordered by 31/12/2024 and delivered by 30/6/2025, or given before 2025: the rules by CO2 stay. */
function emissionsRule(car: CarFacts): 'old' | 'new' | 'unknown' {
  const { ordered, delivered } = car;
  if (delivered && delivered.year < 2025) return 'old';
  if (ordered && ordered.year <= 2024 && delivered?.year === 2025)
    return delivered.month === 0 ? 'unknown' : delivered.month <= 6 ? 'old' : 'new';
  return 'new';
}

/** A benefit threshold's source as a citation. */
export function thresholdCitation(t: Threshold): Citation {
  return {
    ccnl: t.reference,
    article: null,
    text: t.note,
    url: t.source.url,
    date: t.source.date,
    confidence: t.source.confidence,
  };
}

function co2Share(co2: number, date: string): Threshold | undefined {
  const id: ThresholdId =
    co2 <= 60 ? 'car_co2_60' : co2 <= 160 ? 'car_co2_160' : co2 <= 190 ? 'car_co2_190' : 'car_co2_over';
  return thresholdAt(id, date);
}

const CO2_BANDS = [
  'fino a 60 g/km',
  'oltre 60 e fino a 160 g/km',
  'oltre 160 e fino a 190 g/km',
  'oltre 190 g/km',
];
const CO2_IDS: ThresholdId[] = ['car_co2_60', 'car_co2_160', 'car_co2_190', 'car_co2_over'];
const FUEL_IDS = { electric: 'car_electric', plugin: 'car_plugin', other: 'car_other' } as const;

export function carAnswer(req: BenefitTaxRequest, date: string): Composition {
  const car = req.car ?? {};
  const km = thresholdAt('car_km', date);
  const rule = emissionsRule(car);
  const related = [
    'Fino a quanto sono esenti i fringe benefit quest’anno?',
    'Quanto è esente un’indennità di trasferta?',
  ];
  if (!km)
    return {
      answer: 'Non ho nella base di conoscenza la regola del fringe benefit auto.',
      citations: [],
      related,
    };
  const bands = CO2_IDS.map((id, i) => ({ band: CO2_BANDS[i], t: thresholdAt(id, date) }));
  const fuels = (['other', 'plugin', 'electric'] as const).map((f) => ({
    f,
    t: thresholdAt(FUEL_IDS[f], date),
  }));
  const oldList = bands.map((b) => `${b.t ? pct(b.t.value) : '?'} ${b.band}`).join(', ');
  const newList = fuels.map((x) => `${x.t ? pct(x.t.value) : '?'} per ${FUEL_WORD[x.f]}`).join('; ');
  let share: Threshold | undefined;
  let why = '';
  const used: Citation[] = [];
  if (rule === 'old') {
    share = car.co2 === undefined ? undefined : co2Share(car.co2, date);
    const because =
      car.delivered && car.delivered.year < 2025
        ? 'l’auto è stata assegnata prima del 2025'
        : 'l’auto è stata ordinata entro il 31 dicembre 2024 e consegnata entro il 30 giugno 2025';
    const band =
      share && car.co2 !== undefined
        ? `, con ${car.co2} g/km di CO2 nella fascia ${CO2_BANDS[CO2_IDS.indexOf(share.id)]}`
        : '';
    why = `${because}, quindi resta il regime in vigore al 31 dicembre 2024, basato sulle emissioni di CO2, non le percentuali per alimentazione introdotte dal 2025${band}`;
    used.push(TRANSITION);
  } else if (car.fuel) {
    share = thresholdAt(FUEL_IDS[car.fuel], date);
    why = `per ${FUEL_WORD[car.fuel]} concessa in uso promiscuo con contratto dal 1° gennaio 2025`;
  }
  const steps: string[] = [];
  let answer: string;
  if (share && car.perKm !== undefined) {
    const base = r2(car.perKm * km.value);
    const yearly = r2((base * share.value) / 100);
    const monthly = r2(yearly / 12);
    answer = `Il fringe benefit annuo è ${bold(euro(yearly))}, circa ${bold(euro(monthly))} al mese: ${perKm(car.perKm)} al km × 15.000 km = ${euro(base)}, di cui si tassa il ${pct(share.value)} ${why} (${share.reference}).`;
    steps.push(
      ...table(
        [
          ['Costo ACI di 15.000 km', `${perKm(car.perKm)} × 15.000 = ${euro(base)}`],
          [`Quota imponibile ${pct(share.value)}`, `${euro(base)} × ${pct(share.value)} = ${euro(yearly)}`],
          ['Al mese', `${euro(yearly)} / 12 = ${euro(monthly)}`],
        ],
        ['Passaggio', 'Calcolo'],
      ),
      '',
    );
  } else if (share) {
    answer = `Si applica il ${bold(pct(share.value))} del costo ACI di una percorrenza di 15.000 km: ${why} (${share.reference}).`;
    steps.push('Indica il costo chilometrico ACI del modello per avere il valore annuo e mensile.');
  } else if (rule === 'old') {
    answer = `Per quest’auto vale il regime per emissioni di CO2: ${why}. Percentuali del costo ACI di 15.000 km: ${oldList}. Indica le emissioni di CO2 (g/km) del libretto per scegliere la fascia.`;
  } else if (rule === 'unknown') {
    answer = `Dipende da quando l’auto è stata consegnata: se ordinata entro il 31 dicembre 2024 e consegnata entro il 30 giugno 2025 vale il regime per emissioni di CO2 (${oldList}); se consegnata dopo, le percentuali dal 2025 (${newList}).`;
    used.push(TRANSITION);
  } else {
    answer = `Per le auto concesse in uso promiscuo con contratti dal 1° gennaio 2025 il fringe benefit è una quota del costo ACI di 15.000 km che dipende dall’alimentazione: ${newList}. Indica l’alimentazione dell’auto per scegliere la percentuale.`;
  }
  steps.push(
    'Dal valore si tolgono le somme che il dipendente paga o si vede trattenere per l’uso privato dell’auto; il resto concorre al reddito (IRPEF e contributi) nei cedolini dell’anno.',
    `Regole: auto concesse con contratti dal 1° gennaio 2025, ${newList}; auto concesse fino al 31 dicembre 2024 e auto ordinate entro quella data e consegnate entro il 30 giugno 2025, per emissioni di CO2: ${oldList}.`,
    'Le tabelle ACI dei costi chilometrici non sono nella base di conoscenza: il costo al km del modello va preso dalle tabelle dell’anno, pubblicate in Gazzetta Ufficiale.',
  );
  const shares = share ? [share] : rule === 'new' ? fuels.map((x) => x.t) : bands.map((b) => b.t);
  return {
    answer,
    steps,
    assumptions: [
      rule === 'new' && !car.delivered
        ? 'Auto di nuova immatricolazione concessa in uso promiscuo con contratto dal 1° gennaio 2025.'
        : `Valore per l’intero anno d’imposta ${req.year}: per un uso di meno mesi va proporzionato ai giorni di assegnazione.`,
    ],
    citations: [
      ...shares.filter((t): t is Threshold => t !== undefined).map(thresholdCitation),
      thresholdCitation(km),
      ...used,
    ],
    related,
  };
}

/**
 * Mileage for the worker's own car. Its tax: since 2025 a mileage allowance on ACI tables for a trip inside the
 * municipality is no longer income when documented (art. 51 c. 5 TUIR as amended by D.Lgs. 192/2024; Agenzia
 * delle Entrate circ. 15/E/2025). Its amount per km is the ACI tables', which the knowledge base does not hold:
 * computed only from the cost per km the user gives.
 */
export const MILEAGE_SOURCES: Citation[] = [
  {
    ccnl: 'art. 51 c. 5 TUIR, come modificato dal D.Lgs. 192/2024',
    article: null,
    text: 'Dal 1° gennaio 2025 non concorrono al reddito i rimborsi delle spese di viaggio, anche sotto forma di indennità chilometrica, comprovati da documenti, anche per le trasferte nel comune della sede di lavoro.',
    url: 'https://www.bakertilly.it/insights/trasferte-dei-dipendenti-novità-su-rimborsi-chilometrici-e-obbligo-di-tracciabilità',
    date: null,
    confidence: 'high',
  },
  {
    ccnl: 'Agenzia delle Entrate, circolare n. 15/E del 22 dicembre 2025',
    article: null,
    text: "Trasferte nel comune: l'indennità chilometrica calcolata sulle tabelle ACI è esente se documentata ed è fuori dall'obbligo di tracciabilità. Dal 2025 i rimborsi di vitto, alloggio, taxi e NCC sono esenti solo se pagati con mezzi tracciabili.",
    url: 'https://www.ateneoweb.com/approfondimenti-fiscali/tracciabilita-spese-di-trasferta-e-di-rappresentanza.html',
    date: '2026-01-07',
    confidence: 'high',
  },
];

export function mileageAnswer(req: BenefitTaxRequest, verdictOf: (answer: string) => string): Composition {
  const related = [
    'Quanto è esente un’indennità di trasferta?',
    'Quali sono le soglie di esenzione dei buoni pasto?',
  ];
  const cost = req.car?.perKm;
  const amount = cost !== undefined && req.km !== undefined ? r2(cost * req.km) : undefined;
  const exemptText =
    "I rimborsi chilometrici documentati, calcolati sulle tabelle ACI per l'uso dell'auto propria in trasferta, sono esenti: non concorrono al reddito, quindi niente IRPEF né contributi, per le trasferte fuori dal comune della sede di lavoro (art. 51 c. 5 TUIR) e, dal 1° gennaio 2025, neppure per quelle dentro il comune (art. 51 c. 5 TUIR, come modificato dal D.Lgs. 192/2024; Agenzia delle Entrate, circolare 15/E/2025); vale anche nel 2026.";
  const steps = [
    'Per ogni trasferta servono i dati che giustificano il rimborso: data, luogo e motivo, chilometri percorsi, modello dell’auto e tariffa ACI applicata.',
    "L'indennità chilometrica su tabelle ACI non rientra nell'obbligo di pagamento tracciabile previsto dal 2025 per vitto, alloggio e taxi (L. 207/2024, art. 1 c. 81).",
    'Restano imponibili, dentro il comune, le indennità forfettarie di trasferta e i rimborsi non documentati.',
  ];
  if (amount !== undefined && cost !== undefined && req.km !== undefined)
    return {
      answer: `Il rimborso è ${bold(euro(amount))}: ${req.km} km × ${perKm(cost)} al km (costo ACI della tua auto). Documentato, non è reddito: niente IRPEF né contributi per le trasferte fuori dal comune della sede (art. 51 c. 5 TUIR) e, dal 2025, neppure per quelle dentro il comune (D.Lgs. 192/2024).`,
      steps: [
        ...table(
          [['Chilometri × costo ACI al km', `${req.km} × ${perKm(cost)} = ${euro(amount)}`]],
          ['Passaggio', 'Calcolo'],
        ),
        '',
        'L’importo è quello delle tabelle ACI che indichi; l’azienda può pagare una tariffa diversa se lo prevede il contratto o un regolamento interno.',
        ...steps,
      ],
      citations: MILEAGE_SOURCES,
      related,
    };
  if (req.perKm)
    return {
      answer:
        "Non ho nella base di conoscenza le tabelle ACI dei costi chilometrici: l'importo al km dipende dal modello, dall'alimentazione e dalla percorrenza dell'auto, quindi non posso indicarlo senza inventarlo.",
      steps: [
        "Le tabelle sono pubblicate dall'ACI ogni anno (e in Gazzetta Ufficiale): cerca il modello della tua auto e la percorrenza annua. Il rimborso al km effettivo è quello deciso dall'azienda o dal contratto, nei limiti delle tabelle.",
        "Sul piano fiscale il rimborso chilometrico documentato per l'uso dell'auto propria in trasferta non è reddito (art. 51 c. 5 TUIR), anche dentro il comune dal 2025 (D.Lgs. 192/2024).",
      ],
      citations: MILEAGE_SOURCES,
      related,
    };
  return { answer: verdictOf(exemptText), steps, citations: MILEAGE_SOURCES, related };
}

/** Meals, lodging or a taxi in a business trip paid in cash: since 2025 the refund is income (L. 207/2024 c. 81). */
export function cashTripAnswer(message: string): Composition {
  const text = readable(message);
  const claimTaxed = /\btass\w*|\bimponibil\w*|\bimposte\b|\bcontributi\b/.test(text);
  const asksTrue = /\b(?:e|sia) (?:vero|giusto|corretto|cosi)\b|\bha ragione\b/.test(text);
  const opening = claimTaxed && asksTrue ? 'Sì: ' : '';
  const answer = `${opening}${opening ? 'dal' : 'Dal'} 1° gennaio 2025 i rimborsi di vitto, alloggio e viaggi in taxi o NCC in trasferta sono esenti solo se pagati con mezzi tracciabili (carta, bancomat, bonifico, app di pagamento); una spesa pagata in contanti, rimborsata, è ${bold('imponibile')}: concorre al reddito con IRPEF e contributi (art. 51 c. 5 TUIR, come modificato dall'art. 1 c. 81 L. 207/2024).`;
  return {
    answer,
    steps: [
      'Fino al 2024 il rimborso documentato era esente anche se pagato in contanti: la regola sulla tracciabilità vale dal 2025.',
      'Per le prossime trasferte conviene pagare taxi, pasti e albergo con carta o app, conservando ricevuta e prova del pagamento.',
      "Restano fuori dall'obbligo i mezzi pubblici di linea (treno, autobus) e l'indennità chilometrica su tabelle ACI.",
    ],
    citations: [MILEAGE_SOURCES[1] as Citation],
    related: ['Quanto è esente un’indennità di trasferta?', 'Il rimborso chilometrico è tassato?'],
  };
}
