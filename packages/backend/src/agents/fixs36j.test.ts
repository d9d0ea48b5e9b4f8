import { describe, expect, it } from 'vitest';
import { isOffTopic } from '../reader/off-topic-ask.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';

// Phrasings written for these tests, not the eval's (eval/questions/89-fixs36j.json).
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-26', agent: 'main-agent' });
const ask = (message: string) => askAgent('main-agent', message, { request: read(message) });
const body = (text: string) => text.split('\nFonti:')[0] ?? text;

describe('a fine is a road fine only with the road beside it', () => {
  it.each([
    'Il signor Rossi vuole sapere quanta IRPEF trattenere sulla busta della colf, perché teme una multa. Che gli dico?',
    'mia zia deve trattenere le tasse dalla paga della badante sennò le danno una multa? come funziona?',
  ])('%s is a payroll question', (message) => {
    expect(isOffTopic(message)).toBe(false);
  });
  it.each([
    'Mi hanno fatto una multa per divieto di sosta, come la contesto?',
    'la multa della macchina si può pagare a rate?',
  ])('%s stays outside work', (message) => {
    expect(isOffTopic(message)).toBe(true);
  });
});

describe('how much IRPEF a family withholds from its domestic worker: none', () => {
  it.each([
    'Quanta IRPEF devo trattenere ogni mese alla colf che lavora da noi 20 ore a settimana?',
    'quante tasse devo trattenere alla badante sulla busta? cosa faccio?',
  ])('%s', (message) => {
    const text = body(ask(message).text);
    expect(text).toMatch(/non è sostituto d'imposta/);
    expect(text).toMatch(/non trattiene l'IRPEF/);
  });
});

describe('a notice term of an agreement that starts it on the 1st or the 16th says so', () => {
  it.each([
    ['Commercio Confcommercio, 5° livello con 4 anni: preavviso se mi dimetto?', '15 giorni'],
    ['CCNL Terziario, licenziamento di un 3° livello con 12 anni di servizio: che preavviso?', '60 giorni'],
  ])('%s', (message, days) => {
    const text = body(ask(message).text);
    expect(text).toContain(days);
    expect(text).toMatch(/decorre dal 1° o dal 16° del mese/);
  });
});
