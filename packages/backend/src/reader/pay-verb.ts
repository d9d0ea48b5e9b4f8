/**
 * The verbs a worker or an employer says a monthly pay with, typed with no euro sign: "prendo 2000", "mi danno
 * 1950", "gli do 2050". A figure right after one is pay, even in the range of years (1990–2100).
 */
export const PAY_VERB = String.raw`\b(?:prend[oea]|prendevo|guadagn[oa]|mi (?:danno|da|pagano)|gli (?:do|diamo)|le (?:do|diamo))`;

/** Words after a figure that make it a month's pay, never a year: "2000 al mese", "1950 mensili". */
export const PER_MONTH_AFTER = String.raw`(?:al mese|a mese|x mese|mensil\w*)`;
