/**
 * Municipality → province → region for the cities the surcharge tables hold. A stand-in until the payroll
 * module's complete mapping lands; facts only (ISTAT names).
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

const key = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** The municipality, province and region a folded question names ("a Milano" → Milano, MI, Lombardia). */
export function readPlace(text: string): { municipality?: string; province?: string; region?: string } {
  const words = ` ${key(text)} `;
  for (const [city, where] of Object.entries(CITIES))
    if (words.includes(` ${city} `))
      return { municipality: city[0]?.toUpperCase() + city.slice(1), ...where };
  const region = REGIONS.find((r) => words.includes(` ${key(r)} `));
  return region ? { region } : {};
}
