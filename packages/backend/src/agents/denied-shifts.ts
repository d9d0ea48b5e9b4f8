/**
 * Shifts denied ("non fa turni", "non è turnista", "niente turni"): the story says the worker has none, so the
 * words choose no shift workers' rate (Edilizia's 28% night work on shifts beside an ordinary overtime hour).
 */
const DENIED_SHIFTS =
  /\b(?:non (?:fa|faccio|fanno|lavora|lavoro|lavorano) (?:mai )?(?:a |i |dei )?|non (?:e|sono|siamo) (?:un |una )?|niente |senza |nessun )turn\w*/g;

export const withoutDeniedShifts = (text: string): string => text.replace(DENIED_SHIFTS, ' ');
