import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 43 (fixs43k): what a net-pay question states about the case — the INPS rate of the firm, the extra
// months the worker has, a tax treatment set aside in the formal address, a residence in lower case, the family's
// domestic workers told as background — and two subjects beside it: hours beyond the weekly schedule of a
// domestic worker, the agricultural unemployment benefit.
const today = '2026-11-27';
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { today, ...(history.length ? { history } : {}) }).text;
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('the case a net-pay question states', () => {
  it('the INPS rate the user states replaces the ordinary 9,19% on a RAL', () => {
    const text = ask(
      'calcolo',
      'RAL 24.000 € su 14 mensilità nel 2026, nessun familiare a carico, addizionali escluse. Il consulente applica una trattenuta INPS del 9,49%: netto annuo?',
    );
    expect(text).toContain('24.000,00 × 9,49%');
    expect(text).not.toContain('× 9,19%');
  });

  it('a follow-up keeps the rate of the earlier turn and reads "ha 13esima e 14esima" as 14 payments', () => {
    const text = ask('calcolo', 'e diviso per le mensilità quanto fa al mese? ha 13esima e 14esima', [
      'RAL 2026 24.000 €, INPS 9,49%, niente familiari, addizionali escluse: netto annuo?',
    ]);
    expect(openingLine(text)).toContain('al mese');
    expect(openingLine(text)).toContain('su 14 mensilità');
    expect(text).toContain('× 9,49%');
    expect(openingLine(text)).not.toMatch(/tredicesima|quattordicesima/);
  });

  it('"non consideri la tassazione agevolata al 5%" sets the tax aside: the net is asked', () => {
    const text = ask(
      'calcolo',
      'Mi stimi il netto annuo 2026 di una RAL di 28.000 € su 13 mensilità, addizionali escluse, e non consideri la tassazione agevolata al 5% sugli aumenti contrattuali.',
    );
    expect(openingLine(text)).toContain('il netto stimato');
    expect(openingLine(text)).not.toContain('imposta sostitutiva');
  });

  it('a comune written in lower case after "abito a" is the residence', () => {
    const request = read('RAL 29.900, abito a varese, quanto netto nel 2026?');
    expect(request.slots.municipality).toBe('Varese');
    expect(request.slots.region).toBe('Lombardia');
    expect(
      read('vivo in affitto a due passi dal lavoro, netto di 30.000?').slots.municipality,
    ).toBeUndefined();
  });

  it('the family’s colf and badante told as background leave the writer’s own agreement', () => {
    const request = read(
      'Lavoro in un negozio, contratto del commercio. Tra la babysitter, la colf e la badante della nonna ho la testa altrove. RAL 2025 di 24.800 €: quanto netto nell’anno?',
    );
    expect(request.slots.agreements).toEqual([testKb.recognise('commercio')[0]?.id_categoria]);
  });
});

describe('hours beyond the weekly schedule and the agricultural unemployment benefit', () => {
  it('42 hours worked on a 40-hour week: the 2 hours are overtime at the domestic 10%', () => {
    const text = ask(
      'calcolo',
      'La colf (non convive, 40 ore a settimana, 9 euro l’ora) la settimana scorsa ha fatto 42 ore, tutte di giorno. Quanto le devo in più per quelle 2 ore?',
    );
    expect(openingLine(text)).toContain('19,80 €');
    expect(openingLine(text)).toContain('10%');
  });

  it('an errand told in the story ("per il trasloco") does not put the hours out of scope', () => {
    const request = read(
      'la badante non convive, 40 ore settimanali a 8,50 € l’ora. per il trasloco ha fatto 43 ore: quanto le spetta in più per le 3 ore?',
    );
    expect(request.intent).toBe('overtime_value');
    expect(request.slots.extraHours).toBe(3);
  });

  it('the agricultural unemployment benefit: 102 days in two years, application by 31 March', () => {
    const text = ask(
      'main-agent',
      'Quali sono i requisiti per la disoccupazione agricola e entro quando si presenta la domanda?',
    );
    expect(openingLine(text)).toContain('102');
    expect(openingLine(text)).toContain('31 marzo');
    expect(text).toContain('commercialistatelematico.com');
  });
});
