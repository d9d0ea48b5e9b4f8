import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';

// Session 38 (fixs38a): follow-ups of a calculation that change one thing or ask a derived figure keep it.
const read = (message: string, history: string[] = [], agent = 'calcolo') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent } as never);
const opening = async (agent: string, message: string, history?: string[]) =>
  openingLine((await askAgent(agent, message, history ? { history } : {})).text);
const text = async (agent: string, message: string, history?: string[]) =>
  (await askAgent(agent, message, history ? { history } : {})).text;

describe('a calculation asked again with one thing changed', () => {
  it('overtime hours paid "con divisore 173" ask the overtime, not the working week', () => {
    const r = read(
      'operaio C2 metalmeccanico, il 9/10 fa 2 ore di straordinario: quanto gli va in busta con divisore 173?',
    );
    expect(r.intent).toBe('overtime_value');
  });
  it('"e se erano 5?" after a single date’s overtime: the day’s tiers on 5 hours', async () => {
    const t = await text('calcolo', 'e se erano 5 ore?', [
      'impiegato C3 metalmeccanici al minimo, il 3 marzo fa 3 ore di straordinario feriale diurno: quanto prende lordo?',
    ]);
    expect(t).toContain('3,00 al 30%');
  });
  it('the 104 hours of a colleague with another week: her week, not the first one', async () => {
    const line = await opening('main-agent', 'e per chi lavora 30 ore su 5 giorni?', [
      'Assisto mia madre con la 104 e lavoro 38 ore su 5 giorni: quante ore di permesso al mese se li prendo a ore?',
    ]);
    expect(line).toContain('18 ore al mese');
  });
});

describe('a figure derived from the calculation before', () => {
  it('"e al netto col livello B?" after two agreements compared: the net of the one whose level is named', () => {
    const r = read('e al netto mensile quanto farebbe il C2, solo INPS e IRPEF?', [
      'Sono al 4° livello del commercio e mi offrono il C2 dei metalmeccanici industria: quanto fanno di minimi annui i due contratti?',
    ]);
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.agreements).toHaveLength(1);
    expect(r.slots.level).toBe('C2');
  });
  it('the surcharges added after a net: the net again at that place', () => {
    const r = read('abita a Torino: con addizionale regionale e comunale quanto le resta al mese?', [
      'Commercio 3° livello al minimo, 14 mensilità: netto mensile 2026 senza addizionali?',
    ]);
    expect(r.intent).toBe('gross_to_net');
    expect(r.slots.level).toBe('3');
    expect(r.slots.municipality).toBe('Torino');
  });
  it('"quanto in più all\'anno" after a net on another RAL: the yearly net gained opens', async () => {
    const line = await opening('calcolo', "e con 32.000? quanto netto in più all'anno?", [
      'RAL 28.000 su 13 mensilità a Bologna: netto mensile 2026?',
    ]);
    expect(line).toMatch(/da una RAL di 28\.000,00 € a 32\.000,00 €.*l'anno/);
  });
  it('the TFR "contando i ratei di tredicesima" is the TFR, not the extra months', () => {
    const r = read(
      'Turismo 4° livello dal 1° giugno al 30 settembre 2026: di TFR, considerando anche i ratei di tredicesima e quattordicesima, quanto matura?',
    );
    expect(r.intent).toBe('tfr');
  });
  it('"se mi licenziano il TFR mi spetta?" is due at any ending, resignation included', async () => {
    const line = await opening('main-agent', 'se mi licenziano o mi dimetto, il tfr me lo danno comunque?');
    expect(line).toContain('spetta');
  });
});
