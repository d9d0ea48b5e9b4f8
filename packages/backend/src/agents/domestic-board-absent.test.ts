import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 60 (fx60benb): a live-in carer's board and lodging not taken in kind, asked as money.
const today = '2026-11-30';
const ask = (message: string, history: string[] = []) =>
  askAgent('calcolo', message, { today, history }).text;

describe('board and lodging not taken in kind', () => {
  it('ten days of holidays spent back home: 10 × 6,66 € = 66,60 €', () => {
    const text = ask(
      'La nostra colf convivente ad agosto torna nel suo paese per 10 giorni di ferie: vitto e alloggio glieli dobbiamo pagare lo stesso?',
    );
    expect(openingLine(text)).toContain('6,66 €');
    expect(openingLine(text)).toContain('66,60 €');
  });
  it('sleeping in on her day off, lunch and dinner outside: 2 × 2,33 € = 4,66 € a day, no lodging', () => {
    const text = ask(
      'La domenica, che è il suo giorno di riposo, la badante dorme da noi ma pranzo e cena li consuma fuori: le spetta qualcosa per i pasti?',
      ['Ho una badante convivente col contratto del lavoro domestico.'],
    );
    expect(openingLine(text)).toContain('4,66 €');
    expect(openingLine(text)).not.toContain('6,66 €');
  });
  it('a colf whose tasks include cooking lunch and walking the dog, her level asked: a level, not board owed', () => {
    const text = askAgent(
      'inquadra',
      "Buongiorno, assumo una signora per casa nostra 25 ore a settimana, non convivente. Fa le pulizie, stira, lava, ci prepara il pranzo e porta fuori il cane. Ha già lavorato 6 anni presso un'altra famiglia e sa organizzarsi da sola. In che livello la devo mettere col contratto colf?",
      { today },
    ).text;
    expect(openingLine(text)).toContain('Livello proposto');
    expect(text).not.toContain('indennità sostitutiva');
  });
});
