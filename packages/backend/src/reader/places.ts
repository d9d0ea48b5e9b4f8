import { findPlace } from '../payroll/places.js';

/**
 * Municipality → province → region. The largest cities are known in lower case too ("a milano"); any other of
 * the 7,896 comuni (payroll's ISTAT list) when written with its capital after a preposition ("a Lodi",
 * "residente a Sesto San Giovanni"), so that common words are never taken for a place.
 */
const CITIES: Record<string, { province: string; region: string }> = {
  milano: { province: 'MI', region: 'Lombardia' },
  roma: { province: 'RM', region: 'Lazio' },
  napoli: { province: 'NA', region: 'Campania' },
  torino: { province: 'TO', region: 'Piemonte' },
  palermo: { province: 'PA', region: 'Sicilia' },
  bologna: { province: 'BO', region: 'Emilia-Romagna' },
  firenze: { province: 'FI', region: 'Toscana' },
  venezia: { province: 'VE', region: 'Veneto' },
  genova: { province: 'GE', region: 'Liguria' },
  bari: { province: 'BA', region: 'Puglia' },
  verona: { province: 'VR', region: 'Veneto' },
  padova: { province: 'PD', region: 'Veneto' },
  brescia: { province: 'BS', region: 'Lombardia' },
  bergamo: { province: 'BG', region: 'Lombardia' },
  catania: { province: 'CT', region: 'Sicilia' },
  trieste: { province: 'TS', region: 'Friuli-Venezia Giulia' },
};
const REGIONS = [
  'Abruzzo',
  'Basilicata',
  'Calabria',
  'Campania',
  'Emilia-Romagna',
  'Friuli-Venezia Giulia',
  'Lazio',
  'Liguria',
  'Lombardia',
  'Marche',
  'Molise',
  'Piemonte',
  'Puglia',
  'Sardegna',
  'Sicilia',
  'Toscana',
  'Trentino-Alto Adige',
  'Umbria',
  'Valle d’Aosta',
  'Veneto',
];

// "lo studio di via Roma", "in piazza Venezia": a street named after a city is no residence.
const STREET = /\b(?:via|viale|piazza|piazzale|corso|largo|vicolo|lungomare|strada|contrada|borgo)\s*$/;
const namesCity = (words: string, city: string) =>
  [...words.matchAll(new RegExp(` ${city} `, 'g'))].some((m) => !STREET.test(words.slice(0, m.index)));

const key = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

