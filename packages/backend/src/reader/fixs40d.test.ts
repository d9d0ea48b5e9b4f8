import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('a family at the domestic desk: what the question asks, not the words around it', () => {
  it('contributions the writer sets aside leave the live-in minimum asked', () => {
    const message =
      'Una badante senza diploma verrà a vivere con mio padre, che non è autosufficiente. Quanto devo darle al mese di paga base quest’anno? I contributi per ora non mi interessano.';
    expect(read(message).intent).toBe('minimum_pay');
    const answer = askAgent(
      'main-agent',
      'Mia madre non è autosufficiente e una signora senza diploma verrà a vivere con lei. Qual è lo stipendio minimo al mese quest’anno? Non mi interessano ancora i contributi, solo la paga base.',
    ).text;
    expect(answer).toContain('1.193,84 €');
    expect(answer).not.toContain('1,70 €');
  });

  it('a presence at night said as "presenza di notte" is table E’s monthly minimum, not a night surcharge', () => {
    const message =
      'Un ragazzo dormirebbe dallo zio ogni notte, senza dover fare assistenza: esiste la presenza di notte nel contratto domestico? Quanto va pagato al mese come minimo?';
    expect(read(message).intent).toBe('minimum_pay');
    const answer = askAgent('main-agent', message).text;
    expect(answer).toContain('811,09 €');
    expect(answer).not.toMatch(/\*\*20%\*\*/);
  });

  it('paid leave hours asked for a residence permit are the worker’s leave, not a personal-documents ask', () => {
    const message =
      'La nostra colf convivente a tempo pieno deve andare in questura per il permesso di soggiorno: quante ore di permesso pagato ha all’anno col contratto domestico?';
    expect(read(message).intent).not.toBe('out_of_scope');
    expect(askAgent('main-agent', message).text).toContain('16 ore');
  });
});
