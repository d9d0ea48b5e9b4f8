import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Questions that asked two things and were answered one (session 70, fmisc2).
const today = '2026-12-02';
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { today, history });

describe('the plain overtime called "normale" beside the night one gives both rates', () => {
  it('FIPE: the plain overtime and the hours between midnight and 6', () => {
    const text = openingLine(
      ask(
        'calcolo',
        'Sono cuoco in una mensa, contratto pubblici esercizi FIPE. Che maggiorazione ha lo straordinario normale e quella delle ore tra mezzanotte e le 6?',
      ).text,
    );
    expect(text).toContain('**30%**');
    expect(text).toContain('**60%**');
  });
});

describe('hours past the weekly hours, asked as pay, are overtime', () => {
  const carer =
    'Abbiamo una badante non convivente che fa 40 ore a settimana di giorno. Se resta oltre le 40 ore dopo le 22 come vanno pagate quelle ore?';

  it('past the 40 hours after 22: the night overtime rate, not the working hours', () => {
    const text = openingLine(ask('calcolo', carer).text);
    expect(text).toContain('straordinario notturno');
    expect(text).toContain('50%');
  });

  it('the follow-up that moves the extra hours to Sunday keeps asking their pay', () => {
    const text = openingLine(
      ask('calcolo', 'E se invece le ore in più le fa di domenica pomeriggio?', [carer]).text,
    );
    expect(text).toContain('**60%**');
  });
});

describe('a winter season in a bar: the ratei of the 14th by the FIPE rule', () => {
  it('December and March count with more than 15 days: 4 ratei', () => {
    const text = ask(
      'calcolo',
      'lavoro al bar del rifugio sulle piste, assunta il 10 dicembre e finisco il 20 marzo. quanti ratei di 14esima mi devono dare?? il mese di dicembre e marzo contano?',
    ).text;
    expect(openingLine(text)).toContain('4 ratei');
    expect(openingLine(text)).toContain('più di 15 giorni');
  });
});
