import { firstCapture } from './first-capture.js';
import { wordsToNumber } from './numbers.js';

// "venti ore a settimana", "diciotto ore settimanali": the week's hours in words (not a limit, "sotto le quaranta").
const IN_WORDS =
  /(?<!\b(?:sotto|entro|oltre|superare|supera|massimo|limite di|limite delle|fino a|fino alle|non piu di)\s(?:le\s|i\s|di\s)?)\b([a-z]{3,20})\s+ore\s+(?:settimanali|a settimana|alla settimana|la settimana|per settimana|ogni settimana)\b/;

/** The weekly hours a text states ("25 ore a settimana", "part time da 20 ore", "un contratto da 15 ore"). */
export function weeklyHoursSaid(text: string): string | undefined {
  const weekly = firstCapture(
    text,
    // "sotto le 48 ore settimanali", "entro le 48 ore a settimana": a limit, not the hours worked. ("8 ore in tutto a
    // settimana": the week's hours, summed over its days.)
    /(?<!\b(?:sotto|entro|oltre|superare|supera|massimo|limite di|limite delle|fino a|fino alle|non piu di)\s(?:le\s|i\s|di\s)?)\b(\d+(?:[.,]\d+)?)\s*ore\s*(?:(?:in tutto|in totale|complessiv\w*|total\w*)\s*)?(?:settimanali|a settimana|alla settimana|la settimana|settimana|a sett|sett\b|\/\s*sett|per settimana|x settimana|ogni settimana)/,
    // "le ore diventano 30 a settimana", "l'orario passa a 25 alla settimana": the number said after the hours.
    /\b(?:ore|orario)\b[^.?;()]{0,30}?\b(\d+(?:[.,]\d+)?)\s*(?:a settimana|alla settimana|la settimana|settimanali|per settimana|x settimana|ogni settimana)/,
  );
  // "full time 40 ore", "tempo pieno da 38 ore": the schedule's hours.
  const full = /\b(?:full.?time|tempo pieno)\s*(?:a |di |da )?(\d{2}(?:[.,]\d)?)\s*ore\b/.exec(text);
  // "ho il part-time a 25 ore", "part time da 20 ore": the part-time week (not "4 ore al giorno").
  const part =
    /\b(?:part.?time|tempo parziale)\s*(?:a |di |da )?(\d{1,2}(?:[.,]\d)?)\s*ore\b(?!\s*(?:al giorno|giornalier|ogni giorno|a giornata|in piu|extra))/.exec(
      text,
    );
  const partWeek = part?.[1];
  // "invece che full time 40 ore la prendo part time 24 ore", "da tempo pieno 40 ore a part-time 30 ore": the
  // part-time week said after the full one is the week worked; the full week only stands for the comparison.
  // (The other way round, "da part time 24 ore a full time 40 ore", the full week said last stays the week.)
  const fullTime =
    full && part && part.index > full.index && Number(part[1]) < Number(full[1]) ? part[1] : full?.[1];
  // "e se le faccio un contratto da 15 ore?": the week a contract's hours name.
  const contractWeek =
    /\b(?:contratto|orario) (?:a |di |da )(\d{1,2}(?:[.,]\d)?)\s*ore\b(?!\s*(?:al giorno|giornalier|ogni giorno|a giornata|in piu|extra|mensil|al mese|annu|all'anno|di (?:straordinario|permesso|ferie)))/.exec(
      text,
    )?.[1];
  const words = wordsToNumber(IN_WORDS.exec(text)?.[1] ?? '');
  const inWords = words !== undefined && words >= 1 && words <= 60 ? String(words) : undefined;
  return weekly ?? fullTime ?? partWeek ?? contractWeek ?? inWords;
}
