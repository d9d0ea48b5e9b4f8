/**
 * The probation named as a word of the question, not as a condition of the case: "con la prova già superata",
 * "superata la prova, che preavviso …?" tell the probation is over, so the notice (or whatever else) is asked.
 */
export const PROBATION_NAMED =
  /(?<!\b(?:superat|passat|finit|conclus|terminat)\w* (?:gia )?(?:la |il periodo di ))\bprova\b(?! (?:gia )?(?:superat|passat|finit|conclus|terminat)\w*)/;
