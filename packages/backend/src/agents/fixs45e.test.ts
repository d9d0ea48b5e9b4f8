import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 45 (fixs45e): topic questions read by the story instead of the ask (sickness, holidays, notice, scope).
const main = (message: string, history: string[] = []) =>
  askAgent('main-agent', message, { history, today: '2026-11-28' }).text;
const calc = (message: string) => askAgent('calcolo', message, { today: '2026-11-28' }).text;

describe('holidays the ask points back to, an agreement named: in scope whatever the story tells', () => {
  it('a warehouse moved twice is no house move: the seniority holidays answer', () => {
    const text = main(
      'Sono operaio in una ditta col contratto metalmeccanici industria, assunto nel 2006; abbiamo fatto tre traslochi di magazzino. Dicono che adesso ci sono più ferie per chi è da tanto in azienda. Quante me ne spettano?',
    );
    expect(openingLine(text)).toContain('5 settimane');
    expect(text).not.toContain('Questa domanda esce');
  });

  it('a house move told in passing does not turn the holidays asked out of scope', () => {
    const text = main(
      'Sono impiegata metalmeccanica (industria), quest’anno abbiamo fatto il trasloco di casa. Si dice che dal 2026 ci sono più ferie per chi ha tanta anzianità. A me, assunta nel 2013, quante ne spettano?',
    );
    expect(text).not.toContain('Questa domanda esce');
    expect(openingLine(text)).toContain('4 settimane e 1 giorno');
  });
});

describe('the INPS sickness share asked without an agreement: the law answers', () => {
  it('"l’INPS quanto paga?" in its own sentence gives 50% and 66,66%', () => {
    const text = main(
      'mi sono ammalato martedì, certificato di 30 giorni. lasciando stare l’integrazione del datore, la quota dell’inps com’è? cambia dopo 20 giorni?',
    );
    expect(openingLine(text)).toContain('50%');
    expect(openingLine(text)).toContain('66,66%');
    expect(text).not.toContain('Non riesco a identificare');
  });
});

describe("a child's illness passed on to the household worker: her own sick pay", () => {
  it('values the days on 1/26 of the monthly pay, 50% the first three', () => {
    const text = calc(
      'La bambina ha preso la febbre all’asilo e l’ha passata anche alla badante, che lavora da noi da 4 anni, 1.300 euro al mese, non convivente. È stata a casa 4 giorni con il certificato. Quanto le dobbiamo pagare noi?',
    );
    // 1.300 / 26 = 50 € a day: 3 × 25 + 1 × 50.
    expect(openingLine(text)).toContain('125,00 €');
    expect(text).toContain('50%');
    expect(text).not.toContain('malattia di ciascun figlio');
  });
});

describe('leave over a span in an agreement with a six-day week: the days to deduct', () => {
  it('a five-day worker’s two weeks in FIPE are 12 days, with no other agreement beside', () => {
    const text = main(
      'Bar con il CCNL Pubblici esercizi FIPE: il barista lavora dal martedì al sabato e prende ferie da lunedì 1 a domenica 14 marzo 2027. Quanti giorni di ferie gli scalo?',
    );
    expect(openingLine(text)).toContain('12 giorni');
    expect(text).not.toContain('Turismo');
  });

  it('a public holiday in the span is not a day of leave', () => {
    const text = main(
      'Applichiamo il CCNL Turismo Federalberghi. La receptionist fa ferie dal 20 aprile al 2 maggio 2027: quanti giorni devo togliere dalle sue ferie?',
    );
    // 20 April – 2 May 2027: 11 days Monday to Saturday, less 25 April (a Sunday) and 1 May (a Saturday): 10.
    expect(openingLine(text)).toContain('10 giorni');
  });
});

describe('a household worker resigning for a new job: the notice of her own band', () => {
  it('keeps the hours and years told before, whatever workplace she goes to', () => {
    const text = main(
      'Ok, ma adesso è lei che vuole andarsene: ha trovato un posto in un supermercato. Quanti giorni di preavviso ci deve dare?',
      ['La nostra colf fa 35 ore a settimana da 8 anni. Se la licenziamo quanto preavviso le spetta?'],
    );
    expect(openingLine(text)).toContain('15 giorni');
    expect(openingLine(text)).not.toContain('8 giorni');
  });
});

describe('the sick days used, asked before the comporto: their communication opens', () => {
  it('the 15 days to tell them lead, the comporto follows', () => {
    const text = main(
      'Pulizie, contratto multiservizi. È vero che l’azienda mi deve comunicare quanti giorni di malattia ho già fatto? In che tempi? E quanto mi tengono il posto?',
    );
    expect(openingLine(text)).toContain('entro 15 giorni');
    expect(openingLine(text)).toContain('12 mesi');
  });

  it('the comporto asked first keeps the lead', () => {
    const text = main(
      'Multiservizi: qual è il periodo di comporto? E l’azienda deve comunicarmi i giorni di malattia già fatti?',
    );
    expect(openingLine(text)).toMatch(/\*\*conservazione del posto fino a 12 mesi/);
  });
});
