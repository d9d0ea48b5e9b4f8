import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string) => readQuestion({ kb, message, today: '2026-11-22', agent: 'main-agent' });
const idOf = (name: string) => kb.agreements.find((c) => c.id === name)?.id_categoria;

describe('contract topics told the way people tell them (topics-rt2.ts)', () => {
  it.each([
    ['nel turismo non ci sono gli scatti di anzianità?', 'seniority'],
    ['ma a noi del multiservizi non ci sono gli scatti?', 'seniority'],
    ['sono a casa con la febbre da 4 giorni, metalmeccanico: quanto mi pagano?', 'sickness_injury'],
    [
      "l'azienda mi integra qualcosa oltre all'INPS se sto a casa 10 giorni? commercio 4 livello",
      'sickness_injury',
    ],
    ['dopodomani vado a donare il sangue, sono impiegata del commercio: mi pagano la giornata?', 'leave'],
    ["mi sono iscritto all'università, lavoro in un albergo: ho ore per studiare?", 'leave'],
    ['il sabato fa parte del mio orario nella logistica: va pagato di più?', 'overtime_value'],
    [
      'il datore vuole che scriva il falso sulla lettera di dimissioni per la naspi: rischio una denuncia?',
      'out_of_scope',
    ],
  ])('%s → %s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });

  it('keeps the story’s "niente straordinari" out of what is asked', () => {
    expect(read('niente straordinari, 4 livello commercio: quanti giorni di ferie ho?').intent).toBe(
      'holidays',
    );
  });

  it('reads a helper who comes to the family’s home as domestic work', () => {
    for (const message of [
      'la ragazza che viene a fare le pulizie da noi due volte a settimana: quante ferie le spettano?',
      'la signora che viene a stirare da noi si è ammalata: cosa le dobbiamo?',
    ])
      expect(read(message).slots.agreements, message).toEqual([idOf('lavoro-domestico')]);
  });

  it('does not read office cleaning as domestic work', () => {
    expect(
      read('la ditta di pulizie viene da noi in ufficio la sera: che contratto hanno?').slots.agreements,
    ).not.toContain(idOf('lavoro-domestico'));
  });
});
