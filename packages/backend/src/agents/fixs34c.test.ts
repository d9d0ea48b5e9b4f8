import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 34 (fixs34c): calculations asked whole. The sum the question asks opens the answer, not a step of it:
// the days worked at the daily quota, the untaken hours at the hourly pay, a whole year's TFR, the week's pay
// beside the hourly minimum; "adesso, prima dell'aumento" dates the table to today; a coefficient not yet
// published is a gap with no figures.

const TODAY = '2026-11-26';
const ask = (message: string, history: string[] = []) =>
  askAgent('calcolo', message, { history, today: TODAY }).text;

describe('pay of the days worked', () => {
  it('multiplies the daily quota by the days the question counts', () => {
    const text = ask(
      'studio professionale, impiegata di 2° livello assunta il 16 novembre 2026, lavora su 6 giorni: a novembre ha fatto 13 giornate lavorative. quanto le spetta di minimo per novembre a quota giornaliera?',
    );
    expect(openingLine(text)).toContain('**928,25 €**');
    expect(openingLine(text)).toContain('71,40 €');
  });

  it('still gives the daily quota alone when no days are counted', () => {
    const line = openingLine(ask('qual è la quota giornaliera del 4° livello commercio?'));
    expect(line).toContain('quota giornaliera');
    expect(line).not.toContain('giornate lavorate');
  });
});

describe('untaken hours paid on leaving', () => {
  it('sums ROL and holiday hours at the pay an earlier turn told', () => {
    const line = openingLine(
      ask(
        'poi mi restano 24 ore di rol e 40 ore di ferie non godute, full time 40 ore, quanto mi devono pagare in tutto x quelle?',
        [
          "Mi sono dimessa e l'ultimo giorno di lavoro è stato il 20 settembre 2026. Contratto commercio, prendevo 2.016 euro lordi al mese fissi. Quanto mi devono di ratei di tredicesima e di quattordicesima?",
        ],
      ),
    );
    expect(line).toContain('**768,00 €**');
    expect(line).toContain('64');
  });

  it("values them at the level's minimum when no pay is told", () => {
    const line = openingLine(
      ask(
        'commercio, 4° livello full time 40 ore, pagata al minimo: mi sono licenziata e mi restano 16 ore di permessi rol e 32 ore di ferie non godute. quanto mi spetta in busta per quelle ore?',
      ),
    );
    expect(line).toContain('**519,64 €**');
  });
});

describe('a whole year of TFR', () => {
  it('counts twelve months, not those since the earlier hire, and gives the gross quota asked', () => {
    const line = openingLine(
      ask(
        'e di tfr quanto matura in un anno intero, sempre a 2.211,43 al mese per tredici mensilità, niente straordinari? mi basta la quota lorda prima del contributo 0,50',
        [
          'Metalmeccanica industria, livello C3, assunto il 1° giugno 2026 a tempo pieno con il solo minimo tabellare. Quanto gli spetta di tredicesima a dicembre?',
        ],
      ),
    );
    expect(line).toContain('**2.129,53 €**');
    expect(line).toContain('un anno');
  });
});

describe("today's table when the turn asks now", () => {
  it("reads 'adesso, prima dell'aumento' at today's table, not the tranche asked before", () => {
    const line = openingLine(
      ask(
        "e la quota oraria di adesso (novembre, prima dell'aumento) per un terzo livello? uso il divisore del contratto",
        [
          "CCNL Studi professionali, 3° livello: è prevista un'ulteriore tranche a breve? Quale sarà il minimo tabellare dal 1° dicembre 2026?",
        ],
      ),
    );
    expect(line).toContain('**10,04 €**');
    expect(line).toContain('1.706,37 €');
  });
});

describe('the week beside the hour', () => {
  it('gives the weekly pay for the weekly hours told', () => {
    const line = openingLine(
      ask(
        'Lavoro domestico, collaboratrice familiare livello A non convivente, 25 ore settimanali: qual è la retribuzione oraria minima in vigore nel 2026 e a quanto ammonta la retribuzione settimanale?',
      ),
    );
    expect(line).toContain("**6,51 € l'ora**");
    expect(line).toContain('**162,75 €**');
  });

  it('leaves the week out when only the hour is asked', () => {
    const line = openingLine(
      ask('colf livello A non convivente, 25 ore settimanali: qual è la paga oraria minima?'),
    );
    expect(line).not.toContain('162,75');
  });
});

describe('a TFR coefficient not yet published', () => {
  it('says it is missing without the rule’s percentages', () => {
    const text = ask(
      'Per una cessazione del 25/11/2026 mi serve il coefficiente ISTAT di rivalutazione del TFR del mese di novembre 2026. Me lo indica?',
      ['Come si rivaluta il TFR quando il rapporto cessa a metà anno?'],
    );
    expect(openingLine(text)).toContain('non è disponibile');
    expect(text.split('\nFonti:')[0]).not.toMatch(/\d+(?:,\d+)?\s*%/);
  });
});
