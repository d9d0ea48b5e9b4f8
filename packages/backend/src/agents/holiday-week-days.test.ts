import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

describe('holidays granted in weeks, asked as days of the working week told (session 56)', () => {
  const fiveDays =
    'Faccio il tornitore in una fabbrica metalmeccanica (industria), sono stato assunto nel 2013 e il nostro orario è dal lunedì al venerdì: quanti giorni di ferie ho diritto di prendere?';

  it('counts the weeks and the seniority day in working days on a 5-day week', () => {
    const opening = openingLine(askAgent('main-agent', fiveDays).text);
    expect(opening).toContain('**21 giorni lavorativi**');
    expect(opening).toContain('4 settimane × 5 giorni + 1 giorno');
  });

  it('keeps the seniority of the turn before when a follow-up changes the week to six days', () => {
    const text = askAgent(
      'main-agent',
      'Se invece lavorassimo su 6 giorni a settimana, quanti giorni di ferie sarebbero?',
      { history: [fiveDays] },
    ).text;
    expect(openingLine(text)).toContain('**25 giorni lavorativi**');
  });

  it('gives the four weeks in days to a newer hire on a 5-day week', () => {
    const text = askAgent(
      'main-agent',
      'Metalmeccanico industria, lavoro dal lunedì al venerdì e sono entrato in azienda nel 2022: quanti giorni di ferie mi spettano?',
    ).text;
    expect(openingLine(text)).toContain('**20 giorni lavorativi**');
  });

  it('leaves the weeks as they are when no working week is told', () => {
    const text = askAgent('main-agent', 'Quante ferie ha un metalmeccanico industria assunto nel 2012?').text;
    expect(openingLine(text)).not.toContain('giorni lavorativi');
  });
});

describe('the 4 November and other national holidays falling on a Sunday, asked as money (session 56)', () => {
  const november =
    'Metalmeccanico industria, 2.600 euro lordi fissi al mese: quanto mi spetta in busta per la festa del 4 novembre?';

  it('pays the 4 November as a holiday on a Sunday: one day, monthly ÷ 26', () => {
    const opening = openingLines(askAgent('calcolo', november).text);
    expect(opening).toContain('4 novembre');
    expect(opening).toContain('**100,00 €**');
    expect(opening).toContain('1/26');
  });

  it('adds both days when a follow-up says another holiday fell on a Sunday too', () => {
    const text = askAgent(
      'calcolo',
      'Anche il primo novembre è caduto di domenica: quanto prendo in tutto in più?',
      { history: [november] },
    ).text;
    expect(openingLine(text)).toContain('**200,00 €**');
    expect(openingLine(text)).toContain('2 giornate');
  });
});