// A place named only to be set aside: "invece che a Milano", "anziché a Torino", "e non a Bari".
const SET_ASIDE_PLACE =
  /\b(?:invece (?:che|di)|anzich[eé]|piuttosto che|e non|non piu|non più)\s+(?:(?:a|ad|in|da|di)\s+)?\p{L}[\p{L}'’]*/giu;

// Where a relative studies or lives ("mia figlia studia a Padova", "mio figlio vive a Bologna"): another person's
// place, not the worker's home where the surcharges are due ("mio fratello sta a Milano, ha 40 mila di RAL": the
// brother is the worker asked about, so a bare "sta" is no other person's place) (a relative the question is written for, "scrivo per
// mia mamma che fa la colf a Roma", is the worker and has no such verb).
const RELATIVE_PLACE =
  /(?<!\bper )\b(?:mi[oae]|su[oae]|nostr[oae]|la|il) (?:figli[oae]?|moglie|marito|madre|padre|mamma|papa|papà|fratell[oi]|sorell[ae]|compagn[oa]|fidanzat[oa]|nonn[oi]|suocer[oi])\b(?:\s+\p{Lu}[\p{L}'’]*)?\s+(?:studi\w*|frequent\w*|vive|vivono|abita|abitano|e all'universita|è all'università|(?:(?:e|è|sono) )?(?:tornat\w*|andat\w*|torna|va|vanno) a vivere)\b[^.;,?]{0,25}?\b(?:a|ad|in)\s+\p{L}[\p{L}'’]*/giu;

/**
 * The municipality, province and region a question names ("a Milano" → Milano, MI, Lombardia): `text` folded,
 * `original` as the user wrote it (capitals tell a comune from a common word).
 */
export function readPlace(
  written: string,
  said = written,
): { municipality?: string; province?: string; region?: string } {
  // "se abitasse a Roma invece che a Milano": the place set aside is not the one asked.
  const text = written.replace(SET_ASIDE_PLACE, ' ').replace(RELATIVE_PLACE, ' ');
  const original = said.replace(SET_ASIDE_PLACE, ' ').replace(RELATIVE_PLACE, ' ');
  const words = ` ${key(text)} `;
  const named = Object.entries(CITIES).filter(([city]) => namesCity(words, city));
  // Several large cities named ("la fabbrica in Barriera di Milano… residente a Torino… addizionali di Piemonte e
  // Torino… i colleghi di Milano"): the one the worker lives in, else the one in the region named, else the first.
  // One city named and the worker's home elsewhere ("lavoro nella sede milanese … ci siamo trasferiti a Novara … a
  // Milano ormai è impossibile"): the home, where the surcharges are due.
  const home = named.length ? residenceComune(text) : undefined;
  if (home && (named.length === 1 || named.some(([city]) => city === key(home.municipality)))) return home;
  const inRegion = named.filter(([, where]) => words.includes(` ${key(where.region)} `));
  const [city, where] = (inRegion.length === 1 ? inRegion[0] : named[0]) ?? [];
  if (city && where) return { municipality: city[0]?.toUpperCase() + city.slice(1), ...where };
  const comune = namedComune(original) ?? residenceComune(text) ?? surchargeComune(text);
  if (comune) return comune;
  const coded = provinceCode(original);
  if (coded) return coded;
  const region = REGIONS.find((r) => words.includes(` ${key(r)} `));
  return region ? { region } : {};
}

/**
 * Every comune a question names, in the order written ("conviene abitare a Milano o a Roma?"): the largest
 * cities first by position, then any other comune written with its capital after a preposition.
 */
export function readPlaces(
  text: string,
  original = text,
): { municipality?: string; province?: string; region?: string }[] {
  const words = ` ${key(text)} `;
  const cities = Object.entries(CITIES)
    .map(([city, where]) => ({ at: namesCity(words, city) ? words.indexOf(` ${city} `) : -1, city, where }))
    .filter((c) => c.at >= 0)
    .sort((x, y) => x.at - y.at)
    .map((c) => ({ municipality: c.city[0]?.toUpperCase() + c.city.slice(1), ...c.where }));
  const others: { municipality: string; province: string; region: string }[] = [];
  for (const match of original.matchAll(AFTER_PREPOSITION)) {
    const found = namedComune(match[0]);
    if (found && ![...cities, ...others].some((c) => c.municipality === found.municipality))
      others.push(found);
  }
  return [...cities, ...others];
}

/**
 * Up to four capitalised words after "a", "ad", "di", "in", "da", or after a correction ("volevo dire Salerno",
 * "anzi Bari"): the longest that names one comune.
 */
const AFTER_PREPOSITION =
  /\b(?:a|ad|di|in|da|dire|intendevo|anzi|cioe|cioè)\s+((?:\p{Lu}[\p{L}'’]*)(?:\s+(?:\p{Lu}[\p{L}'’]*|di|del|della|sul|sulla|in|d'\p{Lu}[\p{L}]*)){0,3})(?:\s*\(([A-Z]{2})\))?/gu;

function namedComune(text: string): { municipality: string; province: string; region: string } | undefined {
  for (const match of text.matchAll(AFTER_PREPOSITION)) {
    const place = longestComune(match[1] ?? '', match[2]);
    if (place) return place;
  }
  return undefined;
}

/**
 * A large city's province code written alone in capitals, as consultants abbreviate ("netto 35k MI"). Codes
 * that are also common abbreviations (PT part-time, PA, BS the domestic level) are not read; nor is a message
 * written all in capitals.
 */
const CODED = new Set(['MI', 'RM', 'NA', 'TO', 'BO', 'FI', 'VE', 'GE', 'BA', 'VR', 'PD', 'BG', 'CT', 'TS']);
function provinceCode(
  original: string,
): { municipality: string; province: string; region: string } | undefined {
  if (original === original.toUpperCase()) return undefined;
  const code = original.match(/(?<![\p{L}'’])[A-Z]{2}(?![\p{L}'’])/gu)?.find((c) => CODED.has(c));
  const city = Object.entries(CITIES).find(([, where]) => where.province === code);
  return city ? { municipality: city[0][0]?.toUpperCase() + city[0].slice(1), ...city[1] } : undefined;
}

/**
 * A comune written in lower case right after a verb of residence ("abito a varese", "residente a busto arsizio",
 * "vivo in val di zoldo", "ci siamo trasferiti a novara"): the verb makes the words a place, so the capital is not needed; the longest run of up
 * to four words that names exactly one comune wins.
 */
// ("torna a vivere qui a Firenze", "è andato a vivere a Prato": the home now, not a town worked in before.)
// ("dip. residente Milano", "residenza fiscale Roma (stesso datore, sede Milano)": the worker's home told without a
// preposition, in a consultant's shorthand; the employer's seat beside it is not where the surcharges are due.)
const AFTER_RESIDENCE =
  /\b(?:abit(?:o|a|iamo|ano)|viv(?:o|e|iamo|ono)|risied(?:o|e|iamo|ono)|residente|residenti|domiciliat[oaie]|(?:mi sono|ci siamo|si e|si sono) (?:(?:gia|appena|poi) )?trasferit[oaie]|(?:ho|abbiamo|ha|hanno) (?:(?:gia|appena) )?traslocato|(?<=\b(?:torn|and|va|vanno|vado|vien|venut|trasferit)\w* )a vivere(?: qui| qua| li| la| ora| adesso| stabilmente)?)\s+(?:a|ad|in)\s+((?:[\p{L}'’]+)(?:\s+[\p{L}'’]+){0,3})|\b(?:residente|residenti|residenza(?: fiscale| anagrafica)?|domicilio fiscale)\s+(?:(?:a|ad|in|di|:)\s+)?((?:[\p{L}'’]+)(?:\s+[\p{L}'’]+){0,3})/gu;

// "lavoro in un magazzino a spino d adda e abito lì", "il negozio è a lodi, ci vivo anche": the workplace told as
// the home too, in lower case; the run between the preposition and the verb of residence is the comune.
const WORKPLACE_HOME =
  /\b(?:a|ad|in)\s+((?:[\p{L}'’]+)(?:\s+[\p{L}'’]+){0,3}?)(?:\s*,\s*ci|\s+(?:e|dove)(?:\s+ci)?)\s+(?:abito|vivo|risiedo|abitiamo|viviamo)\b(?!\s+(?:a|ad|in)\s)/gu;

function residenceComune(
  text: string,
): { municipality: string; province: string; region: string } | undefined {
  for (const match of text.matchAll(AFTER_RESIDENCE)) {
    const place = longestComune(match[1] ?? match[2] ?? '');
    if (place) return place;
  }
  for (const match of text.matchAll(WORKPLACE_HOME)) {
    const place = longestComune(match[1] ?? '');
    if (place) return place;
  }
  return undefined;
}

// "che aliquota ha l'addizionale comunale irpef a perugia?": the comune whose surcharge is asked, in lower case.
const AFTER_SURCHARGE =
  /\baddizional\w* comunal\w*(?: irpef)?(?: (?:19|20)\d\d)?\s+(?:del comune )?(?:a|ad|di|per|in)\s+(?!(?:ora|adesso|il momento|quest\w*)\b)((?:[\p{L}'’]+)(?:\s+[\p{L}'’]+){0,3})/gu;

function surchargeComune(
  text: string,
): { municipality: string; province: string; region: string } | undefined {
  for (const match of text.matchAll(AFTER_SURCHARGE)) {
    const place = longestComune(match[1] ?? '');
    if (place) return place;
  }
  return undefined;
}

/** The longest run of the first words ("busto arsizio centro" → "busto arsizio") that names exactly one comune. */
function longestComune(
  run: string,
  province?: string,
): { municipality: string; province: string; region: string } | undefined {
  const words = run.split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    const found = findPlace(words.slice(0, n).join(' '), province);
    if (found.status === 'found')
      return {
        municipality: found.place.municipality,
        province: found.place.provinceCode,
        region: found.place.region,
      };
  }
  return undefined;
}
