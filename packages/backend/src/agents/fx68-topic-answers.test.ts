import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// Session 68 (fx68): a topic question answered on its own topic, not a neighbouring one or a gap.
const today = '2026-12-01';

describe('the subject asked opens the answer', () => {
  it('holidays of a past year still unused open with the date they must be taken by', () => {
    const text = askAgent(
      'main-agent',
      'Lavoro in un supermercato col contratto del commercio: mi sono rimasti 5 giorni di ferie del 2024, li perdo se non li faccio?',
      { today: '2025-11-20' },
    ).text;
    expect(openingLine(text)).toContain('30 giugno 2026');
    expect(openingLine(text).indexOf('30 giugno 2026')).toBeLessThan(120);
  });

  it('a sworn guard asking the weekly maximum gets the agreement’s 48 hours beside the exclusion', () => {
    const text = askAgent(
      'main-agent',
      'Faccio la guardia giurata in un istituto di vigilanza, turni di notte da 12 ore. Il decreto 66/2003 vale per noi? Qual è il massimo di ore a settimana con lo straordinario?',
      { today },
    ).text;
    expect(openingLine(text)).toMatch(/esclus[ei] dal D\.Lgs\. 66\/2003/);
    expect(openingLine(text)).toContain('48 ore');
  });

  it('dressing minutes asked as working time are the schedule’s clause, not the hourly divisor', () => {
    const text = askAgent(
      'main-agent',
      'sono oss in una cooperativa sociale, per indossare la divisa perdo un quarto d’ora ogni giorno: quanti minuti valgono come orario secondo il ccnl?',
      { today },
    ).text;
    expect(openingLines(text)).toContain('15 minuti');
    expect(openingLines(text)).not.toMatch(/divisore orario/);
  });

  it('an artisan asking the ordinary hours a day, overtime only refused, gets the 9-hour day', () => {
    const text = askAgent(
      'main-agent',
      'Ho una carrozzeria artigiana, contratto metalmeccanici artigianato. Un dipendente vorrebbe fare 9 ore dal lunedì al giovedì e uscire prima il venerdì, senza pagare straordinari. Quante ore al giorno può fare come orario normale?',
      { today },
    ).text;
    expect(openingLines(text)).toContain('9 ore');
    expect(openingLines(text)).not.toMatch(/maggiorazione per straordinario/);
  });

  it('a cleaner taken over at a change of contractor is told no probation applies', () => {
    const text = askAgent(
      'main-agent',
      'Pulisco gli uffici di un ospedale da cinque anni, contratto multiservizi. È cambiata la ditta e la nuova mi ha messo 26 giorni di prova: possono farlo?',
      { today },
    ).text;
    expect(openingLine(text)).toMatch(/^No/);
    expect(openingLine(text)).toMatch(/senza periodo di prova/);
  });
});

describe('contributions below the floor', () => {
  it('a proximity agreement cannot lower the contribution base: no, then the daily minimum', () => {
    const text = askAgent(
      'calcolo',
      'Con un accordo di prossimità l’azienda ha abbassato le paghe sotto il contratto nazionale. Si possono versare i contributi INPS sulla paga ridotta? Qual è il minimale giornaliero 2026?',
      { today },
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('58,13 €');
  });
});
