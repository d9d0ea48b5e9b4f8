import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';

describe('the bold clause of a rule read from the knowledge base', () => {
  it('is not cut at the full stop of "art. 42"', () => {
    const text = opening('main-agent', 'Quanto dura il periodo di prova di un operaio edile?');
    expect(text).not.toMatch(/art\*\*\./);
    expect(text).toMatch(/\*\*[^*]*30 giorni[^*]*\*\*/);
  });
});

describe('the cost asked in a clause of its own', () => {
  it('answers both the hourly pay and the monthly cost of a colf', () => {
    const text = answer(
      'calcolo',
      "Assumo una colf 20 ore a settimana livello B non convivente: quanto la pago all'ora e quanto mi costa al mese?",
    );
    const [first, second] = text.split('\n');
    expect(first).toMatch(/\*\*7,01 € l'ora\*\*/);
    // The family's monthly cost: pay, employer INPS and TFR over the year, divided by 12.
    expect(second).toMatch(/costo per la famiglia è di circa \*\*[\d.,]+ € al mese\*\*/);
  });
});

describe('a net the worker was paid, asked whether it is right', () => {
  it('sets "ho preso 1.450 netti" against the computed net', () => {
    const text = answer(
      'calcolo',
      'Ho preso 1.450 netti a ottobre come impiegata di 5° livello commercio full time. È giusto?',
    );
    const [, second] = text.split('\n');
    expect(second).toMatch(
      /Rispetto alla cifra indicata \(1\.450,00 €\) la differenza è di \*\*[\d,]+ €\*\*/,
    );
  });

  it('gives one verdict only when the net is said as the rule', () => {
    const text = answer(
      'calcolo',
      'mi arrivano 1380 euro netti al mese, sono al 4 livello del commercio, è corretto?',
    );
    expect(text).toMatch(/^No: non 1\.380,00 €/);
    expect(text).not.toMatch(/Rispetto alla cifra indicata/);
  });
});

describe("an apprentice's net asked", () => {
  it('gives the gross share and says the net is not computed, and why', () => {
    const lines = answer(
      'calcolo',
      'quanto prende netto un apprendista al secondo anno nel commercio, livello finale 5, a Roma?',
    ).split('\n');
    expect(lines[0]).toMatch(/\*\*1\.353,36 €\*\*/);
    expect(lines[1]).toMatch(/netto dell'apprendista \*\*non posso calcolarlo\*\*/);
  });
});
