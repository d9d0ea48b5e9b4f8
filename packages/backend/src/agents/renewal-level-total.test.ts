import { describe, expect, it } from 'vitest';
import type { Ccnl } from '../kb/schema.js';
import { askAgent, openingLine, testKb, withUpload } from '../testing/agents.js';
import { levelTotalLine } from './renewal-level-total.js';

// Turismo and FIPE 2024 renewals: each level's increases and total as the renewal's table of increases by level
// publishes them (Studio Felli, art. 152; Circuito Lavoro), not the sum of the pay tables' steps.
const today = '2026-12-02';
const ask = (message: string, history: string[] = [], extra = {}) =>
  askAgent('main-agent', message, { history, today, ...extra }).text;

describe('the whole increase of the renewal at a level', () => {
  it('Turismo 5th level: the published 187,57 €, the July 2024 tranche included', () => {
    const text = ask(
      'Federalberghi, rinnovo del 2024: quanto prende in più a regime un dipendente di 5° livello?',
    );
    expect(openingLine(text)).toContain('187,57 €');
    expect(openingLine(text)).toContain('65,65 € dal 1° luglio 2024');
    expect(openingLine(text)).not.toContain('121,91');
  });
  it('Turismo 3rd level on a follow-up', () => {
    const first = 'CCNL Turismo Federalberghi: aumento complessivo del rinnovo per il 5° livello?';
    expect(openingLine(ask('e per il terzo livello?', [first]))).toContain('211,95 €');
  });
  it('FIPE 3rd level: 217,94 € in all, the June 2024 tranche included', () => {
    const text = ask(
      'Pubblici esercizi FIPE, 3° livello: in totale di quanto aumenta la paga con il rinnovo?',
    );
    expect(openingLine(text)).toContain('217,94 €');
    expect(openingLine(text)).toContain('54,48 € dal 1° giugno 2024');
  });
  it('Turismo 5th level, the July 2024 tranche the first table cannot show: the table of increases gives it', () => {
    const text = ask('CCNL Turismo Federalberghi, 5° livello: di quanto è aumentata la paga a luglio 2024?');
    expect(openingLine(text)).toContain('65,65 €');
    expect(openingLine(text)).not.toContain('nessuna tabella dei minimi');
  });
  it("FIPE 5th level, a month's tranche typed without the apostrophe: the rise, not the minimum", () => {
    const first = 'Bar con CCNL FIPE, 4° livello: a giugno 2026 quanto aumenta la paga base?';
    const text = ask('e per il 5° livello quanto era l aumento di giugno 2026?', [first]);
    expect(openingLine(text)).toMatch(
      /^Nel CCNL Pubblici esercizi FIPE il minimo mensile del 5° livello aumenta di \*\*36,23 €\*\*/,
    );
  });
});

describe('FIPE: the sum paid in November 2027 where no result bonus was agreed', () => {
  it('the sum and its month told without naming the bonus: why it is due, with its deadline', () => {
    const first =
      'Ristorante, CCNL pubblici esercizi FIPE, sono al 5° livello: quanto aumenta la paga a giugno 2026?';
    const text = ask(
      'Mi hanno detto che con la busta di novembre 2027 prenderò 140 euro una tantum perché manca un accordo in azienda: come mai?',
      [first],
    );
    expect(openingLine(text)).toContain('premio di risultato');
    expect(openingLine(text)).toContain('31 ottobre 2026');
    expect(openingLine(text)).toContain('140,00 €');
  });
});

describe('Turismo extras: an uploaded sheet of several extras checked against the art. 155 table', () => {
  it('an old rate on the sheet is told apart from the rate of the month asked', () => {
    const sheet = withUpload(
      'extra.txt',
      'Albergo Miramare\nProspetto lavoratori extra - aprile 2027\nCCNL Turismo Federalberghi\n1) Anna Rossi - cameriera 5° livello - 10 ore x 14,54 = 145,40\n2) Marco Bianchi - cameriere 5° livello - 6 ore x 14,54 = 87,24\nTotale: 232,64',
    );
    const text = ask(
      'Il consulente ha preparato il prospetto degli extra di aprile 2027 con 14,54 euro l’ora: è corretto o che tariffa oraria va usata ad aprile 2027?',
      [],
      sheet,
    );
    expect(openingLine(text)).toMatch(/^No: il prospetto applica 14,54 €/);
    expect(openingLine(text)).toContain('15,16 €');
  });
});

describe('a single tranche by level is not the whole increase', () => {
  it('Vigilanza servizi fiduciari: the October 2024 tranche at level A is not its total', () => {
    const line = levelTotalLine(testKb.byId('vigilanza-privata-servizi-fiduciari') as Ccnl, 'A', (t) => t);
    expect(line).toBeUndefined();
  });
});
