import { type CarFacts, COMPANY_CAR, carFacts, kmOf } from './company-car.js';
import { countValue, parseNumber } from './numbers.js';
import { readable } from './text.js';

/**
 * How a benefit is taxed under art. 51 TUIR, read as its own request: meal vouchers (electronic, paper, the
 * canteen allowance), fringe benefits (goods, services, fuel vouchers, utility bills paid) and travel allowances
 * (flat in Italy or abroad, meals or lodging reimbursed, analytic reimbursement). Asked only when the tax side is
 * asked ("esente", "imponibile", "tassato", "esentasse", "soglia"): "quanto vale il buono pasto nel commercio?"
 * or "cosa mi spetta di trasferta?" stay agreement questions. The figures come from the question, an upload
 * ("21 x 7,00", "(5 giorni)", "100,00 euro al giorno") or the turn before ("e con due figli a carico?").
 */

export type BenefitKind = 'meal' | 'fringe' | 'travel' | 'mileage' | 'car';

export interface BenefitTaxRequest {
  intent: 'benefit_tax';
  kind: BenefitKind;
  year: number;
  /** Meal vouchers: the form asked or stated ("cartacei", "elettronici"); both when compared. */
  forms: ('electronic' | 'paper')[];
  /** The canteen or its substitute allowance is asked. */
  canteen?: true;
  /** One voucher's face value, or the travel allowance per day. */
  daily?: number;
  /** Days (or vouchers) the figure is paid for. */
  days?: number;
  /** Fringe benefits: the yearly value given. */
  yearly?: number;
  /** Fringe benefits: dependent children (undefined when not said). */
  children?: boolean;
  abroad?: boolean;
  /** Both a trip in Italy and one abroad asked ("in Italia e all'estero?"); `abroad` is the one named first. */
  bothPlaces?: true;
  mealsPaid?: boolean;
  lodgingPaid?: boolean;
  /** Expenses reimbursed on receipts ("a piè di lista"). */
  analytic?: boolean;
  /** A trip inside the municipality of the workplace. */
  sameMunicipality?: boolean;
  /** The taxable share a payslip or a software shows, told to be checked ("quota imponibile di 60 euro"). */
  stated?: number;
  /** Mileage: the amount per km is asked (ACI tables), not its tax. */
  perKm?: true;
  /** Mileage: the km driven. */
  km?: number;
  /** A company car in mixed use (its ACI cost per km also for mileage). */
  car?: CarFacts;
  /** Travel: meals, lodging or a taxi paid in cash. */
  cash?: true;
  /** A second benefit asked in the same message ("buoni pasto… e in più un buono carburante"). */
  also?: BenefitTaxRequest;
}

const MEAL =
  /\bbuon\w* (?:pasto|pasti|mensa|pranzo)\b|\bticket (?:restaurant|pasto|di carta|cartace\w*|elettronic\w*)\b|\bmensa aziendal\w*|\bindennita sostitutiva (?:di |della )?mensa\b/;
const FRINGE =
  /\bfringe\b|\bbuon\w* (?:carburante|benzina|acquisto|spesa|regalo)\b|\b(?:rimbors\w*|pagament\w*|pagare) (?:delle |le |di )?(?:bollett\w*|utenze)\b|\bbeni e servizi\b/;
// ("un dipendente in missione a Lione": a business trip by its other name.)
const TRAVEL = /\btrasfert\w*|\bdiari[ae]\b/;
// ("un dipendente in missione a Lione": a business trip by its other name, not an agency worker's assignment.)
const MISSION = /\b(?:in|della|una|di|la|nella) mission[ei]\b/;
const AGENCY = /\bsomministra\w*|\binterinal\w*|\bagenzi\w* (?:per il|di) lavoro\b/;
// Mileage paid for the worker's own car ("rimborso chilometrico", "i km a tariffe ACI", "quanto al km?").
const MILEAGE =
  /\b(?:rimbors\w*|indennita|pagar\w*|pagat\w*) (?:\w+ ){0,2}?(?:chilometric\w*|km|chilometri)\b|\b(?:tabell\w*|tariff\w*|costi) (?:chilometric\w* )?aci\b|\bal (?:km|chilometro)\b|\bper (?:ogni )?(?:km|chilometro)\b|\bindennita chilometric\w*/;
