import { euro } from '../kb/format.js';
import {
  type Threshold,
  type ThresholdId,
  thresholdAt,
  thresholdHistory,
} from '../payroll/benefit-thresholds.js';
import { type BenefitTaxRequest, readBenefitTax } from '../reader/benefit-tax.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { carAnswer, cashTripAnswer, mileageAnswer, thresholdCitation } from './benefit-car.js';
import { bold, type Composition, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';

/**
 * The tax side of a benefit under art. 51 TUIR, whatever agreement applies: meal vouchers' daily thresholds,
 * fringe benefits' yearly limit, travel allowances' daily franchise, each from `data/tax/benefit-thresholds.json`
 * and computed on the user's figures (per voucher, per day, over the days, from an upload) with every step.
 */

const r2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A yes/no question ("sono esenti?", "ci pago le tasse sopra?") opens with its verdict: Sì or No as asked of the
 * exemption or of the tax. Undefined when a figure or a rule is asked ("quanto…?", "qual è…?").
 */
function verdict(message: string, exempt: boolean): string | undefined {
  // A sentence ends at a stop before a space, not inside a figure ("1.200 euro").
  const asked =
    readable(message)
      .split('?')
      .slice(0, -1)
      .pop()
      ?.split(/[.!](?!\d)/)
      .pop() ?? '';
  if (!asked || /\b(?:quant[oaie]|qual[ei]?|come|che|cosa|perche|quando|dove|chi)\b/.test(asked))
    return undefined;
  // "e se fossero cartacei da 5 euro?": a case changed, asked for its figure, not a yes or no.
  // "e se avesse un figlio, quei 1.200 euro sarebbero tassati?": the tax still asked, a yes or no.
  const taxAsked = /\btassat\w*|\besent\w*|\bimponibil\w*|\btasse\b/.test(asked);
  if (!taxAsked && /^\s*(?:e |ma |invece )?se\b|^\s*e (?:con|per|nel|all'estero)\b/.test(asked))
    return undefined;
  const asksExempt =
    /\besent\w*|\besentass\w*|\bnon (?:sono |e |viene |vengono )?tassat\w*|\bsenza tasse\b|\btax free\b/.test(
      asked,
    );
  return exempt === asksExempt ? 'Sì' : 'No';
}

const opened = (message: string, exempt: boolean, answer: string) => {
  const said = verdict(message, exempt);
  return said ? `${said}: ${answer.charAt(0).toLowerCase()}${answer.slice(1)}` : answer;
};

const TAXED_TOO =
  'La parte che supera la soglia concorre al reddito di lavoro dipendente: in busta paga è soggetta a IRPEF, addizionali e contributi INPS come la retribuzione.';

function mealAnswer(req: BenefitTaxRequest, date: string, message: string): Composition {
  const electronic = thresholdAt('meal_electronic', date);
  const paper = thresholdAt('meal_paper', date);
  if (!electronic || !paper)
    return {
      answer: `Non ho nella base di conoscenza la soglia di esenzione dei buoni pasto per il ${req.year}: ho le soglie dal 2020 in poi.`,
      citations: [],
      related: [],
    };
  const of = { electronic, paper } as const;
  const word = { electronic: 'elettronic', paper: 'cartace' } as const;
  const used: Threshold[] = [electronic, paper];
  const steps: string[] = [];
  let answer: string;
  if (req.daily !== undefined) {
    const daily = req.daily;
    const days = req.days ?? 1;
    const forms = req.forms.length === 1 ? req.forms : (['paper', 'electronic'] as const);
    const rows = forms.map((form) => {
      const threshold = of[form].value;
      const excess = r2(Math.max(0, daily - threshold));
      return { form, threshold, excess, total: r2(excess * days) };
    });
    const [one] = rows;
    if (rows.length === 1 && one) {
      const kind = `${word[one.form]}${days > 1 ? 'i' : 'o'}`;
      answer =
        one.excess === 0
          ? `Sui buoni pasto ${word[one.form]}i da ${euro(daily)} non c'è nessuna parte imponibile (${bold(euro(0))}): il valore non supera la soglia di esenzione di ${euro(one.threshold)} al giorno.`
          : days > 1
            ? `Su ${days} buoni pasto ${kind} da ${euro(daily)} la parte imponibile è ${bold(euro(one.total))}: (${euro(daily)} − ${euro(one.threshold)} di soglia esente) × ${days} = ${euro(one.total)}.`
            : `Di un buono pasto ${kind} da ${euro(daily)} la parte imponibile è ${bold(euro(one.excess))} al giorno: ${euro(daily)} − ${euro(one.threshold)} di soglia esente.`;
      answer =
        req.stated === undefined
          ? opened(message, one.excess === 0, answer)
          : checked(req.stated, days > 1 ? one.total : one.excess, req.year, answer);
    } else {
      const say = (r: (typeof rows)[number]) =>
        `se sono ${word[r.form]}i ${bold(euro(days > 1 ? r.total : r.excess))}`;
      answer = `Dipende dal formato dei buoni da ${euro(daily)}${days > 1 ? ` (${days} buoni)` : ''}: la parte imponibile è, ${rows.map(say).join('; ')}.`;
    }
    steps.push(
      ...table(
        rows.flatMap((r) => [
          [
            `Buono ${word[r.form]}o: valore − soglia esente`,
            r.excess === 0
              ? `${euro(daily)} non supera ${euro(r.threshold)}: nessuna eccedenza`
              : `${euro(daily)} − ${euro(r.threshold)} = ${euro(r.excess)}`,
          ],
          ...(days > 1 && r.excess > 0
            ? ([[`× ${days} buoni`, `${euro(r.excess)} × ${days} = ${euro(r.total)}`]] as [string, string][])
            : []),
        ]),
        ['Passaggio', 'Calcolo'],
      ),
      '',
      TAXED_TOO,
    );
  } else if (req.canteen && !/\bbuon\w*|\bticket\b/.test(readable(message))) {
    const substitute = thresholdAt('meal_substitute_allowance', date);
    if (substitute) used.splice(0, used.length, substitute);
    answer = substitute
      ? `L'indennità sostitutiva di mensa è esente fino a ${bold(euro(substitute.value))} al giorno, ma solo per chi lavora in cantieri edili, strutture temporanee o unità produttive senza servizi di ristorazione vicini; la mensa aziendale è esente senza limite (art. 51 c. 2 lett. c TUIR).`
      : 'La mensa aziendale è esente senza limite (art. 51 c. 2 lett. c TUIR).';
  } else if (req.forms.length === 1 && req.forms[0]) {
    const form = req.forms[0];
    answer = `Nel ${req.year} un buono pasto ${word[form]}o è esente da tasse e contributi fino a ${bold(euro(of[form].value))} al giorno (art. 51 c. 2 lett. c TUIR); oltre, l'eccedenza è imponibile.`;
    answer = opened(message, true, answer);
  } else {
    const earlier = thresholdHistory('meal_electronic').filter(
      (t) => t.from >= '2020-01-01' && t.from < electronic.from,
    );
    const before = earlier.at(-1);
    if (before) used.push(before);
    answer = `Nel ${req.year} i buoni pasto sono esenti fino a ${bold(euro(electronic.value))} al giorno se elettronici e fino a ${bold(euro(paper.value))} se cartacei (art. 51 c. 2 lett. c TUIR)${before ? `; dal 2020 al ${Number(electronic.from.slice(0, 4)) - 1} la soglia degli elettronici era ${bold(euro(before.value))}, portata a ${euro(electronic.value)} dal 1° gennaio ${electronic.from.slice(0, 4)} (L. 199/2025)` : ''}.`;
    steps.push(
      `La differenza è di ${euro(r2(electronic.value - paper.value))} al giorno a favore dei buoni elettronici.`,
      TAXED_TOO,
    );
  }
  if (req.canteen && !used.some((t) => t.id === 'meal_substitute_allowance')) {
    const substitute = thresholdAt('meal_substitute_allowance', date);
    if (substitute) {
      used.push(substitute);
      steps.push(
        `Mensa aziendale: esente senza limite. Indennità sostitutiva di mensa: esente fino a ${euro(substitute.value)} al giorno solo per cantieri edili, strutture temporanee o unità produttive senza servizi di ristorazione vicini.`,
      );
    }
  }
  return {
    answer,
    steps,
    assumptions: [
      `Soglie in vigore nel ${req.year}, per ogni giornata in cui il buono spetta; valgono allo stesso modo per IRPEF e contributi.`,
    ],
    citations: used.map(thresholdCitation),
    related: [
      'Fino a quanto sono esenti i fringe benefit quest’anno?',
      'Quanto è esente un’indennità di trasferta?',
    ],
  };
}

/** A taxable share told to be checked: Sì when it is the one computed, else No with the right one first. */
function checked(stated: number, computed: number, year: number, answer: string): string {
  if (Math.abs(stated - computed) < 0.005) return `Sì: ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`;
  return `No: nel ${year} la parte imponibile corretta è ${bold(euro(computed))}, non ${euro(stated)}. ${answer.replace(/\*\*/g, '')}`;
}

function fringeAnswer(req: BenefitTaxRequest, date: string, message: string): Composition {
  const general = thresholdAt('fringe_general', date);
  const children = thresholdAt('fringe_children', date);
  const ordinary = thresholdAt('fringe_default', date);
  const limit = general && children ? (req.children ? children : general) : ordinary;
  if (!limit)
    return {
      answer: `Non ho nella base di conoscenza il limite dei fringe benefit per il ${req.year}.`,
      citations: [],
      related: [],
    };
  // The law that sets the limit shown: the one raising it for the year (with children when both are shown).
  const period = ` (${(general && children && req.children === undefined ? children : limit).reference})`;
  const who =
    req.children === true
      ? 'a un dipendente con figli fiscalmente a carico'
      : req.children === false
        ? 'a un dipendente senza figli a carico'
        : 'a ciascun dipendente';
  let answer: string;
  // Between the two limits with children not said: the verdict turns on them, so they are asked.
  const turnsOnChildren =
    req.yearly !== undefined &&
    req.children === undefined &&
    general !== undefined &&
    children !== undefined &&
    req.yearly > general.value &&
    req.yearly <= children.value;
  if (turnsOnChildren && req.yearly !== undefined && general && children)
    answer = `Dipende dai figli fiscalmente a carico: ${euro(req.yearly)} di fringe benefit nel ${req.year} sono esenti se hai figli fiscalmente a carico (limite di ${bold(euro(children.value))}); senza figli a carico superano il limite di ${bold(euro(general.value))} e diventa imponibile l'intero valore, non solo l'eccedenza${period}. Hai figli fiscalmente a carico?`;
  else if (req.yearly !== undefined)
    answer =
      req.yearly <= limit.value
        ? `${euro(req.yearly)} di fringe benefit nel ${req.year} sono esenti: non superano il limite di ${bold(euro(limit.value))} ${who}${period}.`
        : `${euro(req.yearly)} di fringe benefit nel ${req.year} superano il limite di ${euro(limit.value)} ${who}${period}: diventa imponibile l'intero valore, ${bold(euro(req.yearly))}, non solo l'eccedenza.`;
  else if (general && children && req.children === undefined)
    answer = `Nel ${req.year} i fringe benefit sono esenti fino a ${bold(euro(general.value))} nell'anno per ciascun dipendente e fino a ${bold(euro(children.value))} per chi ha figli fiscalmente a carico${period}.`;
  else
    answer = `Nel ${req.year} puoi dare ${who} fringe benefit esenti fino a ${bold(euro(limit.value))} nell'anno${period}${req.children === true ? ', indipendentemente dal numero dei figli' : ''}.`;
  // "solo i 200 sopra la soglia?": only the excess taxed is the claim, wrong once the limit is passed.
  const onlyExcess = /\bsolo\b[^?]*\b(?:sopra|oltre|eccedenz\w*|in piu|che supera)\b/.test(readable(message));
  if (req.yearly !== undefined && onlyExcess && req.yearly > limit.value) answer = `No: ${answer}`;
  else if (req.yearly !== undefined && !turnsOnChildren)
    answer = opened(message, req.yearly <= limit.value, answer);
  const steps = [
    general && general.value > (ordinary?.value ?? thresholdHistory('fringe_default')[0]?.value ?? 0)
      ? "Rientrano nel limite i beni e i servizi dati al dipendente (per esempio buoni carburante, buoni acquisto e buoni spesa) e le somme pagate o rimborsate per le utenze domestiche (acqua, luce, gas), per l'affitto della prima casa o per gli interessi del mutuo sulla prima casa."
      : 'Rientrano nel limite i beni e i servizi dati al dipendente (per esempio buoni carburante, buoni acquisto e buoni spesa).',
    "Se nell'anno il valore complessivo supera il limite, concorre al reddito l'intero importo (IRPEF e contributi), non solo la parte eccedente.",
  ];
  if (general && children)
    steps.push(
      `Il limite di ${euro(children.value)} vale per chi ha figli fiscalmente a carico (art. 12 c. 2 TUIR), qualunque sia il loro numero: il dipendente lo dichiara al datore di lavoro indicando il codice fiscale dei figli. Senza figli a carico il limite è ${euro(general.value)}.`,
    );
  return {
    answer,
    steps,
    assumptions: [
      `Limite del periodo d'imposta ${req.year}, sommando tutto ciò che il dipendente riceve nell'anno.`,
    ],
    citations: (general && children ? [general, children] : [limit]).map(thresholdCitation),
    related: [
      'Quali sono le soglie di esenzione dei buoni pasto?',
      'Quanto è esente un’indennità di trasferta?',
    ],
  };
}

function travelAnswer(req: BenefitTaxRequest, date: string, message: string): AgentAnswer {
  const abroad = req.abroad === true;
  const baseId: ThresholdId = abroad ? 'travel_abroad' : 'travel_italy';
  const base = thresholdAt(baseId, date);
  const third = thresholdAt(abroad ? 'travel_undocumented_abroad' : 'travel_undocumented_italy', date);
  if (!base || !third)
    return compose({
      answer: 'Non ho nella base di conoscenza la franchigia delle trasferte.',
      citations: [],
      related: [],
    });
  const place = abroad ? "all'estero" : 'in Italia';
  const both = req.mealsPaid && req.lodgingPaid;
  const one = !both && (req.mealsPaid || req.lodgingPaid);
  const threshold = both ? third.value : one ? r2((base.value * 2) / 3) : base.value;
  const reduction = both
    ? `ridotta di due terzi perché vitto e alloggio sono rimborsati o forniti: ${euro(base.value)} / 3 = ${euro(threshold)}`
    : one
      ? `ridotta di un terzo perché ${req.mealsPaid ? 'il vitto è rimborsato o fornito' : "l'alloggio è rimborsato o fornito"}: ${euro(base.value)} × 2/3 = ${euro(threshold)}`
      : `intera, senza rimborso di vitto né alloggio: ${euro(base.value)}`;
  const steps: string[] = [];
  let answer: string;
  if (req.sameMunicipality) {
    const total = req.daily === undefined ? undefined : r2(req.daily * (req.days ?? 1));
    answer = `In una trasferta dentro il comune della sede l'indennità è interamente imponibile${total === undefined ? '' : `: ${bold(euro(total))}`}; sono esenti solo i rimborsi delle spese di trasporto comprovate da documenti del vettore (art. 51 c. 5 TUIR).`;
    answer = opened(message, false, answer);
  } else if (req.daily !== undefined) {
    const excess = r2(Math.max(0, req.daily - threshold));
    const days = req.days ?? 1;
    const total = r2(excess * days);
    answer =
      excess === 0
        ? `Nessuna parte dell'indennità è imponibile (${bold(euro(0))}): ${euro(req.daily)} al giorno non superano la franchigia di ${bold(euro(threshold))} al giorno ${place}${days > 1 ? `, per ciascuno dei ${days} giorni` : ''} (art. 51 c. 5 TUIR).`
        : days > 1
          ? `Dei ${euro(r2(req.daily * days))} di indennità sono imponibili ${bold(euro(total))}: (${euro(req.daily)} − ${euro(threshold)} esenti al giorno ${place}) × ${days} giorni (art. 51 c. 5 TUIR).`
          : `La quota giornaliera imponibile è ${bold(euro(excess))}: ${euro(req.daily)} − ${euro(threshold)} esenti al giorno ${place} (art. 51 c. 5 TUIR).`;
    answer = opened(message, excess === 0, answer);
    steps.push(
      ...table(
        [
          ['Indennità forfettaria al giorno', euro(req.daily)],
          [`Franchigia giornaliera ${place}`, reduction],
          [
            'Parte imponibile al giorno',
            excess === 0
              ? `${euro(req.daily)} non supera ${euro(threshold)}: ${euro(0)}`
              : `${euro(req.daily)} − ${euro(threshold)} = ${euro(excess)}`,
          ],
          ...(days > 1
            ? ([[`Per ${days} giorni`, `${euro(excess)} × ${days} = ${euro(total)}`]] as [string, string][])
            : []),
          ['Parte esente', euro(r2((req.daily - excess) * days))],
        ],
        ['Passaggio', 'Calcolo'],
      ),
      '',
      TAXED_TOO,
    );
  } else if (req.analytic) {
    const other = req.bothPlaces
      ? thresholdAt(abroad ? 'travel_undocumented_italy' : 'travel_undocumented_abroad', date)
      : undefined;
    const otherPlace = other
      ? ` e fino a ${bold(euro(other.value))} al giorno ${abroad ? 'in Italia' : "all'estero"}`
      : '';
    answer = `Con il rimborso analitico (a piè di lista) le spese documentate di vitto, alloggio e viaggio non sono imponibili; le altre spese non documentabili sono esenti fino a ${bold(euro(third.value))} al giorno ${place}${otherPlace} (art. 51 c. 5 TUIR).`;
  } else if ((one || both) && !req.bothPlaces) {
    // "l'albergo lo paga l'azienda e prende solo la diaria": the reduced franchise is the answer.
    answer = `Con ${both ? 'vitto e alloggio rimborsati o forniti' : req.mealsPaid ? 'il vitto rimborsato o fornito' : "l'alloggio rimborsato o fornito"} la diaria forfettaria è esente fino a ${bold(euro(threshold))} al giorno ${place}: la franchigia di ${euro(base.value)} è ${both ? 'ridotta di due terzi' : 'ridotta di un terzo'} (art. 51 c. 5 TUIR).`;
  } else if (req.bothPlaces) {
    const italy = thresholdAt('travel_italy', date)?.value ?? base.value;
    const foreign = thresholdAt('travel_abroad', date)?.value ?? base.value;
    answer = `L'indennità di trasferta forfettaria fuori dal comune della sede è esente fino a ${bold(euro(italy))} al giorno in Italia e fino a ${bold(euro(foreign))} al giorno all'estero; la franchigia scende di un terzo (${euro(r2((italy * 2) / 3))} in Italia, ${euro(r2((foreign * 2) / 3))} all'estero) se vitto o alloggio sono rimborsati o forniti, di due terzi (${euro(r2(italy / 3))} in Italia, ${euro(r2(foreign / 3))} all'estero) se lo sono entrambi (art. 51 c. 5 TUIR).`;
  } else {
    answer = `L'indennità di trasferta forfettaria fuori dal comune della sede è esente fino a ${bold(euro(base.value))} al giorno ${place}${abroad ? '' : ` (${euro(thresholdAt('travel_abroad', date)?.value ?? 0)} all'estero)`}; la franchigia scende di un terzo (${euro(r2((base.value * 2) / 3))}) se vitto o alloggio sono rimborsati o forniti, di due terzi (${euro(third.value)}) se lo sono entrambi (art. 51 c. 5 TUIR).`;
  }
  if (!req.sameMunicipality)
    steps.push(
      `Rimborso misto (indennità più vitto o alloggio rimborsati): la franchigia si riduce di un terzo o di due terzi come sopra. Rimborso analitico: spese documentate esenti, altre spese non documentabili fino a ${euro(third.value)} al giorno ${place}. I rimborsi delle spese di viaggio e trasporto documentate non rientrano nella franchigia. Trasferte dentro il comune della sede: indennità tutta imponibile.`,
    );
  return compose({
    answer,
    steps,
    assumptions: [
      `Trasferta ${place} fuori dal comune della sede di lavoro${req.mealsPaid === undefined && req.lodgingPaid === undefined ? ', senza rimborso di vitto e alloggio' : ''}; la franchigia vale per ogni giorno di trasferta.`,
      'Dal 2025 i rimborsi di vitto, alloggio e viaggio in taxi o NCC sono esenti solo se pagati con mezzi tracciabili (L. 207/2024, art. 1 c. 81).',
    ],
    citations: [base, ...(both || req.analytic ? [third] : [])].map(thresholdCitation),
    related: [
      'Quali sono le soglie di esenzione dei buoni pasto?',
      'Fino a quanto sono esenti i fringe benefit quest’anno?',
    ],
  });
}

/** Meal vouchers and a fringe benefit asked together: each part answered, in the order asked. */
function bothAnswers(meal: Composition, fringe: Composition): Composition {
  const bare = (text: string) => {
    const rest = text.replace(/^(?:Sì|No): /, '');
    return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
  };
  const taxed = (text: string) => /\bparte imponibile è\b|\bdiventa imponibile\b/.test(text);
  const opening =
    taxed(meal.answer) || taxed(fringe.answer) ? '' : 'Sì, nel caso descritto è tutto esente.\n\n';
  return {
    answer: `${opening}- Buoni pasto: ${bare(meal.answer)}\n- Fringe benefit: ${bare(fringe.answer)}`,
    steps: [...(meal.steps ?? []), '', ...(fringe.steps ?? [])],
    assumptions: [...(meal.assumptions ?? []), ...(fringe.assumptions ?? [])],
    citations: [...meal.citations, ...fringe.citations],
    related: meal.related,
  };
}

/** The verdict of the question's last clause ("li metteva in imponibile perché nel comune, è ancora così?"). */
function mileageVerdict(message: string, answer: string): string {
  const asked = readable(message).split('?').slice(0, -1).pop() ?? '';
  const clause = asked.split(/[,:;]/).pop() ?? '';
  const said = verdict(`${clause}?`, true) ?? verdict(message, true);
  if (!said) return answer;
  return `${said}: ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`;
}

/** The answer when the question asks how a benefit is taxed (../reader/benefit-tax.ts); undefined otherwise. */
export function benefitTaxAnswer(ctx: AgentContext): AgentAnswer | undefined {
  const document = ctx.documents.length ? documentText(ctx) : '';
  const req = readBenefitTax(ctx.message, ctx.history ?? [], document, ctx.today);
  if (!req) return undefined;
  const date = String(req.year) === ctx.today.slice(0, 4) ? ctx.today : `${req.year}-06-30`;
  if (req.kind === 'mileage')
    return compose(mileageAnswer(req, (answer) => mileageVerdict(ctx.message, answer)));
  if (req.kind === 'car') return compose(carAnswer(req, date));
  if (req.kind === 'travel' && req.cash) return compose(cashTripAnswer(ctx.message));
  if (req.kind === 'fringe') return compose(fringeAnswer(req, date, ctx.message));
  if (req.kind === 'travel') return travelAnswer(req, date, ctx.message);
  const meal = mealAnswer(req, date, ctx.message);
  return compose(req.also ? bothAnswers(meal, fringeAnswer(req.also, date, ctx.message)) : meal);
}
