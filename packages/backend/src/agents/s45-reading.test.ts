import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe("session 45: the professionalizzante asked beside a qualified worker's pay", () => {
  it('"la paga dell\'operaio qualificato" does not name the apprenticeship for a qualification', () => {
    const text = askAgent(
      'main-agent',
      "Apprendista carpentiere in un'impresa edile (edilizia industria), apprendistato professionalizzante: quanto prende il primo anno rispetto a un operaio qualificato?",
    ).text;
    expect(openingLine(text)).toContain(
      "percentuali anno per anno dell'apprendistato professionalizzante non sono",
    );
    expect(text).not.toMatch(/\*\*65%\*\*|849,75/);
  });

  it('the apprenticeship for a qualification, asked by name, still gets its share', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Edilizia industria, apprendistato per la qualifica e il diploma: che percentuale nel primo semestre?',
      ).text,
    );
    expect(line).toContain('**65%**');
  });
});

describe('session 45: the level told with its contract beats agreements the story only implies', () => {
  it('"5° livello non viaggiante del CCNL Logistica" in a cooperative serving an e-commerce is Logistica', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "Sono dell'ufficio paghe di una cooperativa che lavora per un e-commerce di scarpe. Un ragazzo a termine dal 1° settembre al 31 dicembre 2026, 5° livello non viaggiante del CCNL Logistica, solo minimo: quanto gli spetta di tredicesima?",
      ).text,
    );
    expect(line).toContain('CCNL Logistica');
    expect(line).not.toContain('CCNL Commercio');
  });
});

describe('session 45: the extra hours an employer may ask in a day or a week', () => {
  it('"quante ore in più posso chiedere in una giornata o settimana" is the overtime limit, not its surcharge', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'CCNL Logistica: in una giornata o in una settimana quante ore in più posso chiedere a un magazziniere?',
      ).text,
    );
    expect(line).toContain('**2 ore al giorno**');
    expect(line).toContain('**12 ore a settimana**');
    expect(line).not.toContain('maggiorazione');
  });
});

describe('session 45: permits asked by name in a story of family errands', () => {
  it('"i saggi dei figli, il pranzo dei nonni … tra ROL ed ex festività" is the permits, not a leave', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "Ho un negozio di fiori, CCNL Commercio, 12 dipendenti. A dicembre tutti chiedono permessi per le recite dei figli e per accompagnare i nonni dal medico. Una commessa assunta nel 2018: quante ore di ROL ed ex festività ha all'anno?",
      ).text,
    );
    expect(line).toContain('ROL');
    expect(line).not.toMatch(/congedo|paternità/);
  });
});

describe('session 45: words that only look like an agreement or a figure', () => {
  it('"la sera della vigilia" in a FIPE conversation is no Vigilanza privata', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "E la sera della vigilia, se restano a sistemare dall'una alle tre di notte in straordinario, quanto diventa?",
        {
          history: [
            'ciao il sabato sera i pizzaioli fanno straord fino alle 23:30, col fipe di quanto e la maggiorazione?',
          ],
        },
      ).text,
    );
    expect(line).toContain('CCNL Pubblici esercizi FIPE');
    expect(line).not.toContain('Vigilanza');
  });

  it('a shift written "21-7" is no figure read on the payslip', () => {
    const text = askAgent(
      'main-agent',
      "Sono OSS in una RSA che applica il CCNL AIOP RSA. Da ottobre mi hanno messo quasi solo notti, 22-7, e in busta c'è una voce che non capisco; la coordinatrice dice che è giusta. Qual è la maggiorazione per il lavoro notturno del contratto?",
    ).text;
    expect(openingLine(text)).toContain('**15%**');
    expect(text).not.toContain('Rispetto alla cifra indicata');
  });
});

describe('session 45: a revaluation set aside with words of its own before the pronoun', () => {
  it('"la rivalutazione del fondo vecchio la lasciamo stare" leaves the year\'s quota asked', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "La barista avrà 18.900 euro di retribuzione utile per il TFR nel 2026. Quanto TFR matura quest'anno, tolto lo 0,50% del fondo di garanzia? La rivalutazione del fondo vecchio la lasciamo stare.",
      ).text,
    );
    expect(line).toContain('TFR maturato in un anno');
    expect(line).not.toContain('coefficiente di rivalutazione');
  });
});