const TAX =
  /\bimposte\b|\bassoggett\w*|\btass(?:ano|are|ava|avano|eranno|era|ino)\b|\besent\w*|\besenzion\w*|\besentass\w*|\bimponibil\w*|\btassat\w*|\btassa\b|\btasse\b|\birpef\b|\bdetassat\w*|\bconcorr\w* (?:a |al )?(?:formare il )?reddito|\bcome reddito\b|\bsoglia\b|\bfranchigia\b|\btax free\b|\bsenza tasse\b|\bdefiscalizzat\w*/;
const SURCHARGE_ASKED = /\baliquot\w*[^?.]{0,40}\baddizional\w*|\baddizional\w*[^?.]{0,40}\baliquot\w*/;
const BENEFIT_TAXED =
  /\besent\w*|\besenzion\w*|\bimponibil\w*|\btassat\w*|\bdetassat\w*|\bfranchigia\b|\bconcorr\w* (?:a |al )?(?:formare il )?reddito|\bdefiscalizzat\w*/;
// A pay calculation or a payslip check with a benefit beside it ("RAL 26.000 più buoni pasto da 8 euro: quanto
// netto?", "lordo 2.400, 8 euro di buoni pasto: l'INPS è giusta?") is not this.
const PAY_CASE =
  /\bral\b|\blord[oi]\b|\bnett[oi]\b|\blivell\w*|\bminim[oi]\b|\bscatt[io]\b|\bcontratto (?:colf|domestic)|\bcolf\b|\bbadant/;
const ABROAD =
  /\bester[oaie]\b|\bfuori (?:dall'|d')?italia\b|\bextra ?ue\b|\bfrancia\b|\bgermania\b|\bspagna\b|\bsvizzera\b|\baustria\b|\bbelgio\b|\bolanda\b|\bregno unito\b|\binghilterra\b|\bstati uniti\b|\blione\b|\bparigi\b|\bmonaco di baviera\b|\blondra\b/;
