import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';

// Phrasings written for these tests, not the eval's (eval/questions/89-fixs36f.json).
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-26', agent: 'main-agent' });
const ask = (message: string) => askAgent('main-agent', message, { request: read(message) });
const body = (text: string) => text.split('\nFonti:')[0] ?? text;

describe('a rate the knowledge base lacks is said missing, with no unasked rates after it', () => {
  it.each([
    'reparto estrusione, contratto gomma plastica: le ore fatte di notte con che percentuale vengono pagate?',
    'CCNL gomma-plastica, lavoro notturno: qual è la maggiorazione?',
  ])('%s', (message) => {
    const text = body(ask(message).text);
    expect(text).toMatch(/non è nella base di conoscenza/);
    expect(text).not.toMatch(/\d+\s?%/);
  });
});

describe('Cooperative sociali holidays: no figure from a non-specialised guide', () => {
  it.each([
    'educatrice in una coop sociale a tempo pieno: quante ferie all’anno dà il CCNL cooperative sociali?',
    'CCNL cooperative sociali, un OSS su 6 giorni quanti giorni di ferie matura?',
  ])('%s', (message) => {
    const text = body(ask(message).text);
    expect(text).toMatch(/non disponibile|non sono stati letti|non è nella base/);
    expect(text).not.toMatch(/\b26 giorni\b/);
  });
});
