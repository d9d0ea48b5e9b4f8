import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history, today: '2026-11-27' }).text;

describe('calculations and level comparisons asked in other words (fixs42g)', () => {
  it('reads two levels written in Roman numerals as the gap between them', () => {
    // Terziario from 1.11.2026: III 2.024,38, IV 1.818,75.
    const text = ask(
      'confronta',
      'Passando dal IV al III livello del Terziario Confcommercio, da novembre 2026 quanto si guadagna in più al mese?',
    );
    expect(openingLine(text)).toContain('205,63 €');
  });

  it('asks the gap of two other levels after a turn that asked a gap', () => {
    // Studi professionali from 1.12.2026: 3° 1.726,37, 4° 1.614,12.
    const first =
      'Nel CCNL Studi professionali qual è la differenza mensile lorda tra il 4° super e il 3° livello adesso?';
    const text = ask('confronta', 'E tra il 4° e il 3°, con la tabella di dicembre 2026?', [first]);
    expect(openingLine(text)).toContain('112,25 €');
  });

  it('takes "quanto prendo in meno" against a colleague as the gap of the two levels', () => {
    // Logistica from 1.1.2026, viaggiante: B3 2.010,37, A3 2.002,47.
    const first =
      'Faccio l’autista di container solo dentro il porto, torno sempre in sede e non ho trasferte: in che posizione sono nel contratto della logistica?';
    const text = ask(
      'confronta',
      'E rispetto a un collega B3 che fa i viaggi lunghi, quanto prendo in meno al mese tra minimo ed EPA?',
      [first],
    );
    expect(openingLine(text)).toContain('7,90 €');
  });

  it('weighs two levels in the agreement the earlier turn applied when it named several', () => {
    // Multiservizi from 1.10.2026: 3° 1.478,05, 2° 1.403,17.
    const first =
      'Seguo una coop sociale e una ditta di pulizie e vigilanza. Nella ditta di pulizie applichiamo il CCNL Multiservizi: una addetta al 2° livello quanto prende di minimo?';
    const text = ask('confronta', 'e una di 3° livello quanto prende in più rispetto a lei?', [first]);
    expect(openingLine(text)).toContain('74,88 €');
  });

  it('counts a seasonal hire’s months from a span said after a bracketed aside', () => {
    // Logistica 4° non viaggiante 1.850,23 × 4 / 12 = 616,74.
    const text = ask(
      'calcolo',
      'Magazziniere di 4° livello (CCNL Logistica, trasporto merci e spedizione, non viaggiante), dal 1° giugno al 30 settembre 2026: quanto matura di tredicesima?',
    );
    expect(openingLine(text)).toContain('616,74 €');
  });

  it('values the night surcharge for the hours of one night', () => {
    // Multiservizi 4° 1.561,70 / 173 × 30% × 8 = 21,67 (fixed nights, not in rotation).
    const text = ask(
      'calcolo',
      'Multiservizi, portiere di 4° livello che fa solo notti fisse, non a turni: per una notte da 8 ore quanto vale la sola maggiorazione notturna?',
    );
    expect(openingLine(text)).toContain('21,67 €');
  });

  it('leaves out the weekday rate when the Saturday’s own rate answers', () => {
    const first =
      'CCNL logistica, trasporto merci e spedizione: un addetto di 4° livello non viaggiante fa 4 ore di straordinario feriale, quanto gli spetta?';
    const text = ask('calcolo', 'E se le ore le fa di sabato, 6 ore in tutto?', [first]);
    expect(text).toContain('99,12');
    expect(text).not.toContain('14,32');
  });

  it('opens with the year when the year is the point of a comparison across 13 and 14 payments', () => {
    const text = ask(
      'confronta',
      'Un C3 dei metalmeccanici industria passerebbe al 4° livello del Terziario Confcommercio: quanto cambia il minimo al mese e soprattutto all’anno, visto che il numero di mensilità non è lo stesso?',
    );
    expect(openingLine(text)).toContain('28.748,59 €');
    expect(openingLine(text)).toContain('25.462,50 €');
  });
});