const ITALY = /\bin italia\b|\bsul territorio nazionale\b/;
const MEALS = /\bvitto\b|\bpast[oi]\b|\bmangiare\b|\bpranz\w*|\bcen[ae]\b|\bristorant\w*/;
const LODGING = /\balloggi\w*|\balberg\w*|\bhotel\b|\bdormire\b|\bpernott\w*/;
// ("l'azienda mi paga albergo e cena con la carta aziendale": paid by the employer too.)
const PAID =
  /\brimbors\w*|\bpagat[oiae]\b|\bpag(?:a|ano) (?:direttamente )?(?:lui|lei|l'azienda|la ditta|il datore)|\b(?:mi|ci|gli|le) pag(?:a|ano)\b|\bcarta (?:di credito )?aziendale\b|\ba spese dell\w*|\bfornit\w*|\boffert\w*|\bgratuit\w*|\ba carico dell/;
// ("le cene le ho pagate io", "a mie spese": the worker paid, nothing reimbursed.)
const SELF_PAID =
  /\b(?:l[aoie]|li|l') ?ho pagat\w* (?:io|di tasca mia)\b|\bho pagat\w* io\b|\bpagat\w* (?:da me|di tasca (?:mia|sua|propria))\b|\ba (?:mie|sue|proprie) spese\b|\bdi tasca (?:mia|sua|propria)\b/;
const DENIED =
  /\bnessun\w*|\bniente\b|\bnon\b|\bsenza\b|\bnemmeno\b|\bneanche\b|\bcopert\w* dall'indennita\b/;

// A payslip named ("nel cedolino", "le trattenute") is a pay case too, unless the benefit's own taxable share is
// what is asked ("quale importo devo assoggettare…", "la quota imponibile dei buoni pasto, perché me la tassano?").
const PAYSLIP_NAMED = /\btrattenut\w*|\bcedolin\w*/;
const SHARE_ASKED =
  /\bassoggett\w*|\b(?:quota|parte) (?:imponibil\w*|tassat\w*) (?:dei |del |sui |per i )?buon\w*|\bme l[aoie] tass\w*|\bci pago (?:sopra )?(?:le )?tasse\b/;

const PAYSLIP =
  /\bcedolin\w*|\bbusta paga\b|\bimponibile (?:inps|fiscale|previdenzial\w*|irpef)\b|\btotale competenze\b|\bnetto (?:a pagare|in busta)\b/;

function kindOf(text: string): BenefitKind | undefined {
  if (COMPANY_CAR.test(text)) return 'car';
  if (MILEAGE.test(text)) return 'mileage';
  if (MEAL.test(text)) return 'meal';
  if (FRINGE.test(text)) return 'fringe';
  return TRAVEL.test(text) || (MISSION.test(text) && !AGENCY.test(text)) ? 'travel' : undefined;
}

// "ne riceve 20", "ne ha ricevuti 12", "ne sono stati consegnati 18": the vouchers of the period counted.
const VOUCHERS_COUNTED =
  /\bne (?:(?:ha|hanno|ho|abbiamo|avete|hai|e|sono)\s+(?:stat[ioe]\s+)?)?(?:ricev\w+|prend\w+|pres[io]\b|avut\w*|d[aà]\w*|spett\w+|consegn\w+|eroga\w*|utilizzat\w*|usat\w*)\s+(\d{1,3})\b|(?<![.,\d])\b(\d{1,3})\s+(?:a testa|a persona|a dipendente|per dipendente|ciascuno|nel mese|al mese)\b/;

function vouchersCounted(text: string): number | undefined {
  const m = VOUCHERS_COUNTED.exec(text);
  const raw = m?.[1] ?? m?.[2];
  return raw === undefined ? undefined : parseNumber(raw);
}

const PER_WEEK =
  /^\s*(?:\w+\s+){0,2}?(?:a|alla|ogni|per) settimana\b|^\s*settimanal\w*|^\s*(?:su|ogni) (?:5|cinque|6|sei)\b/;

/** The first count of days or vouchers in digits or words before `unit` ("20 giorni", "tre giorni"). */
function countBefore(text: string, unit: string): number | undefined {
  for (const m of text.matchAll(new RegExp(`(?<![.,\\d])\\b(\\d{1,3}|[a-z]+)[ \\t]+(?:${unit})\\b`, 'g'))) {
    // "tre giorni a settimana in lavoro agile": the week's pattern, not the days of the period counted.
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30);
    if (PER_WEEK.test(after)) continue;
    const value = countValue(m[1] ?? '');
    if (value !== undefined && Number.isInteger(value) && value > 0 && value < 400) return value;
  }
  return undefined;
}

/** The taxable share told to be checked: "quota imponibile di 60 euro", "mette 60 € di parte tassata". */
function statedShare(text: string): number | undefined {
  const raw =
    /\b(?:quota|parte) (?:imponibile|tassat\w*)\s+(?:di|pari a|a|e)?\s*(\d{1,4}(?:,\d{1,2})?)\s*(?:€|euro)/.exec(
      text,
    )?.[1] ??
    /(\d{1,4}(?:,\d{1,2})?)\s*(?:€|euro) (?:di )?(?:(?:quota|parte) )?(?:imponibil\w*|tassat\w*)/.exec(
      text,
    )?.[1];
  return numberOf(raw);
}

const numberOf = (raw: string | undefined) => (raw === undefined ? undefined : parseNumber(raw));

/** Whether meals (or lodging) are reimbursed or provided, clause by clause, a denial winning. */
function paid(text: string, what: RegExp): boolean | undefined {
  let found: boolean | undefined;
  for (const clause of text.split(/[.;?!\n]|\bma\b|\bmentre\b/)) {
    if (!what.test(clause)) continue;
    if (DENIED.test(clause)) return false;
    // "la ditta mi ha pagato l'hotel, i pasti li ho pagati io": each thing by its own part of the sentence.
    if (SELF_PAID.test(clause)) {
      const own = clause.split(',').filter((part) => what.test(part));
      if (own.some((part) => SELF_PAID.test(part))) return false;
      if (own.some((part) => PAID.test(part) || /\bpie di lista\b/.test(part))) found = true;
      continue;
    }
    if (PAID.test(clause) || /\bpie di lista\b/.test(clause)) found = true;
  }
  return found;
}

function yearOf(text: string, today: string): number {
  const said = /\b(20[12]\d)\b(?!\s*(?:euro|€))/.exec(text)?.[1];
  return said ? Number(said) : Number(today.slice(0, 4));
}

/** The topic and figures of one text; undefined when it asks no tax of a benefit. */
function readOne(message: string, document: string, today: string): BenefitTaxRequest | undefined {
  const text = readable(message);
  const folded = readable(document);
  // The benefit named in the question, else in an upload that is no payslip ("quanto diventa imponibile?" of a
  // notice on meal vouchers or a travel letter).
  const kind = kindOf(text) ?? (TAX.test(text) && !PAYSLIP.test(folded) ? kindOf(folded) : undefined);
  if (!kind) return undefined;
  // "dipendente in trasferta con residenza a Palermo: aliquota dell'addizionale comunale IRPEF?": the surcharge is
  // asked, the benefit only describes the worker (unless its own tax treatment is asked too).
  if (SURCHARGE_ASKED.test(text) && !BENEFIT_TAXED.test(text)) return undefined;
  // A payslip's benefit line checked ("i buoni pasto hanno una quota imponibile di 60 euro: è giusto?").
  const stated = kind === 'meal' || kind === 'fringe' ? statedShare(text) : undefined;
  if (PAY_CASE.test(text) && stated === undefined) return undefined;
  if (PAYSLIP_NAMED.test(text) && stated === undefined && !SHARE_ASKED.test(text)) return undefined;
  const limitAsked = /\b(?:limite|tetto|fino a quant\w*|massimo|quanto posso dare)\b/.test(text);
  const perKm = kind === 'mileage' && /\bquant\w*\b/.test(text) && !TAX.test(text);
  const carAsked = kind === 'car' && /\bfringe\b|\buso promiscuo\b|\baci\b|\bpercentual\w*/.test(text);
  if (!TAX.test(text) && !(kind === 'fringe' && limitAsked) && !perKm && !carAsked) return undefined;
  // Meal vouchers and a fringe benefit in one message: each read from its own part.
  if (kind === 'meal' && FRINGE.test(text)) {
    const at = text.search(FRINGE);
    const year = yearOf(`${text}\n${folded}`, today);
    const meal = { ...figures('meal', `${text.slice(0, at)}\n${folded}`, today), year };
    return { ...meal, also: { ...figures('fringe', text.slice(at), today), year } };
  }
  const request = figures(kind, `${text}\n${folded}`, today);
  if (stated !== undefined) request.stated = stated;
  if (perKm) request.perKm = true;
  return request;
}

const AMOUNT = '(\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?|\\d+(?:,\\d{1,2})?)';

/**
 * The yearly value of fringe benefits: a total told ("totale 1200", "in tutto 1.200 euro"), else the sum of the
 * amounts given ("700 euro di buoni carburante e 500 euro di rimborso bollette"), a limit named left out.
 */
function fringeValue(all: string): number | undefined {
  const total = new RegExp(
    `\\b(?:totale|in tutto|complessiv\\w*|in totale)\\s*(?:di|:|=)?\\s*${AMOUNT}`,
  ).exec(all);
  if (total) return numberOf(total[1]);
  const totalAfter = new RegExp(`${AMOUNT}\\s*(?:€|euro)\\s*(?:in tutto|in totale|complessiv\\w*)`).exec(all);
  if (totalAfter) return numberOf(totalAfter[1]);
  let sum = 0;
  for (const m of all.matchAll(new RegExp(`${AMOUNT}\\s*(?:€|euro)`, 'g'))) {
    const before = all.slice(Math.max(0, (m.index ?? 0) - 30), m.index);
    if (/\b(?:soglia|limite|tetto|esent\w*|oltre|sopra|fino a)\b[^\d]*$/.test(before)) continue;
    // "due buoni benzina da 600 euro": the count times the value.
    const count = /\b(\d{1,2}|[a-z]+) (?:buon\w*|card|gift ?card)\b(?: \w+){0,2} da $/.exec(before)?.[1];
    const times = count === undefined ? undefined : countValue(count);
    sum += (numberOf(m[1]) ?? 0) * (times !== undefined && times > 1 && times < 20 ? times : 1);
  }
  return sum > 0 ? r2(sum) : undefined;
}

const r2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A payslip's meal voucher line ("2310 buoni pasto elettronici (valore figurativo) 21 12,00 252,00"): the count
 * and the face value, kept when count × value is the line's amount; the exempt and taxable lines left out.
 */
function payslipVouchers(all: string, request: BenefitTaxRequest): void {
  const line =
    /\bbuon\w* pasto\b[^\d\n]{0,40}?\s(\d{1,3})\s+(\d{1,2},\d{2})\s+(\d{1,3}(?:\.\d{3})*,\d{2})\b/g;
  for (const m of all.matchAll(line)) {
    // The payslip's text may come as one run: only the words just before the line's name are its own.
    const before = all.slice(Math.max(0, (m.index ?? 0) - 25), m.index);
    if (/\b(?:quota|esent\w*|imponibil\w*)\s*$/.test(before) || /\besent\w*|\bimponibil\w*/.test(m[0]))
      continue;
    const count = numberOf(m[1]);
    const value = numberOf(m[2]);
    const amount = numberOf(m[3]);
    if (count === undefined || value === undefined || amount === undefined) continue;
    if (Math.abs(count * value - amount) > 0.01 || value >= 50) continue;
    request.daily = value;
    request.days = count;
    return;
  }
}

function figures(kind: BenefitKind, all: string, today: string): BenefitTaxRequest {
  const request: BenefitTaxRequest = { intent: 'benefit_tax', kind, year: yearOf(all, today), forms: [] };
  // "21 gg x 11,00": the days' count may carry its unit before the product sign.
  const times =
    /\b(\d{1,3})\s*(?:(?:gg|giorni)\.?\s*)?(?:x|×|per)\s*(\d{1,3}(?:,\d{1,2})?)\s*(?:€|euro)?/.exec(all);
  if (kind === 'meal') {
    if (/\belettronic\w*|\bdigital\w*|\bcard\b/.test(all)) request.forms.push('electronic');
    if (/\bcartace\w*|\bdi carta\b/.test(all)) request.forms.push('paper');
    if (/\bmensa aziendal\w*|\bindennita sostitutiva/.test(all)) request.canteen = true;
    const value =
      numberOf(
        /\b(?:valore(?: (?:nominale|facciale|unitario))?|da)\s+(?:di\s+)?(\d{1,2}(?:,\d{1,2})?)\s*(?:€|euro)/.exec(
          all,
        )?.[1],
      ) ?? numberOf(times?.[2]);
    if (value !== undefined && value > 0 && value < 50) request.daily = value;
    // A voucher line "buoni pasto cartacei (esenti) 18 x 7,00": its count, before the days worked beside it.
    const onLine =
      /\bbuon\w* pasto\b[^\n\d]{0,40}?(\d{1,3})\s*(?:(?:gg|giorni)\.?\s*)?(?:x|×)\s*\d{1,2}(?:,\d{1,2})?\b/.exec(
        all,
      )?.[1];
    const days =
      numberOf(onLine) ??
      countBefore(all, 'giornat\\w*|giorni|gg|buoni') ??
      // "ne riceverà 20 a testa", "20 nel mese": the vouchers of the month counted without naming them.
      vouchersCounted(all) ??
      numberOf(/\bgiorn\w*[^.\n:]*:\s*(\d{1,3})\b/.exec(all)?.[1]) ??
      numberOf(times?.[1]);
    if (days !== undefined && days > 0) request.days = days;
  }
  if (kind === 'fringe') {
    const denied = /\b(?:non ha|senza|nessun|non hanno)\s+(?:\w+\s+)?figl/.test(all);
    if (denied) request.children = false;
    else if (/\bfigli[oae]?\b/.test(all)) request.children = true;
    const yearly = fringeValue(all);
    if (yearly !== undefined && yearly > 0) request.yearly = yearly;
  }
  if (kind === 'car' || kind === 'mileage') {
    const car = carFacts(all);
    if (Object.keys(car).length) request.car = car;
    const km = kind === 'mileage' ? kmOf(all) : undefined;
    if (km !== undefined) request.km = km;
  }
  if (kind === 'meal' && request.daily === undefined) payslipVouchers(all, request);
  if (kind === 'travel') {
    if (
      /\bcontant\w*|\bcash\b/.test(all) &&
      /\btaxi\b|\bncc\b|\bvitto\b|\bpast[oi]\b|\bcen[ae]\b|\bpranz\w*|\balloggi\w*|\balberg\w*|\bhotel\b|\bristorant\w*/.test(
        all,
      )
    )
      request.cash = true;
    const daily =
      /(\d{1,4}(?:,\d{1,2})?)\s*(?:€|euro)?\s*(?:al giorno|al di\b|giornalier\w*|\/\s*giorno|a giornata|per giorno)/.exec(
        all,
      )?.[1] ?? /\b(?:diaria|indennita)[^.\n\d]{0,60}?(\d{1,4}(?:,\d{1,2})?)\s*(?:€|euro)/.exec(all)?.[1];
    const value = numberOf(daily);
    if (value !== undefined && value > 0) request.daily = value;
    const days = numberOf(/\b(\d{1,3})\s*(?:gg)\b/.exec(all)?.[1]) ?? countBefore(all, 'giorni|giornate');
    if (days !== undefined && days > 0) request.days = days;
    const italy = all.search(ITALY);
    const abroad = all.search(ABROAD);
    if (abroad >= 0) request.abroad = italy < 0 || abroad < italy;
    else if (italy >= 0) request.abroad = false;
    if (abroad >= 0 && italy >= 0) request.bothPlaces = true;
    const meals = paid(all, MEALS);
    const lodging = paid(all, LODGING);
    if (meals !== undefined) request.mealsPaid = meals;
    if (lodging !== undefined) request.lodgingPaid = lodging;
    if (/\bpie di lista\b|\banalitic\w*|\bdocumentat\w*/.test(all)) request.analytic = true;
    if (
      /\b(?:nel|dentro il|entro il|all'interno del)(?:lo stesso)? comune\b/.test(all) &&
      !/\bfuori (?:dal|del) comune\b/.test(all)
    )
      request.sameMunicipality = true;
  }
  return request;
}

/** A follow-up ("e se invece ha due figli a carico?", "e all'estero?") keeps the earlier benefit and its figures. */
const FOLLOW_UP = /^\s*(?:e|ma|invece|se|con|nel|allora|quindi|ok)\b/;

export function readBenefitTax(
  message: string,
  history: readonly string[],
  document: string,
  today: string,
): BenefitTaxRequest | undefined {
  const own = readOne(message, document, today);
  const text = readable(message);
  const previous = history.at(-1);
  const followUp = previous !== undefined && text.length <= 220 && FOLLOW_UP.test(text);
  // "e se invece prendevo l'elettrica? fa 0,4329 al km": a cost per km after a company car is the car's.
  const carBefore =
    followUp && previous !== undefined && own?.kind === 'mileage' && own.km === undefined
      ? readOne(previous, document, today)
      : undefined;
  if (own && carBefore?.kind !== 'car') return own;
  if (!followUp || previous === undefined || PAY_CASE.test(text)) return undefined;
  const earlier = carBefore ?? readOne(previous, document, today);
  if (!earlier) return undefined;
  // Another benefit named is another question ("e i buoni pasto?" after a trip); the same one keeps its figures.
  const named = kindOf(text);
  if (named !== undefined && named !== earlier.kind && !(earlier.kind === 'car' && named === 'mileage'))
    return undefined;
  const now = figures(earlier.kind, text, today);
  // The figure told to be checked was the earlier turn's, not this one's.
  const { stated: _, ...kept } = earlier;
  // "In Italia quanto resta esente?" after both places asked: the place named now alone.
  if (now.abroad !== undefined && !now.bothPlaces) delete kept.bothPlaces;
  const merged: BenefitTaxRequest = { ...kept };
  for (const [key, value] of Object.entries(now) as [keyof BenefitTaxRequest, unknown][])
    if (key === 'car') merged.car = { ...earlier.car, ...now.car };
    else if (value !== undefined && !(Array.isArray(value) && !value.length) && key !== 'year')
      Object.assign(merged, { [key]: value });
  if (/\b20[12]\d\b/.test(text)) merged.year = now.year;
  // "e dentro il comune cambia qualcosa per le tasse?": the tax asked again, not the earlier trip's amount.
  if (merged.kind === 'mileage' && now.km === undefined && now.car?.perKm === undefined) delete merged.km;
  return merged;
}
