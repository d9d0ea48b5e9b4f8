import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string) => readQuestion({ kb: testKb, message, categories: [], today: '2026-12-02' });
const id = (agreement: string) => testKb.byId(agreement)?.id_categoria;

describe('the sector named decides the agreement, not a task word of another sector', () => {
  it.each([
    [
      'addetta alla reception e alle spedizioni in azienda chimica, che categoria e posizione?',
      'chimico-farmaceutico',
    ],
    [
      'autista con sola patente C camion senza rimorchio con crono fa navette dentro l interporto e torna sempre in sede che livello va',
      'logistica-trasporto-merci-spedizione',
    ],
    ['magazziniere in un interporto, che livello?', 'logistica-trasporto-merci-spedizione'],
    [
      'impiegato alle spedizioni in una ditta di spedizioni, che livello?',
      'logistica-trasporto-merci-spedizione',
    ],
  ])('%s → %s', (message, agreement) => {
    expect(read(message).slots.agreements).toEqual([id(agreement)]);
  });
});
