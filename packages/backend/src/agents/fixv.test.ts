import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 18 (fixv): a part-timer's own entitlements, not the full-time figure or the part-time chapter.
const ask = (message: string, agent = 'main-agent') => askAgent(agent, message, {}).text;
const opening = (message: string, agent = 'main-agent') => openingLine(ask(message, agent));

describe("a part-timer's permits are the full-time hours at the share of the hours", () => {
  it('Commercio at 30 hours of 40: ROL and ex festività at 75%, for each size of firm', () => {
    // (56 + 32) × 75% = 66; (72 + 32) × 75% = 78
    const text = ask(
      'faccio 30 ore settimanali in un negozio, contratto commercio: permessi rol ed ex festività quante ore?',
    );
    expect(openingLine(text)).toContain('66');
    expect(openingLine(text)).toContain('78');
    expect(text).toContain('56 ore × 75%');
    expect(text).not.toContain('clausola elastica');
  });
  it('Metalmeccanici at 32 hours: the 104 hours at 80%', () => {
    // 72 × 80% = 57,6; 32 × 80% = 25,6 → 83,2
    expect(opening('metalmeccanico, 32 ore alla settimana: i PAR che mi toccano in un anno?')).toContain(
      '83,20',
    );
  });
  it('Turismo at 50%: the 104 hours of permits halved', () => {
    expect(
      opening('cameriera ai piani part time al 50 per cento, turismo alberghi: ore di permesso annue?'),
    ).toContain('52 ore');
  });
});

describe("a part-timer's holidays follow the kind of part-time", () => {
  it('vertical, four days a week in Commercio: 26 × 4 / 6', () => {
    const text = opening(
      'lavoro il lunedì martedì giovedì e venerdì, 4 giorni a settimana a tempo pieno, commercio: ferie annue?',
    );
    expect(text).toContain('17,33');
  });
  it('vertical in a metalworking firm with holidays in weeks: four weeks of the own days', () => {
    const text = opening('part-time verticale 2 giorni a settimana, metalmeccanica industria, quante ferie?');
    expect(text).toContain('8 giorni');
  });
  it('horizontal in Studi professionali: the same days as full time', () => {
    const text = ask(
      'segretaria di studio, part time orizzontale 5 ore al giorno: quanti giorni di ferie ha, studi professionali?',
    );
    expect(openingLine(text)).toContain('26 giorni');
    expect(text).toContain('orizzontale');
  });
  it('the kind not said: both rules, no figure made up', () => {
    const text = opening('sono part-time nel turismo, le ferie sono come quelle dei colleghi a tempo pieno?');
    expect(text).toContain('orizzontale');
    expect(text).toContain('verticale');
  });
});

describe("a part-timer's extra month is a whole month of the part-time pay", () => {
  it('the 13th asked whole or reduced at 50%, with the level: the amount', () => {
    const text = opening(
      'commercio 5° livello part time 20 ore, la gratifica natalizia me la danno piena o ridotta?',
    );
    expect(text).toContain('intera');
    expect(text).toMatch(/\d\.?\d{3},\d\d €|\d{3},\d\d €/);
  });
  it('the 14th of a part-timer in Multiservizi, no level: the rule and what is missing', () => {
    const text = ask('addetta pulizie part-time 60%, multiservizi: la quattordicesima mi spetta tutta?');
    expect(openingLine(text)).toContain('intera');
    expect(text).toContain('81/2015');
    expect(text).toContain('livello');
  });
  it('a full-time 13th question is not this class', () => {
    expect(opening('commercio 4° livello, a quanto ammonta la tredicesima?')).not.toContain('part-time');
  });
});

describe("notice and sick pay: part-time does not change the agreement's rule", () => {
  it('notice of a part-timer: the same days, the indemnity on the part-time pay', () => {
    const text = ask(
      'ho un contratto a tempo parziale di 24 ore nel commercio, se mi licenzio il preavviso è ridotto?',
    );
    expect(text).toContain('non accorcia il preavviso');
    expect(text).not.toContain('clausola elastica');
  });
  it('sick pay of a part-timer: the same shares on the part-time pay', () => {
    const text = ask(
      'dipendente part time al 50% nel turismo si ammala: la malattia gliela paghiamo come a un full time?',
    );
    expect(text).toContain('non cambia le regole della malattia');
  });
});

// Session 20 (fixv): gaps of the part asked, the hire's agreement, provincial pay, both bands, joint asks.
const text = (agent: string, message: string, extra = {}) => askAgent(agent, message, extra).text;

