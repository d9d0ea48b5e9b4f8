/**
 * The monthly ceiling of the wage integration asked ("massimale CIGO 2026 lordo e netto?", "quanto prende al massimo
 * un operaio in cassa integrazione?", after it "e per gli edili fermi per pioggia il tetto è lo stesso?"): INPS's
 * yearly figure, raised for building and stone workers stopped by the weather. Read on folded text; the
 * employer's contribution for the CIG ("aliquota CIGO") is a cost, not this; "sul tetto a luglio" is a roof.
 */
const CEILING =
  /\bmassimal\w*|(?<!\b(?:sul|sui|dal|dai|sopra (?:il|i)) )\btett[oi]\b|\bimporto massimo\b|\bmassimo (?:mensile|lordo|netto)\b|\b(?:prend\w*|spett\w*|percepi\w*|arriv\w*) (?:\w+ ){0,3}al massimo\b|\bquanto (?:al )?massimo\b/;
const INTEGRATION =
  /\bcassa integrazione\b|\bcassa (?:per (?:gli )?(?:eventi meteo|maltempo|intemperi\w*|pioggi\w*)|meteo)\b|\bcig[os]?\b|\bcisoa\b|\bintegrazione salariale\b|\bammortizzator\w*/;
const COST = /\bcontribut\w*|\baliquot\w*|\bcost[oi]\b/;
// Roofs as the building work ("facciamo rifacimento tetti e facciate", "riparo tetti", "lavori sui tetti"): the
// roof worked on, not the integration's ceiling.
const ROOF_WORK =
  /\b(?:rifaciment\w*|rifa\w*|ripar\w*|manutenzion\w*|impermeabilizz\w*|coibent\w*|montagg\w*|costruzion\w*|lavor\w* (?:sui|sul|ai|al|di|dei)) (?:(?:dei|di|del|degli|i|il|un|una) )?tett[oi]\b|\btett[oi] e (?:facciat\w*|copertur\w*|grondai\w*|terrazz\w*)\b/g;
/** Building or stone workers stopped by the season's weather: the ceiling raised by 20%. */
const WEATHER =
  /\bintemperi\w*|\bpiogg\w*|\bpiov\w*|\bneve\b|\bnevicat\w*|\bgrandin\w*|\bmaltempo\b|\beventi? meteo\w*|\bedil\w*|\bcantier\w*|\blapide\w*/;
/** Farm workers stopped by the weather (the CISOA for seasonal weather): no ceiling at all. */
const FARM = /\bagricol\w*|\bcisoa\b|\bbraccian\w*|\bflorovivai\w*|\bcampi\b/;
const BUILDING = /\bedil\w*|\bcantier\w*|\blapide\w*/;

/** Whether the ceiling is asked (in this turn, or as a follow-up of a turn that asked it), and for the weather. */
export function cigCeilingAsked(
  text: string,
  earlier: string,
): { weather: boolean; farmWeather?: boolean } | undefined {
  if (!CEILING.test(text.replace(ROOF_WORK, ' ')) || COST.test(text)) return undefined;
  const asked = INTEGRATION.test(text) || (INTEGRATION.test(earlier) && CEILING.test(earlier));
  if (!asked) return undefined;
  const weather = WEATHER.test(text) || (WEATHER.test(earlier) && !INTEGRATION.test(text));
  // The farm told in this turn (or, on a follow-up, before it), and no building site beside it.
  const farm = FARM.test(text) || (FARM.test(earlier) && !INTEGRATION.test(text));
  return weather && farm && !BUILDING.test(text) ? { weather, farmWeather: true } : { weather };
}
