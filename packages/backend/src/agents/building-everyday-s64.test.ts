import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const calc = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;
const main = (message: string, history: string[] = []) => askAgent('main-agent', message, { history }).text;

describe('building and other agreement items asked in everyday words (session 64, r2c)', () => {
  it('tells an operaio that the Cassa Edile pays the 13th, also as a follow-up after an office worker', () => {
    const before =
      'lavoro come impiegato in una ditta edile, ccnl edilizia industria, preso a marzo 2026 con 2.000 euro lordi: quanto mi tocca di tredicesima?';
    const followUp = calc('e un muratore della stessa ditta? gliela dà l’impresa con la busta di dicembre?', [
      before,
    ]);
    expect(followUp).toContain('Cassa Edile');
    expect(followUp).toContain('10%');
    expect(followUp).not.toMatch(/\d\/12\)/);
    // Asked as an amount by an operaia: no twelfths of a monthly pay, the Cassa Edile's share instead.
    const own = calc(
      'operaia edile (industria) dal 1 aprile 2026, 1.700 € al mese: quanta tredicesima mi arriva?',
    );
    expect(openingLine(own)).toContain('Cassa Edile');
    expect(own).not.toContain('1.275,00');
  });

  it('says when a building worker’s first three days of sickness are paid', () => {
    const text = main(
      'sono carpentiere, contratto edile industria: tre giorni di influenza e in busta quei giorni non ci sono, è giusto così?',
    );
    expect(text).toContain('7 giorni');
  });

  it('asks for the province when a building worker asks the daily travel and transport allowance', () => {
    const text = main(
      'faccio il muratore in una impresa edile, mi spostano in un cantiere fuori zona con il mezzo aziendale: quanto mi devono dare al giorno di trasferta e di indennità di trasporto?',
    );
    expect(text).toContain('in quale provincia');
    expect(text).toContain('Edilizia');
    expect(text).not.toContain('Logistica');
  });

  it('gives a Logistica level’s EPA and its next increase, not a net pay', () => {
    const text = calc(
      'ccnl logistica, magazziniere 3S non viaggiante: l’elemento professionale d’area adesso quant’è? e quando sale?',
    );
    expect(openingLine(text)).toContain('30,00 €');
    expect(text).toContain('1° gennaio 2027');
    expect(text).not.toContain('Il netto stimato');
  });

  it('reads "livello C super" or "b super" as the super level of the domestic agreement', () => {
    expect(
      openingLine(calc('badante a ore non convivente, livello C super: minimo orario nel 2026?')),
    ).toContain('8,30 €');
    expect(openingLine(calc('colf non convivente inquadrata b super, paga oraria minima 2026?'))).toContain(
      '7,45 €',
    );
  });
  it('gives the hourly base when the hour is named as "paga base oraria" before the asking word', () => {
    const text = calc(
      'ciao sn muratore operaio qualificato 2 liv edile industria, la paga base oraria nazionale adesso a quanto sta? senza ITS e EET',
    );
    expect(openingLine(text)).toContain('7,56 €');
  });
});
