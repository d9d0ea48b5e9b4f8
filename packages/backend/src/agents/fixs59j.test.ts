import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : {}).text;

describe('security guards and porters: rules asked, not computed', () => {
  it('an una tantum asked against the TFR is the agreement’s rule, not a TFR computed', () => {
    const text = ask(
      'main-agent',
      'nel ccnl vigilanza privata l’una tantum che mi hanno dato a settembre conta anche per la liquidazione?',
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toMatch(/non entra nel calcolo del TFR/);
    expect(text).not.toMatch(/Quota TFR lorda/);
    expect(text).toMatch(/carlacapriotti/);
  });

  it('the same asked as a follow-up of the una tantum turn', () => {
    const text = ask('main-agent', 'e per il tfr la devo considerare o no?', [
      'CCNL vigilanza privata, 4° livello: quanto era la rata di una tantum di settembre 2024?',
    ]);
    expect(openingLine(text)).toMatch(/non entra nel calcolo del TFR/);
  });

  it('porters and unarmed access control keep the 48-hour average, over 12 months', () => {
    const text = ask(
      'main-agent',
      'gestisco dei portieri assunti col ccnl vigilanza nella parte servizi fiduciari, fanno controllo accessi senza arma: quante ore a settimana possono fare al massimo in media, e su che periodo si calcola?',
    );
    expect(openingLine(text)).toMatch(/48 ore/);
    expect(openingLine(text)).toMatch(/12 mesi/);
    expect(text).toMatch(/studiomarti/);
  });

  it('an income told after the surcharges’ 15% is weighed against the 40.000 € limit', () => {
    const text = ask('main-agent', 'io nel 2025 ho fatto 45.000 euro, ci rientro?', [
      'sono vigilante e lavoro quasi sempre di notte: nel 2026 sulle maggiorazioni notturne pago meno tasse?',
    ]);
    expect(openingLine(text)).toMatch(/^No/);
    expect(openingLine(text)).toMatch(/40\.000/);
  });
});

describe('cleaning contracts: who signed the renewal', () => {
  it('one association asked as a signatory reads the signatories, not the tranches', () => {
    const text = ask(
      'main-agent',
      "L'ipotesi di rinnovo del CCNL pulizie multiservizi è stata firmata pure da ANIP?",
    );
    expect(openingLine(text)).toMatch(/ANIP-Confindustria[^.]*non ha firmato il rinnovo 2025/);
    expect(text).not.toMatch(/\| Dal \| Minimo mensile/);
  });
});

describe('uploaded payslip and hiring letter', () => {
  const payslip = [
    'BUSTA PAGA NOVEMBRE 2026',
    'Dipendente: Verdi Marco - Liv. 2 - Part-time 20 ore settimanali',
    'Voce                                  Ore/GG      Competenze',
    'Retribuzione ordinaria                 86,60 ore',
    'Lavoro supplementare                    8,00 ore    79,20',
    'Trattenuta sindacale                                 7,00',
  ].join('\n');

  it('whole supplementary hours read as the question says them: 8 ore, not 8,00 ore', () => {
    const text = askAgent(
      'main-agent',
      'guarda la busta di novembre: quante ore supplementari mi hanno messo e quanto mi hanno dato?',
      withUpload('busta-novembre.txt', payslip),
    ).text;
    expect(openingLine(text)).toMatch(/\*\*8 ore\*\*/);
    expect(openingLine(text)).toMatch(/79,20 €/);
  });

  const letter = [
    'Vigilpro Servizi S.r.l.',
    'Torino, 3 febbraio 2027',
    'Al Sig. Neri Paolo',
    'Oggetto: subentro nell’appalto del servizio di reception presso il Centro Direzionale',
    'Con la presente Le comunichiamo che la scrivente subentra nell’appalto con decorrenza 1° marzo 2027 e La assume a tempo indeterminato.',
    '- Orario di lavoro: 24 ore settimanali.',
    'La preghiamo di recarsi presso la nostra sede il giorno 20 febbraio 2027 per la sottoscrizione del contratto.',
  ].join('\n');

  it('the day a new contractor hires, not the day of the signing appointment', () => {
    const text = askAgent(
      'main-agent',
      'la nuova ditta mi ha mandato questa lettera: da che giorno parto con loro e quante ore settimanali faccio?',
      withUpload('lettera-subentro.txt', letter),
    ).text;
    expect(text).toMatch(/1° marzo 2027/);
    expect(text).toMatch(/24 ore/);
    expect(text).not.toMatch(/20 febbraio 2027/);
  });
});
