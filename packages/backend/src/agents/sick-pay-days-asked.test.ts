import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const main = (message: string, history: string[] = []) =>
  openingLines(askAgent('main-agent', message, { history, today: '2026-11-28' }).text);

describe('sick pay and the job kept asked in everyday words, by seniority', () => {
  it('a turn that only tells the years of service after a comporto question keeps the comporto', () => {
    const opening = main('ci lavoro da 5 anni, ccnl metalmeccanici industria', [
      'sono stato spesso in malattia, lavoro in una fabbrica metalmeccanica: quanti giorni posso fare prima di perdere il posto di lavoro?',
    ]);
    expect(opening).toContain('274 giorni');
    expect(opening).not.toMatch(/minim|rinnovo/i);
  });

  it('how long the full pay lasts, the illness unnamed: the top-up days of the band, not a minimum', () => {
    const opening = main(
      "Operaio metalmeccanico industria, in azienda da 10 anni: dopo un'operazione resto a casa per mesi, fino a quando ho lo stipendio pieno?",
    );
    const lead = opening.split('In dettaglio')[0] ?? '';
    expect(lead).toContain('214 giorni');
    expect(lead).not.toMatch(/INAIL|minim/);
  });

  it('a short service: the first band of full pay, then the 80%', () => {
    const opening = main(
      'metalmeccanico industria, assunto un anno fa, ho fatto un incidente in bici e sto a casa mesi: per quanti giorni prendo la paga intera?',
    );
    expect(opening).toContain('122 giorni');
    expect(opening).toContain('80%');
  });

  it("a domestic worker's certificate told in shorthand: the paid days of her band", () => {
    const opening = main(
      'colf a ore, con noi da 1 anno e 8 mesi: il certificato è di 9 gg, quanti giorni devo pagarle?',
    );
    expect(opening).toContain('10 giorni');
  });
});
