import { describe, expect, it } from 'vitest';
import { claimedFigure } from './claimed-figure.js';

// Session 18 (fixw): a figure the user believes and asks to be confirmed, read as a slot, in new words.
describe('a figure believed and asked to be confirmed is read with its unit', () => {
  it.each([
    ['la titolare sostiene che il preavviso per le dimissioni è di 15 giorni, è così?', 15, 'days'],
    ['il sindacalista dice che nella logistica l’orario è 39 ore a settimana, giusto?', 39, 'hours'],
    ['mi confermi che la prova per un operaio al 3° livello dura due mesi?', 2, 'months'],
    ['la paga minima del 2° livello è 1.920,50 €: corretto?', 1920.5, 'euro'],
    ['a quanto mi risulta la contribuzione del lavoratore è il 9,49 per cento, esatto?', 9.49, 'percent'],
    ['nel tessile le mensilità sono 13, vero?', 13, 'payments'],
    ["e' vero che il preavviso di un impiegato e' di 30 giorni?", 30, 'days'],
    ['mio cugino dice che gli spettano 4 settimane di ferie: ha ragione?', 4, 'weeks'],
  ])('%s', (message, value, unit) => {
    expect(claimedFigure(message).claim).toEqual({ value, unit });
  });
});

describe('nothing is read as believed when it is not a confirmation of one figure', () => {
  it.each([
    // no asking words
    ['quanti giorni di preavviso ci sono nel commercio?'],
    // a payslip's figure is the payslip check's
    ['in busta mi hanno trattenuto 210 euro di inps, è giusto?'],
    // the figure is an input, not the rule believed
    ['guadagno 1.650 lordi al mese, il netto che ricevo è corretto?'],
    // two figures believed at once
    ['le ferie sono 26 giorni e i permessi sono 72 ore, vero?'],
    // two beliefs set against each other
    ['mia moglie dice che la malattia è pagata al 50%, io al 75%: chi ha ragione?'],
    // the conjunction "e" does not set the figure as the rule
    ['le versiamo 1.020 euro al mese e le diamo circa 930 in mano, va bene così? è giusto?'],
    // a level is not a figure
    ['il mio inquadramento è al 4° livello, giusto?'],
  ])('%s', (message) => {
    expect(claimedFigure(message).claim).toBeUndefined();
  });
});
