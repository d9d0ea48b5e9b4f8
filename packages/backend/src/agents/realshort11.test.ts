import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 22 (realshort11): the answers the short real-style questions needed.
const main = (message: string, history: string[] = []) => askAgent('main-agent', message, { history }).text;

describe('who pays a building worker’s holidays or Christmas bonus', () => {
  it('a follow-up "e chi me le paga?" opens with the Cassa Edile, not the weekly hours', () => {
    const text = main('e chi me le paga?', ['ferie operaio edile quante ore l anno?']);
    expect(openingLine(text)).toContain('**le paga la Cassa Edile**');
    expect(openingLine(text)).toContain("l'8,5%");
    expect(openingLine(text)).not.toMatch(/40 ore settimanali/);
  });
  it('the count asked beside the payer keeps the count in the opening', () => {
    const text = main("Operaio edile: quante ore di ferie all'anno e chi le paga?");
    expect(openingLine(text)).toContain('160 ore');
  });
  it('the bonus asked alone: "la paga la Cassa Edile"', () => {
    expect(openingLine(main('tredicesima operaio edile chi la paga??'))).toContain(
      '**la paga la Cassa Edile**',
    );
  });
});

describe('the comporto asked for an illness', () => {
  // Sourced since session 55 (fiscoetasse.com): 180 days of illness in the 365 days before the last one.
  it('opens with the illness’s comporto, not the injury’s comporto and shares in its place', () => {
    const line = openingLine(
      main('Comporto malattia CCNL Studi professionali (segretaria di studio medico)?'),
    );
    expect(line).toContain('**Il posto è conservato per 180 giorni di malattia');
    expect(line.indexOf('180 giorni di malattia')).toBeLessThan(line.indexOf('Infortunio'));
  });
  it('an injury asked keeps the injury’s rule', () => {
    expect(main('infortunio studi professionali: per quanto mi conservano il posto?')).toMatch(/180 giorni/);
  });
});
