import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (message: string, history: string[] = []) =>
  openingLine(askAgent('main-agent', message, { history }).text);

describe('two levels named with one "livello"', () => {
  it('answers the difference of their minimums', () => {
    // Commercio from 1 November 2026 (knowledge base): 3° 2.024,38, 4° 1.818,75 → 205,63.
    expect(opening('che differenza di paga c’è tra il 3 e il 4 livello nel commercio?')).toContain(
      '**205,63 € lordi in più al mese**',
    );
    // The same two levels said the other way round: still the gap between them.
    expect(opening('stipendio: quanto cambia fra il 4 o il 3 livello commercio?')).toContain('205,63 €');
  });
});

describe('leaving said of oneself with "licenziarsi"', () => {
  it('is a resignation, and being fired stays a dismissal', () => {
    // Commercio 4°-5° up to 5 years: 15 days on resignation, 20 on dismissal (knowledge base, art. 247).
    expect(
      opening('mi sono licenziata, 4 livello commercio da 3 anni: quanto preavviso dovevo dare?'),
    ).toContain('**15 giorni**');
    expect(opening('mi licenzio a fine mese, 5 livello commercio, 2 anni: preavviso?')).toContain(
      'dimissioni',
    );
    expect(
      opening('mi hanno licenziato dopo 2 anni, 5 livello commercio, quanto preavviso mi spetta?'),
    ).toContain('**20 giorni**');
  });
});

describe('"e il netto?" after an employer cost', () => {
  it('gives the net of the same level', () => {
    const text = opening('e il netto?', ["quanto costa all'azienda un impiegato 3 livello commercio?"]);
    expect(text).toContain('netto stimato per il 3° livello del CCNL Commercio');
  });
});

describe('a year in a topic question', () => {
  it('dates the question and does not pick the clause that names it', () => {
    // Metalmeccanici holidays: "4 settimane l'anno; …; regola transitoria … +5 giorni da gennaio 2026" (knowledge base).
    const text = opening('quanti giorni di ferie ha un metalmeccanico nel 2026?');
    expect(text).toMatch(/ferie: \*\*4 settimane l'anno/);
  });
});

describe('asks outside work that name no work', () => {
  it('are outside the product even when a word of the story suggests an agreement', () => {
    for (const q of [
      'che cellulare mi consigliate sotto i 250 euro da usare per lavoro?',
      'la titolare del bar mi ha regalato una cena: che vino rosso abbinare al brasato, sui 20 euro?',
    ])
      expect(opening(q)).toContain('Questa domanda esce da ciò di cui mi occupo');
  });
});

describe('a tredicesima from a hire date in a story', () => {
  it('counts the months from the hire date, not from months of something else', () => {
    // Metalmeccanici C2 2.064,88 from 1 June 2026 (knowledge base) × 10/12 (March to December) = 1.720,73.
    for (const q of [
      'assunto il 4 marzo 2026 come C2 metalmeccanico dopo otto mesi di disoccupazione: quanta tredicesima a dicembre?',
      'sono stata asunta il 9/03/2026 in fabbrica metalmeccanica livello C2, tredicesima di dicembre quanto?',
    ])
      expect(opening(q)).toContain('1.720,73');
  });
});
