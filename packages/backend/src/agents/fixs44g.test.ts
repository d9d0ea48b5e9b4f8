import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { describedGrade } from './described-grade.js';

/** The level the definitions and the profiles decide together, not an example's title alone (issue 12). */
describe('classification: the grade the description implies over an example title', () => {
  it('reads drawings read alone as the specialised grade, though the worker also works alone', () => {
    expect(describedGrade('legge i disegni e lavora da solo al banco')).toBe('specializzat');
    expect(describedGrade('lavora da solo al banco')).toBe('qualificat');
  });

  it('places a specialised worker defined one by one at the lowest level naming him (Metalmeccanici C2)', () => {
    const answer = askAgent(
      'inquadra',
      'CCNL Metalmeccanici industria: operaio che interpreta i disegni tecnici e imposta la fresa da solo, non coordina nessuno. Livello?',
    );
    expect(openingLine(answer.text)).toContain('C2');
  });

  it('does not take the workers the job has under it for its title ("ha sotto due cuochi capo partita")', () => {
    const answer = askAgent(
      'inquadra',
      'CCNL Pubblici esercizi FIPE: lo chef guida tutta la cucina, ha sotto tre cuochi capo partita e un commis, fa il menu. Livello?',
    );
    expect(openingLine(answer.text)).toContain('2° livello');
  });

  it("keeps the autonomy denied after the one who gives instructions (contabile d'ordine, 4°)", () => {
    const answer = askAgent(
      'inquadra',
      'CCNL Terziario Confcommercio: impiegata che registra le fatture e tiene la prima nota seguendo le istruzioni del titolare, senza autonomia di concetto. Livello?',
    );
    expect(openingLine(answer.text)).toContain('4° livello');
  });

  it('reads the manager of a whole shop as the «gerente» (Terziario 1°)', () => {
    const answer = askAgent(
      'inquadra',
      'CCNL Terziario Confcommercio: il responsabile del negozio gestisce tutto il punto vendita, i turni e gli ordini. Livello?',
    );
    expect(openingLine(answer.text)).toContain('1° livello');
  });

  it("does not read autonomy in one's own work as a lead when the job leads nobody (Studi professionali 3°)", () => {
    const answer = askAgent(
      'inquadra',
      'CCNL Studi professionali: segue in autonomia le dichiarazioni dei redditi dei clienti, non coordina nessuno. Livello?',
    );
    expect(openingLine(answer.text)).toContain('3° livello');
  });

  it("does not give the coordinator's profile to a job denying coordination (Cooperative sociali D2)", () => {
    const answer = askAgent(
      'inquadra',
      'CCNL Cooperative sociali: educatrice di asilo nido, laureata, senza compiti di coordinamento. Livello?',
    );
    expect(openingLine(answer.text)).toContain('D2');
  });
});
