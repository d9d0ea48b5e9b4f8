import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';

// Session 63 (fx63switch): employers switching agreement and logistics staff — a TFR weighed between two
// agreements' levels, the months another agreement pays a group of workers, a letter announcing the change of
// agreement, Logistica drivers' levels, a payslip still on the abolished 6J, a sheet's labelled night overtime.

describe('a TFR under two agreements, each at its own level', () => {
  it('gives both years, the second agreement at the level the question names for it', () => {
    const a = askAgent(
      'calcolo',
      'Valutiamo di lasciare il contratto metalmeccanici industria per il Confapi: un impiegato D1 al minimo, che nel Confapi sarebbe al 3° livello, 13 mensilità, anno intero. Quanto TFR lordo accantona in entrambi i casi?',
    );
    const top = openingLines(a.text);
    expect(top).toContain('CCNL Metalmeccanici industria');
    expect(top).toContain('Confapi');
    expect(top.match(/TFR maturato in un anno/g)?.length).toBe(2);
  });
});

describe('the monthly payments of another agreement for a group of workers', () => {
  it('answers the months, not a classification of the workers', () => {
    const a = askAgent(
      'main-agent',
      'Oggi i nostri addetti alla reception sono col Multiservizi e vorremmo inquadrare il personale di portineria nel CCNL Vigilanza privata e servizi fiduciari. Col Multiservizi paghiamo 14 mensilità: col nuovo contratto quante ne dovremmo pagare?',
    );
    expect(a.text).not.toMatch(/non riesco a determinare il livello/);
    expect(a.text).toMatch(/14 mensilità|quattordicesima/);
  });
});

const letter =
  "Spett.le sig. Verdi Marco\nMilano, 3 dicembre 2026\nOggetto: cambio del contratto collettivo applicato\nCon la presente le comunichiamo che a decorrere dal 1° marzo 2027 al suo rapporto sara' applicato il CCNL Multiservizi in luogo del CCNL Commercio Confcommercio.\nIl livello e le mansioni restano invariati.\nCordiali saluti";

describe('a letter announcing the change of agreement', () => {
  it('gives the day it takes effect, not a payslip check', () => {
    const a = askAgent(
      'main-agent',
      "l'azienda mi ha dato questa lettera, te la carico. da che giorno mi applicano l'altro contratto? così so da quale busta paga guardare",
      withUpload('comunicazione.txt', letter),
    );
    expect(a.text).toContain('1° marzo 2027');
    expect(a.text).not.toContain('Senza le cifre del cedolino');
  });
});

describe('Logistica drivers', () => {
  const before = [
    'ditta di trasporti, ccnl logistica trasporto merci: autista con patente CE che porta casse mobili con trasferta, nessuna abilitazione speciale. parametro?',
  ];
  it('moves to C3 when the follow-up gives the ADR licence', () => {
    const a = askAgent('inquadra', 'e se gli paghiamo il corso ADR per le merci pericolose?', {
      history: before,
    });
    expect(openingLine(a.text)).toContain('C3');
  });

  it('keeps the C+E licence when the follow-up moves him to refrigerated loads later', () => {
    const a = askAgent('inquadra', "e se più avanti lo mettiamo sui frigo con l'ATP?", { history: before });
    expect(openingLine(a.text)).toContain('C3');
  });

  it('places a C-licence driver on repeated shuttles with return to base at D2, over the payslip named', () => {
    const a = askAgent(
      'main-agent',
      'Mio figlio guida un autocarro con patente C e tachigrafo per una ditta col CCNL Logistica, trasporto merci e spedizione: fa sempre gli stessi giri tra il magazzino e due clienti e torna in sede ogni sera, senza trasferte. Sulla busta paga il livello non mi convince: quale gli spetta?',
    );
    expect(openingLine(a.text)).toContain('D2');
  });
});

describe('a payslip still on the abolished 6J', () => {
  const slip =
    'BUSTA PAGA FEBBRAIO 2026 - MAGAZZINI RIUNITI SRL\nCCNL: Logistica, trasporto merci e spedizione   Livello: 6J\nOre settimanali: 39\nPaga base ................ 1.464,53\nEPA ...................... 23,33\n';
  it('weighs it at the 6° livello that replaced it and says the move', () => {
    const a = askAgent(
      'main-agent',
      'ti ho caricato il cedolino: sono ancora al 6J con paga base 1.464,53, mi spetta di più?',
      withUpload('busta-febbraio.txt', slip),
    );
    expect(a.text).toContain('6° livello');
    expect(a.text).toContain('1.625,41 €');
    expect(a.text).toMatch(/6J[^\n]*non esiste più/);
  });
});

describe("a summary sheet's labelled hours", () => {
  const sheet = [
    'RIEPILOGO MENSILE NOVEMBRE 2026 - Rossi Anna - CCNL Logistica',
    'Giorni lavorati: 20',
    'Straordinario diurno (30%): ore 5,50',
    'Straordinario notturno (50%): ore 3,00',
    'Lavoro festivo (65%): ore 0,00',
  ];
  it('reads the night overtime row with its rate, lines kept or joined', () => {
    for (const text of [sheet.join('\n'), sheet.join(' ')]) {
      const a = askAgent(
        'main-agent',
        'ciao ti ho mandato il riepilogo di novembre, quante ore di notturno in straordinario mi risultano e a che percentuale?',
        withUpload('riepilogo.txt', text),
      );
      expect(openingLine(a.text)).toContain('**3 ore**');
      expect(openingLine(a.text)).toContain('50%');
    }
  });
});

describe("a payslip's holidays row beside the entitlement asked", () => {
  it('the days the agreement gives a year are the rule, not the days the payslip records as taken', () => {
    const a = askAgent(
      'main-agent',
      'la signora che mi aiuta in casa lavora 18 ore a settimana: quanti giorni di ferie le spettano in un anno? ne ha già godute 8',
      withUpload(
        'prospetto.txt',
        'PROSPETTO PAGA LAVORO DOMESTICO - SETTEMBRE 2026\nLavoratrice: livello A, NON convivente\nCCNL lavoro domestico\nOre lavorate nel mese 72,00\nPaga oraria 7,10\nRetribuzione lorda 511,20\nFerie godute nell anno: 8 gg\n',
      ),
    );
    expect(openingLine(a.text)).not.toMatch(/\*\*8 giorni\*\*/);
  });
});
