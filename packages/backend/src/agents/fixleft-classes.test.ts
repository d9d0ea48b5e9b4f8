import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

describe('every question of a message is answered', () => {
  it('two questions in separate sentences: each opens with its own figure', () => {
    const { text } = askAgent(
      'main-agent',
      'Cameriere in pizzeria, contratto FIPE. In che mese arriva la quattordicesima? E gli scatti di anzianità ogni quanti anni maturano?',
    );
    expect(opening(text)).toContain('luglio');
    expect(opening(text)).toContain('quadriennali');
  });

  it('a later question with no conjunction keeps the figures the message gave', () => {
    const { text } = askAgent(
      'calcolo',
      'Negozio con 12 dipendenti, una commessa ha RAL 26.000. Quanto ci costa il FIS all’anno? Quanto TFR mettiamo da parte in un anno?',
    );
    // FIS 0,80% × 26.000 = 208,00; TFR 26.000 / 13,5 = 1.925,93 gross.
    expect(opening(text)).toContain('208,00 €');
    expect(opening(text)).toContain('1.925,93 €');
    // The split of the FIS is not a net to compute.
    expect(text).not.toContain('il netto stimato');
  });

  it('two subjects of one clause: the one the answer left out joins it', () => {
    const { text } = askAgent(
      'main-agent',
      'CCNL Multiservizi: orario contrattuale settimanale e divisore per la retribuzione oraria?',
    );
    expect(opening(text)).toContain('173');
    expect(opening(text)).toContain('40 ore');
  });

  it('a message outside what the product answers is not split into sentences', () => {
    const { text } = askAgent(
      'main-agent',
      'La badante mi chiede di scrivere nella lettera un motivo falso per il licenziamento così prende la NASpI. Se lo faccio cosa rischio? Tanto nessuno controlla, giusto?',
    );
    expect(text).not.toMatch(/\d+%/);
  });
});

describe('a follow-up that points back at the contribution named before', () => {
  it.each([
    'E quella voce quanto diventa al mese se a fine anno gli rinnovo il contratto?',
    'e lo stesso contributo dopo il rinnovo a quanto sale?',
  ])('%s', (message) => {
    const { text } = askAgent('calcolo', message, {
      history: [
        'Ho assunto un magazziniere a termine a 2.000 euro lordi al mese: oltre ai contributi normali devo pagare qualcosa in più perché è a tempo determinato?',
      ],
    });
    // 2.000 × (1,40% + 0,50%) = 38,00 € a month after one renewal.
    expect(opening(text)).toContain('**38,00 € al mese**');
  });
});

describe('the comporto asked as the limit before a dismissal', () => {
  it.each([
    'Sono magazziniere in un supermercato (contratto commercio): quanti giorni posso restare a casa in malattia senza che mi licenzino?',
    'ccnl commercio: quanti giorni di malattia posso fare al massimo prima che l’azienda possa licenziarmi?',
  ])('%s', (message) => {
    const first = askAgent('main-agent', message).text.split('\n')[0] ?? '';
    expect(first).toMatch(/\*\*Il posto è conservato per 180 giorni/);
  });
});

describe('each agreement keeps its level in a comparison across turns', () => {
  it('the level said in the turn on each agreement', () => {
    const { text } = askAgent('confronta', 'quindi fra i due contratti quale ha la prova più corta?', {
      history: [
        'sono al livello C3 dei metalmeccanici, quanto dura la prova?',
        'e una commessa al 5° livello del commercio?',
      ],
    });
    expect(opening(text)).toContain('3 mesi');
    expect(opening(text)).toContain('60 giorni');
  });
});

describe('why a recent hire sees only the ex festività', () => {
  it('states the graded scale of the ROL in years', () => {
    const { text } = askAgent(
      'main-agent',
      'Assunta a gennaio 2025 in una profumeria col contratto del commercio: come mai in busta vedo solo le ex festività e niente ROL? Quante ore ho?',
    );
    expect(opening(text)).toContain('32 ore');
    expect(text).toContain('nessun ROL nei primi 2 anni di servizio');
    expect(text).toContain('il 50% dal 3° al 4° anno');
    expect(text).not.toContain('spetta il 0%');
  });
});
