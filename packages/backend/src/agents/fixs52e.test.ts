import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 52 (fixs52e): agreement clauses the knowledge base lacked, now sourced in the agreement's file.
const ask = (message: string, history: string[] = []) =>
  openingLines(askAgent('main-agent', message, { history }).text);

describe("an agreement's own clause on the subject asked", () => {
  it('the food industry pays the 14th month in July', () => {
    const text = ask('industria alimentare: in che mese arriva la quattordicesima in busta?');
    expect(text).toContain('luglio');
  });

  it('a metalworker on 15 or more weekly shifts has 8 more hours of paid permits', () => {
    const text = ask(
      'metalmeccanico industria a ciclo continuo su tre turni, 18 turni la settimana: quante ore di PAR ho in un anno?',
    );
    expect(text).toContain('112 ore');
  });

  it('a day worker keeps the 104 hours', () => {
    const text = ask(
      'metalmeccanico industria, lavoro a giornata dal lunedì al venerdì: quante ore di permessi annui retribuiti?',
    );
    expect(text).toMatch(/\*\*104 ore/);
    expect(text).not.toMatch(/\*\*112 ore/);
  });

  it('an artisan metalworks firm may agree 9 ordinary hours a day', () => {
    const text = ask(
      'officina artigiana metalmeccanica: con un accordo col dipendente l’orario normale può arrivare a 9 ore al giorno?',
    );
    expect(text).toContain('9 ore');
  });

  it('the cleaning contract extends the leave of women in a protection path by 90 days', () => {
    const text = ask(
      'faccio le pulizie in un ospedale per una ditta multiservizi e sono seguita da un centro antiviolenza: il contratto mi dà giorni di congedo pagato?',
    );
    expect(text).toMatch(/Multiservizi[^\n]*estensione[^\n]*\*\*90 giorni\*\*/);
  });

  it('the law gives 90 days in three years to any employee in a protection path', () => {
    const text = ask(
      'sono vittima di violenza di genere e lavoro in un negozio col contratto del commercio: che congedo ho per legge?',
    );
    expect(text).toContain('90 giorni');
    expect(text).toContain('D.Lgs. 80/2015');
  });
});
