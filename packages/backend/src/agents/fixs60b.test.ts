import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

/**
 * Session 60 (fx60bena), benefits under art. 51 TUIR in 2026: meal vouchers' taxable excess asked for the payslip
 * or read from an uploaded payslip, fringe benefits between the two limits with the children not said, a company
 * car's share of the ACI cost (by fuel from 2025, by CO2 for a car ordered in 2024 and delivered by June 2025),
 * the mileage of one's own car from the user's ACI cost, the flat allowance abroad asked again, a taxi paid in cash.
 */
const answer = async (message: string, agent = 'calcolo', history?: string[]) =>
  (await askAgent(agent, message, history ? { history } : {})).text;
const opening = (text: string) => text.split('\n')[0] ?? '';

describe('benefits under art. 51 TUIR in 2026', () => {
  it('meal vouchers for the payslip: the excess over 10 € times the vouchers', async () => {
    const text = await answer(
      'a dicembre 2026 do 18 buoni pasto digitali da 12 euro a una impiegata: quanto devo assoggettare a contributi nel cedolino?',
    );
    expect(opening(text)).toContain('36,00 €');
    expect(opening(text)).not.toContain('72,00 €');
  });

  it("an uploaded payslip's voucher line gives the count and face value", async () => {
    const payslip =
      'BUSTA PAGA NOVEMBRE 2026\nCod. Descrizione Quantita Base Competenze\n0100 Paga base 168 ore 1.900,00\n0450 Buoni pasto elettronici 19 11,00 209,00\n0451 Quota esente buoni pasto 19 10,00 (190,00)\n0452 Quota imponibile buoni pasto 19 1,00 19,00\n';
    const reply = await askAgent(
      'main-agent',
      'in busta vedo la quota imponibile dei buoni pasto, perché me la tassano?',
      withUpload('busta-novembre.txt', payslip),
    );
    expect(opening(reply.text)).toContain('19,00 €');
  });

  it('fringe benefits: between 1.000 and 2.000 € the children are asked; a total said once counts once', async () => {
    const asked = await answer(
      'la ditta mi ha regalato 1300 euro in gift card e buoni benzina, ci pago le tasse?',
      'main-agent',
    );
    expect(opening(asked)).toMatch(/figli/);
    expect(opening(asked)).toContain('?');
    const once = await answer(
      'Vorrei dare a una dipendente senza figli buoni spesa per 1.500 euro in totale. Se le do 1.500 euro pagano le tasse su tutto?',
      'main-agent',
    );
    expect(opening(once)).toContain('1.500,00 €');
    expect(once).not.toContain('3.000,00 €');
  });

  it("a company car's fringe benefit from the user's ACI cost: 50% petrol, 10% electric in a follow-up", async () => {
    const first =
      "mi hanno assegnato da marzo 2026 un'auto aziendale diesel nuova in uso promiscuo, costo ACI 0,6000 euro/km: quanto pesa il fringe benefit in un anno?";
    expect(opening(await answer(first))).toContain('4.500,00 €');
    const electric = await answer('e se fosse stata elettrica con 0,4000 euro al km?', 'calcolo', [first]);
    expect(opening(electric)).toContain('600,00 €');
    expect(opening(electric)).not.toContain('3.000,00 €');
  });

  it('a car ordered in 2024 and delivered by June 2025 keeps the CO2 rules', async () => {
    const text = await answer(
      'auto aziendale a benzina, ordine firmato a dicembre 2024, consegnata al dipendente a febbraio 2025, 172 g/km di CO2. che percentuale del costo ACI uso per il fringe benefit?',
      'main-agent',
    );
    expect(opening(text)).toContain('50%');
    expect(opening(text)).toMatch(/31 dicembre 2024/);
  });

  it("one's own car: km × the ACI cost given, not taxed", async () => {
    const text = await answer(
      'per il lavoro vado in un altro paese con la mia auto, 85 km a settimana, tariffa aci 0,45 euro/km. quanto mi spetta di rimborso e viene tassato?',
    );
    expect(opening(text)).toContain('38,25 €');
  });

  it('the flat allowance asked again for a trip abroad; a taxi paid in cash is taxed', async () => {
    const first =
      'Diamo 55 euro al giorno di indennità di trasferta in Italia, fuori comune, senza vitto né alloggio: per 4 giorni quanto è imponibile?';
    const abroad = await answer('e se la trasferta di quei 4 giorni era in Germania?', 'calcolo', [first]);
    expect(opening(abroad)).toContain('77,47 €');
    const cash = await answer(
      'in trasferta a Roma ho preso un taxi e ho pagato cash, il rimborso me lo tassano davvero?',
      'main-agent',
    );
    expect(opening(cash)).toMatch(/tracciabil/);
    expect(opening(cash)).toMatch(/imponibile/);
  });
});
