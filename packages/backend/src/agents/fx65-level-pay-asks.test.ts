import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const SHOE_SHOP =
  'Negozio di scarpe, contratto commercio: assumo una commessa al 5° livello. Quanto è il minimo mensile, quanto fa in un anno e quanto TFR accantono ogni anno?';

/**
 * Session 65: what an employer or a worker asks of a level's pay, beside the story — the net with the travel
 * allowances set aside, the year's pay beside the monthly minimum, a part-timer's month and year, two part-timers
 * against one full-timer, the 13th's amount beside whether a 14th exists, the NASpI extra on the minimum.
 */
describe("a level's pay asked beside the story", () => {
  it('answers the net when the travel allowances are set aside', () => {
    const { text } = askAgent(
      'calcolo',
      'Sono autista C3 nel CCNL Logistica, trasporto merci e spedizione, tempo pieno tutto il 2026, solo minimo su 14 mensilità, le trasferte me le pagano a parte. Tralasciando trasferte e addizionali, quanto mi resta netto al mese?',
    );
    expect(text).toMatch(/^Il netto stimato per il livello C3/);
    expect(text).not.toMatch(/^[^\n]*[Tt]rasferta/);
  });

  it("gives the year's gross beside the monthly minimum an employer asks", () => {
    const { text } = askAgent(
      'calcolo',
      "Ho un'officina (metalmeccanica industria) con 9 dipendenti e devo assumere un saldatore da mettere in C2. Qual è il minimo tabellare mensile del C2 e quanto fa in un anno?",
    );
    expect(text).toContain('**2.064,88 €**');
    expect(text).toContain('lordo annuo 26.843,44 € su 13 mensilità');
  });

  it("gives a part-timer's month and year after a turn that asked the TFR too", () => {
    const { text } = askAgent(
      'calcolo',
      "E se la assumo a 30 ore invece che a tempo pieno? Quanto le devo dare al mese e all'anno?",
      { history: [SHOE_SHOP] },
    );
    expect(text).toContain('minimo mensile lordo di **1.268,78 €**');
    expect(text).toContain("All'anno, su 14 mensilità: **17.762,85 €** lordi.");
    expect(text).not.toContain('il TFR maturato');
  });

  it('says two half-time workers cost in gross pay what one full-timer does', () => {
    const { text } = askAgent(
      'calcolo',
      'Ho una ferramenta, CCNL commercio. Al posto di un dipendente full-time al 5° livello penso a due part-time da 20 ore ciascuno: costano di più? Quanto prenderebbe ciascuno al mese al minimo e quanto spendo in totale di stipendi rispetto al full-time?',
    );
    expect(text).toContain('**845,85 €**');
    expect(text).toContain(
      'Due part-time così costano insieme 1.691,70 € al mese contro 1.691,70 € del tempo pieno: lo stesso costo',
    );
  });

  it("gives the 13th's amount when the same message asks whether a 14th exists", () => {
    const { text } = askAgent(
      'main-agent',
      "Sono il consulente di un'azienda metalmeccanica industria. Un impiegato in D1, in forza da gennaio, senza scatti: quanto è la sua tredicesima lorda sul minimo? E la quattordicesima nel metalmeccanico c'è?",
    );
    expect(text).toContain('la quattordicesima non è prevista');
    expect(text).toContain('la tredicesima per 12 mesi è di **1.784,94 €**');
  });

  it('prices the NASpI extra on a renewal on the minimum, not the minimum alone', () => {
    const { text } = askAgent(
      'calcolo',
      'Industria alimentare, operaio di 4° livello a tempo determinato pagato al minimo: lo riprendiamo con un nuovo contratto a termine, quindi un rinnovo. Che aliquota di contributo addizionale NASpI pago e quanto è al mese sul suo tabellare?',
    );
    expect(text).toMatch(/^Il contributo addizionale NASpI dopo un rinnovo è di \*\*37,35 € al mese\*\*/);
  });
});