describe('the part asked that the knowledge base lacks opens the answer, with no other case’s figures', () => {
  it('FIPE sick pay by bands: the gap opens and the comporto follows, no percentage', () => {
    const t = text(
      'main-agent',
      'Sono aiuto cuoco in un bar, CCNL FIPE: se mi ammalo quanto mi paga il datore nei primi giorni e per quanto tengono il posto?',
    );
    expect(openingLine(t)).toMatch(/non (?:è|sono) nella base di conoscenza/);
    expect(t).toContain('180 giorni');
    expect(t).not.toMatch(/\d+%/);
  });
  it('Logistica: the carence shares of holiday-adjacent absences are not given as the sick pay asked', () => {
    const t = text(
      'main-agent',
      'CCNL Logistica e trasporto merci: che percentuale di integrazione della malattia mette l’azienda?',
    );
    expect(openingLine(t)).toMatch(
      /trattamento economico della malattia per fasce di giorni non sono nella base/,
    );
    expect(t).not.toMatch(/75%|50%|25%/);
  });
  it('apprentice shares missing: the gap opens, the lengths follow', () => {
    const t = text(
      'main-agent',
      'Apprendista magazziniere nel CCNL Logistica: che percentuale della paga prende il primo anno?',
    );
    expect(openingLine(t)).toMatch(/percentuali di retribuzione dell'apprendista non sono nella base/);
  });
  it('Edilizia supplementary surcharge missing: the 3% hiring limit is not shown beside the gap', () => {
    const t = text(
      'main-agent',
      'Edilizia industria: di quanto si maggiorano le ore supplementari di un operaio part-time?',
    );
    expect(openingLine(t)).toMatch(/non è nella base di conoscenza/);
    expect(t).not.toMatch(/3%|30%/);
  });
  it('a ROL asked as "permessi per riduzione d’orario" opens with the ROL hours, not the working week', () => {
    const t = text(
      'main-agent',
      "Alimentari industria: quante ore di permessi per riduzione d'orario ha un operaio a tempo pieno?",
    );
    expect(openingLine(t)).toContain('76 ore');
  });
});

describe('the agreement a hire is made under, and the provincial wage of the Operai agricoli', () => {
  it('"assumo … col contratto operai agricoli" beside the FIPE of the firm’s restaurant: no FIPE table, the gap', () => {
    const t = text(
      'main-agent',
      'Ho un agriturismo: per il ristorante applichiamo il FIPE. Per la raccolta delle olive assumo tre operai col contratto operai agricoli e florovivaisti: quanto li pago a giornata?',
    );
    expect(t).not.toContain('Pubblici esercizi FIPE');
    expect(openingLine(t)).toMatch(/contratti provinciali|non è nella base di conoscenza/);
    expect(t).not.toMatch(/\d+,\d{2} €/);
  });
  it('the hourly pay of a seasonal farm worker asked of the calculation agent is the provincial gap', () => {
    const t = text(
      'calcolo',
      'Operai agricoli stagionali, contratto operai agricoli e florovivaisti: paga oraria minima 2026?',
    );
    expect(openingLine(t)).toMatch(/non è nella base di conoscenza/);
    expect(t).not.toMatch(/\d+,\d{2} €/);
  });
});

describe('a birth said by the father, both bands, joint asks', () => {
  it('"mi nasce il figlio: quanti giorni di permesso per la nascita?" is the paternity leave of the law', () => {
    const t = text(
      'main-agent',
      'Lavoro nel commercio e a marzo mi nasce la bambina: quanti giorni di permesso ho per la nascita?',
    );
    expect(openingLine(t)).toContain('10 giorni');
    expect(openingLine(t)).toMatch(/paternità/);
  });
  it('a follow-up that changes the years after paid days and the job kept gives both bands', () => {
    const t = askAgent('main-agent', 'e se lavorasse da noi da 1 anno?', {
      history: [
        'La nostra badante è in malattia da una settimana, lavora da noi da 4 anni: quanti giorni le paghiamo e per quanto le teniamo il posto?',
      ],
    }).text;
    expect(openingLine(t)).toMatch(/10 giorni/);
    expect(openingLine(t)).toMatch(/conservato per 45 giorni/);
  });
  it('a comparison asking the minimum and the payments shows both', () => {
    const t = text(
      'confronta',
      'Commercio o Pubblici esercizi FIPE per una banconista al 4° livello a settembre 2026: che minimo mensile e quante mensilità?',
    );
    expect(t).toContain('1.783,75');
    expect(t).toContain('1.692,69');
    expect(t).toMatch(/14 mensilità/);
  });
});
