import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';

describe('an hourly pay doubted with no level', () => {
  it('is below every FIPE level: the lowest hourly minimum is named (1.390,20 ÷ 172)', () => {
    const text = opening(
      'main-agent',
      "Il mio datore mi paga 8 euro l'ora come cameriera in un bar, è legale?",
    );
    expect(text).toMatch(/^No: 8,00 € l'ora è \*\*sotto il minimo orario di ogni livello\*\*/);
    expect(text).toMatch(/7° livello, è \*\*8,08 € l'ora\*\*/);
  });
  it('depends on the level when it falls between the minimums, and says from which level it is below', () => {
    const text = answer('main-agent', "metalmeccanico, mi pagano 13 euro l'ora, va bene?");
    expect(text.split('\n')[0]).toMatch(/^\*\*Dipende dal livello\*\*/);
    expect(text).toMatch(/\| Livello \| Minimo mensile \| Minimo orario \|/);
  });
  it('reads "a ore" as paid by the hour, not as the working week asked', () => {
    const text = opening('main-agent', "faccio la badante a ore, 6 euro all'ora, è legale?");
    expect(text).toMatch(/sotto il minimo orario di ogni livello\*\* del CCNL Lavoro domestico/);
  });
});

describe('the cost of dismissing someone', () => {
  it('is the dismissal ticket for the service told, with what is owed anyway', () => {
    const text = answer('main-agent', 'quanto mi costa mandare via un dipendente assunto 18 mesi fa?');
    expect(text.split('\n')[0]).toMatch(/ticket di licenziamento 2026 per 18 mesi .* \*\*974,60 €\*\*/);
    expect(text).toMatch(/indennità sostitutiva del preavviso/);
  });
  it('caps the ticket at 36 months', () => {
    const text = opening('main-agent', 'Quanto costa licenziare un dipendente con 5 anni di anzianità?');
    expect(text).toMatch(/\*\*1\.949,19 €\*\*/);
  });
  it('leaves the yearly employer cost of a RAL alone', () => {
    const text = opening('main-agent', "quanto costa all'azienda un dipendente con RAL 30.000?");
    expect(text).toMatch(/costo annuo per l'azienda/);
  });
});

describe('ROL and ex festività told apart in a named agreement', () => {
  it('gives the definition and then the agreement’s own hours', () => {
    const text = answer('main-agent', 'Differenza tra ROL ed ex festività nel commercio?');
    const [first, second] = text.split('\n');
    expect(first).toMatch(/ex festività sono 32 ore/);
    expect(second).toMatch(/Nel CCNL Commercio, tra ROL ed ex festività spettano \*\*88 ore l'anno\*\*/);
    expect(text).not.toMatch(/indicalo per le cifre/);
  });
});

describe('figures a story tells that are not the pay asked', () => {
  it('a van weight in kg, a previous job, a parking fee: none is the worker’s pay', () => {
    const overtime = opening(
      'main-agent',
      'Il mio magazziniere è 4° livello commercio, ha scaricato un camion da 2.800 kg e ha fatto 5 ore di straordinario a novembre 2025: quanto vale ogni ora?',
    );
    expect(overtime).toMatch(/\*\*12,21 €\*\*/);
    const thirteenth = opening(
      'calcolo',
      'Mia figlia è stata assunta il 1° marzo 2026 come C3 metalmeccanico, prima faceva la barista a 1.200 euro al mese. Tredicesima lorda a dicembre 2026?',
    );
    expect(thirteenth).toMatch(/\*\*1\.842,86 €\*\*/);
  });
  it('"operaio dal 2019" is the service, not the tax year of the payslip of ottobre 2025', () => {
    const text = opening(
      'calcolo',
      'Sono operaio metalmeccanico C3 dal 2019. Nella busta di ottobre 2025 ho 2.158,26 di lordo e di contributi a mio carico 215,83: è giusto?',
    );
    expect(text).toMatch(/INPS indicato 215,83 €, calcolato 198,34 €/);
  });
});

describe('sick pay by day band', () => {
  it('a later day asked in words is its band, even when the story names the waiting days', () => {
    const text = opening(
      'main-agent',
      'Commercio, prima malattia dell’anno, mi dicono che i primi 3 giorni non li paga nessuno. Dal quarto giorno in poi quanto mi spetta?',
    );
    expect(text).toMatch(/\*\*75% dal 4° al 20° giorno/);
  });
  it('every band asked opens after the waiting days', () => {
    const text = opening(
      'main-agent',
      'CCNL commercio, è la seconda malattia dell’anno: come mi pagano i primi tre giorni, dal 4° al 20° e dal 21° in poi?',
    );
    expect(text).toMatch(
      /\*\*100%\*\*.*dal 4° al 20° giorno \*\*75%\*\*.*dal 21° al 180° giorno \*\*100%\*\*/,
    );
  });
});

describe('follow-ups that keep the case', () => {
  it('a domestic contribution bill at another hourly pay keeps the quarter’s hours', () => {
    const text = opening('calcolo', 'e a 10 euro l’ora quanto sarebbe il bollettino?', [
      'Colf a ore a tempo indeterminato pagata 9 euro l’ora: nel trimestre aprile-giugno 2026 ha fatto 195 ore. Quanto versiamo di contributi?',
    ]);
    expect(text).toMatch(/195 ore retribuite nel trimestre a 10,00 € l'ora .* \*\*374,40 €\*\*/);
  });
  it('"mettilo a confronto con X e Y" keeps the agreement of the turn before', () => {
    const text = opening('confronta', 'Mettilo a confronto con Metalmeccanici e Lavoro domestico', [
      'Quante mensilità ha il CCNL Commercio?',
    ]);
    expect(text).toMatch(/\*\*14 mensilità\*\* nel CCNL Commercio/);
  });
  it('an apprentice’s next year keeps the final level said as "il livello finale è il 4° del CCNL"', () => {
    const text = opening('calcolo', 'E da marzo 2027, nel secondo anno, quanto prenderò?', [
      'Apprendista in uno studio dal 1° marzo 2026, il livello finale è il 4° del CCNL studi professionali: quanto prendo?',
    ]);
    expect(text).toMatch(/\*\*1\.372,00 €\*\*/);
  });
});

describe('what a question asks beside the figure', () => {
  it('the most increments and those left', () => {
    const text = opening(
      'main-agent',
      'Metalmeccanico C3 con 2 scatti di anzianità: quanto valgono e quanti altri ne posso ancora prendere?',
    );
    expect(text).toMatch(/al massimo \*\*5 scatti\*\*: ne restano \*\*altri 3\*\*/);
  });
  it('when the graded ROL reach their full measure', () => {
    const text = opening(
      'main-agent',
      'Barista FIPE assunto a marzo 2025: quante ore di ROL ed ex festività ha quest’anno e quando arriva alla misura piena?',
    );
    expect(text).toMatch(
      /la misura piena, \*\*104 ore l'anno\*\*, arriva dopo \*\*4 anni\*\* di servizio, dal 1° marzo 2029/,
    );
  });
  it('the revaluation of this year’s own TFR on the pay told', () => {
    const text = opening(
      'calcolo',
      "Ho una RAL di 35.000 euro: con l'inflazione al 2% di quanto si rivaluta il TFR accantonato quest'anno?",
    );
    expect(text).toMatch(/su 2\.417,59 € di TFR accantonato la rivalutazione è di \*\*72,53 €\*\*/);
  });
  it('the last payslip of someone leaving: the dues of any ending', () => {
    const text = opening(
      'main-agent',
      "Mi licenziano a fine mese dopo 4 anni: cosa deve esserci nell'ultima busta paga oltre allo stipendio?",
    );
    expect(text).toMatch(/competenze di fine rapporto: \*\*il TFR, i ratei di tredicesima/);
  });
  it('an apprenticeship length the base lacks is the gap, not a list of shares', () => {
    const text = answer('main-agent', 'Quanto dura al massimo l’apprendistato nel CCNL studi professionali?');
    expect(text).toMatch(/la durata dell'apprendistato per livello non è nella base di conoscenza/);
    expect(text).not.toMatch(/70%/);
  });
  it('a comparison asked in a story that mentions a house move stays a comparison', () => {
    const text = opening(
      'main-agent',
      'Mia sorella ha il commercio, io il metalmeccanico. A ottobre lei ha avuto 3 giorni per il trasloco. Mi fai il confronto tra i due contratti sulle ferie?',
    );
    expect(text).toMatch(/^Ferie: \*\*26 giorni/);
  });
});

describe('apprentice shares held only for another kind of apprenticeship', () => {
  it('a builder’s apprentice gets the professionalizzante gap, not the qualifica e diploma table', () => {
    const text = answer(
      'main-agent',
      'Apprendista carpentiere in edilizia industria: quanto prendo il primo anno in percentuale?',
    );
    expect(text.split('\n')[0]).toMatch(
      /percentuali anno per anno dell'apprendistato professionalizzante non sono nella base/,
    );
    expect(text).not.toMatch(/65%/);
  });
  it('the kind named gets its own shares', () => {
    const text = opening(
      'main-agent',
      'Edilizia industria, apprendistato per la qualifica e il diploma: che percentuale nel primo semestre?',
    );
    expect(text).toMatch(/\*\*65%\*\*/);
  });
});

describe('a child’s illness is its leave, not an illness on holiday', () => {
  it('the new Metalmeccanici leave opens, whatever holidays the story used', () => {
    const text = opening(
      'main-agent',
      'Metalmeccanico, mio figlio di 3 anni si ammala spesso e ho usato giorni di ferie per stare con lui. Quanti giorni di permesso per la malattia dei figli ci sono nel contratto?',
    );
    expect(text).toMatch(/3 giorni l'anno/);
    expect(text).not.toMatch(/sospende le ferie/);
  });
});

describe('a count a payslip states', () => {
  it('reads hours whose unit closes the label as hours', () => {
    const text = askAgent('main-agent', 'quante ore di straordinario mi hanno pagato?', {
      documents: [
        {
          fileId: 'd1',
          fileName: 'cedolino.txt',
          text: 'CEDOLINO PAGA - OTTOBRE 2025\nMinimo tabellare 2.158,26\nStraordinario 25% ore 4,00 importo 62,38\nNETTO IN BUSTA 1.650,00',
        },
      ],
    }).text;
    expect(text.split('\n')[0]).toMatch(/straordinario 25% \*\*4 ore\*\*/i);
  });
});

describe('the law answered in users’ words', () => {
  it('no notice to resign during the probation, asked as "quanto tempo ho"', () => {
    const text = opening(
      'main-agent',
      'quanto tempo ho per dare le dimissioni se sono in prova nel commercio?',
    );
    expect(text).toMatch(/^No, nessun preavviso: per legge \(art\. 2096 c\.c\./);
  });
  it('the probation’s length asked beside a resignation stays the agreement’s length', () => {
    const text = opening('main-agent', 'quanto dura la prova nel commercio se poi voglio dimettermi?');
    expect(text).not.toMatch(/nessun preavviso/);
  });
  it('overtime paid off the payslip is unlawful, whatever the agreement', () => {
    const text = opening('main-agent', 'Il titolare vuole darmi gli straordinari fuori busta: si può?');
    expect(text).toMatch(/^\*\*No\*\*: .* \*\*da 125 a 770 € per lavoratore\*\*/);
  });
  it('a previous job paid "in nero" in a story is not that question', () => {
    const text = opening(
      'main-agent',
      'Prima lavorava in pizzeria in nero, adesso è D2 metalmeccanico: qual è il suo minimo? è regolare?',
    );
    expect(text).not.toMatch(/fuori busta/);
  });
});

describe('moving to part-time asked as what changes', () => {
  it('opens with the law’s rule and the TFR share, then the holidays and the extra month', () => {
    const text = answer('main-agent', 'passo a part-time 20 ore nel metalmeccanico, cosa perdo?');
    expect(text.split('\n')[0]).toMatch(
      /i diritti restano quelli del tempo pieno, ma la paga e ogni voce calcolata su di essa si riducono in proporzione alle ore\*\*.*\*\*il 50% di quello del tempo pieno\*\*/,
    );
    expect(text).toMatch(/spettano \*\*le stesse ferie del tempo pieno\*\*/);
    expect(text).toMatch(/la tredicesima spetta \*\*intera/);
  });
});
