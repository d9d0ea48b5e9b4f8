import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: '2026-12-02', agent: 'main-agent' });

const THIRD =
  "Sono delegata RSA in un supermercato, contratto commercio Confcommercio. Una collega di terzo livello, full time e assunta nel 2019, dice che la seconda rata dell'una tantum di luglio 2025 gliel'hanno pagata sbagliata. Quanto doveva prendere lordo?";

describe('the una tantum asked amid a story (lump-asked.ts)', () => {
  it("an instalment's gross asked is the renewal's una tantum, not the level's minimum of that month", () => {
    const request = read(THIRD);
    expect(request.intent).toBe('renewal');
    expect(request.slots.level).toBe('3');
  });

  it('a part-timer told in the story does not make the una tantum a part-time question', () => {
    const request = read(
      "Ho due dipendenti, contratto degli studi professionali: una con me dal 2015, l'altra presa nel 2022 a part-time. Il consulente mi ha parlato di un'una tantum del rinnovo 2024: di che importo si trattava e in quante rate?",
    );
    expect(request.intent).toBe('renewal');
  });

  it("a follow-up's instalment after a turn on the una tantum keeps it, at the part-time share told", () => {
    const request = read(
      'ok e x un altra collega 4 livello part time al 50%, la rata di luglio 25 quanto doveva essere?',
      [THIRD],
    );
    expect(request.intent).toBe('renewal');
    expect(request.slots.partTimePercent).toBe(50);
  });

  it('an una tantum the story denies is not asked', () => {
    const request = read('Commercio 4° livello, senza una tantum: quanto prendo lordo al mese?');
    expect(request.intent).not.toBe('renewal');
  });
});

describe("the renewal's tranches asked after a level's minimum (renewalTranchesAsked)", () => {
  it("'le ultime rate del rinnovo' asks the renewal's own tranches, not the carried level's table", () => {
    const request = read(
      "e le ultime rate del rinnovo alimentari quanto valgono? so che c'e qualcosa a gennaio 2027 e a settembre 2027",
      [
        'Industria alimentare (CCNL Federalimentare / Unionfood): per un operaio di livello 3, qual è il minimo tabellare mensile in vigore oggi, esclusa la contingenza?',
      ],
    );
    expect(request.intent).toBe('renewal');
    expect(request.slots.level).toBeUndefined();
  });
});
