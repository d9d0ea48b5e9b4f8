import { describe, expect, it } from 'vitest';
import { onlyChangesSetting } from '../reader/asked-again.js';
import { readable } from '../reader/text.js';
import { askAgent, openingLine } from '../testing/agents.js';

// A follow-up that changes one thing of the earlier request ("e se i dipendenti sono 45?", "E con i parametri del
// 2025?", "e se la guardia è al 6 livello?") asks the earlier question again with that one thing changed.
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history, documents: [] }).text;

describe('a turn that only changes a setting', () => {
  it('asks nothing of its own', () => {
    expect(onlyChangesSetting(readable('E con i parametri del 2025?'))).toBe(true);
    expect(onlyChangesSetting(readable('e per il 6° livello?'))).toBe(true);
    expect(onlyChangesSetting(readable('e con 3 scatti quanto prende netto?'))).toBe(false);
    expect(onlyChangesSetting(readable('quanto costa un 4° livello?'))).toBe(false);
  });
});

describe('the staff changed', () => {
  it("gives the part-time minimum of the new headcount's band", () => {
    const answer = ask('main-agent', 'e se i dipendenti sono 45?', [
      "Terziario Confcommercio: qual è l'orario minimo settimanale di un part-time in un negozio con 20 dipendenti?",
    ]);
    expect(openingLine(answer)).toContain('18 ore');
  });
});

describe('the tax year changed', () => {
  it('opens with the contributions asked before, of the new year', () => {
    const answer = ask('calcolo', 'E con i parametri del 2025?', [
      'Per un quadro con RAL 60.000 € nel 2026, nessuna addizionale da considerare e nessun altro reddito: quanto paga di contributi INPS (compreso l’1% aggiuntivo) e quanto è il netto annuo?',
    ]);
    expect(openingLine(answer)).toContain('5.559,52 €');
    expect(openingLine(answer)).toContain('38.391,07 €');
  });
});

describe('the una tantum instalment for another level or share', () => {
  it("gives the same month's instalment at the new level", () => {
    const answer = ask('main-agent', 'e se la guardia e al 6 livello?', [
      'vigilanza privata una tantum settembre 2025 per guardia giurata 4 livello quanto?',
    ]);
    expect(openingLine(answer)).toContain('92,86 €');
  });
  it("gives the same month's instalment at the part-timer's share", () => {
    const answer = ask('main-agent', 'lui però è part-time al 75%, quanto gli tocca?', [
      "Quanto vale la tranche di settembre 2025 dell'una tantum vigilanza per un 4° livello?",
    ]);
    expect(answer).toContain('97,50 €');
    expect(answer).not.toContain('65,00 €');
  });
});

describe('the TFR revaluation changed', () => {
  it("revalues the year before's fund with that year's coefficient", () => {
    const answer = ask('calcolo', "e l'anno prima? al 31/12/2023 ne avevo 10.000", [
      'buongiorno, al 31/12/2024 avevo 12.400 euro di tfr accantonato in azienda. di quanto si è rivalutato a fine 2025 e quanto mi tolgono di imposta sostitutiva?',
    ]);
    expect(openingLine(answer)).toContain('232,00 €');
    expect(openingLine(answer)).toContain('39,44 €');
  });
  it('taxes the revaluation pointed back to', () => {
    const answer = ask('calcolo', 'e su quei 72,55 quanta imposta sostitutiva si paga?', [
      "RAL 35.000: quanto TFR netto matura il primo anno con la regola del 6,91%? E quanto vale la rivalutazione l'anno dopo se l'inflazione è al 2%?",
    ]);
    expect(openingLine(answer)).toContain('12,33 €');
  });
});
