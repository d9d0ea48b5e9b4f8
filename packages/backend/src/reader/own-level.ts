/**
 * The worker's own level set against another the message names first ("il volantino parla del 4° livello, io
 * però sono 5° livello", "ma io sono C2"): the words after "io (però|invece) sono"; also after a job named
 * between the verb and the level ("io faccio la commessa al quinto"), the ordinal alone, never before another
 * noun ("al quinto anno").
 */
const OWN_LEVEL =
  /\b(?:ma |pero |e )?io (?:pero |invece )?(?:sono|faccio|ho) (?:(?:inquadrat[oa] )?(?:al|il|nel|un|una|di) )?((?:livello )?[a-z]?\d{1,2}\s*(?:°|º)?\s*(?:s|super)?\s*(?:livello)?|[a-d]s?\b|(?:primo|secondo|terzo|quarto|quinto|sesto|settimo) livello)|\bio (?:pero |invece )?(?:sono|faccio) (?:il|la|l'|lo|un|una) [a-z']{3,} (?:al|nel) ((?:livello )?\d{1,2}\s*(?:°|º)?(?:\s*livello)?|(?:primo|secondo|terzo|quarto|quinto|sesto|settimo)(?: livello)?)\b(?! (?:anno|mese|giorno|piano|figlio|turno|scatto))/;

/**
 * The hire at hand in an employer's story that first tells earlier hires ("a gennaio abbiamo assunto un 3°
 * livello…; ora inseriamo un addetto inquadrato al 5° livello"): the level in the sentence that says "ora",
 * "adesso" or "stavolta" and a hire being made, not the first one named.
 */
const HIRE_AT_HAND =
  /\b(?:ora|adesso|stavolta|questa volta|oggi)\b[^.;?!]{0,40}?\b(?:assumiamo|assumeremo|inseriamo|inseriremo|inquadriamo|prendiamo|(?:vogliamo|dobbiamo|stiamo per|vorremmo) (?:assumere|inserire|prendere)|stiamo (?:assumendo|inserendo))\b[^.;?!]{0,80}?\b(?:al|nel|come|di|un|una)\s+((?:livello\s+)?\d{1,2}\s*[°º]?\s*(?:s|super)?\s*livello(?:\s+super)?|(?:primo|secondo|terzo|quarto|quinto|sesto|settimo) livello)/;

/** The words of the level the worker claims as their own ("5° livello", "quinto livello", "C2"), or undefined. */
export function ownLevelWords(text: string): string | undefined {
  const hire = HIRE_AT_HAND.exec(text)?.[1];
  if (hire) return hire;
  const claim = OWN_LEVEL.exec(text);
  const said = claim?.[1] ?? claim?.[2];
  return said && /^(?:primo|secondo|terzo|quarto|quinto|sesto|settimo)$/.test(said)
    ? `${said} livello`
    : said;
}
