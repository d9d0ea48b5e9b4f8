import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { readable } from './text.js';

describe('everyday words typed with a slip', () => {
  it('mends a slip of an everyday word of labour questions', () => {
    expect(readable('asunta dal 1 marzo')).toBe('assunta dal 1 marzo');
    expect(readable('il contrato del commercio')).toBe('il contratto del commercio');
    expect(readable("l'aummento di novembre")).toBe("l'aumento di novembre");
    expect(readable('12 dipednenti')).toBe('12 dipendenti');
    expect(readable('il divsore orario')).toBe('il divisore orario');
  });

  it('leaves other endings and other tenses of the same word as written', () => {
    expect(readable('servizi assunte addetti')).toBe('servizi assunte addetti');
    expect(readable('prima lavoravo in cooperativa')).toBe('prima lavoravo in cooperativa');
    expect(readable('queste quelle seconda')).toBe('queste quelle seconda');
  });

  it('answers a question whose key words carry slips as if typed cleanly', async () => {
    const clean = await askAgent(
      'main-agent',
      'Negozio con 12 dipendenti, CCNL Commercio, commessa assunta sei anni fa: quante ore di ROL ed ex festività le spettano?',
    );
    const slipped = await askAgent(
      'main-agent',
      'Negozio con 12 dipednenti, CCNL Commercio, commessa asunta sei anni fa: quante ore di ROL ed ex festività le spettano?',
    );
    expect(clean.text).toContain('88 ore');
    expect(slipped.text.split('\n')[0]).toBe(clean.text.split('\n')[0]);
  });
});
