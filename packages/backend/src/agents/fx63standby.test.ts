import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 63 (fx63reper): on-call duty ("reperibilità", "pronta disponibilità") answered from the sourced tables.
const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;

describe('the metalworkers on-call allowance, by level group and kind of shift', () => {
  it('opens with the one daily figure asked: a free day of 24 hours for a C2', () => {
    const text = ask(
      'metalmeccanica industria, sono C2: domenica scorsa (luglio 2026) ero di reperibilita tutto il giorno libero, 24 ore. quanto mi spetta x quel turno?',
    );
    expect(openingLine(text)).toContain('10,78 €');
    expect(openingLine(text)).not.toContain('11,56 €');
  });

  it('reads a named holiday as the holiday column, for a level carried from the turn before', () => {
    const history = ['Metalmeccanici industria, livello B3: quanto è la reperibilità settimanale?'];
    const text = ask('e se le 24 ore di reperibilità capitano a Santo Stefano?', history);
    expect(openingLine(text)).toContain('13,66 €');
  });

  it('sums weeks of different kinds told in one story', () => {
    const text = ask(
      'Gestisco i cedolini di una ditta di impianti (CCNL metalmeccanici industria). Il tecnico D1 a dicembre 2025 ha coperto due settimane di reperibilità: la prima con il giorno di Natale dentro, la seconda normale senza festivi. Che importo minimo gli devo riconoscere?',
    );
    expect(openingLine(text)).toContain('75,64 €'); // 38,17 + 37,47
  });

  it('works out what a payslip paid short over the weeks told', () => {
    const text = ask(
      'Sono B1 metalmeccanico industria. A ottobre 2025 ho fatto tre settimane di reperibilità normali, 6 giorni ciascuna senza festivi. In busta mi hanno pagato 45,13 a settimana: quanto mi manca?',
    );
    expect(openingLine(text)).toContain('157,14 €'); // 3 × 52,38
    expect(openingLine(text)).toContain('21,75 €'); // 157,14 − 135,39
  });

  it('asks for the level when none is told, with every group', () => {
    const text = ask(
      'faccio la reperibilità in una fabbrica metalmeccanica industriale, quanto prendo a settimana?',
    );
    expect(openingLine(text)).toContain('livello di inquadramento');
    expect(text).toContain('37,47 €');
    expect(text).toContain('52,38 €');
  });

  it('explains an older figure against the table in force, with the IPCA update', () => {
    const history = ['Metalmeccanici industria C2: quanto è la reperibilità per 24 ore festive?'];
    const text = ask('ma prima non era 10,67?', history);
    expect(openingLine(text)).toContain('11,56 €');
    expect(openingLine(text)).toContain('1° giugno 2025');
    expect(text).toContain('IPCA');
  });

  it('says how the amounts are updated', () => {
    const text = ask(
      'la reperibilità dei metalmeccanici (Federmeccanica) viene rivalutata? con che criterio?',
    );
    expect(text).toContain('IPCA');
    expect(openingLine(text)).toContain('1° giugno');
  });

  it('gives the INPS share on an allowance received', () => {
    const text = ask(
      'metalmeccanico industria D2, ho avuto 37,47 € di reperibilità: su questi soldi mi trattengono i contributi?',
    );
    expect(openingLine(text)).toContain('~3,44 €');
  });
});

describe('Confapi on-call: the 2025 amounts are a gap, said plainly', () => {
  it('does not pass the 2024 table off as the one in force', () => {
    const text = ask(
      'CCNL Confapi metalmeccanica, 4° livello: a dicembre 2025 quanto è il compenso di reperibilità per 16 ore in un giorno lavorato?',
    );
    expect(openingLine(text)).toContain('non sono nella base di conoscenza');
    expect(text).toContain('1° giugno 2024');
  });
});

describe('call-out hours during on-call', () => {
  it('are overtime, at night by the night overtime rate', () => {
    const text = ask(
      'metalmeccanici industria, giornaliero non turnista: ero reperibile e mi hanno chiamato a mezzanotte, intervento alle 23 fino all 1. con quale maggiorazione vanno pagate?',
    );
    expect(openingLine(text)).toContain('50%');
  });
});

describe('social cooperatives on call', () => {
  it('multiplies the hours of on-call from home by the hourly amount', () => {
    const text = ask(
      'coop sociale, educatrice: a ottobre 5 turni di pronta disponibilità da 10 ore, quanto mi danno?',
    );
    expect(openingLine(text)).toContain('77,50 €'); // 50 × 1,55
  });

  it('says the stay in the facility, rewritten in 2024, is a gap, with no old amount as current', () => {
    const first =
      'cooperative sociali: per la reperibilità con obbligo di residenza nella struttura, in un servizio continuativo, quanto spetta?';
    const text = ask(first);
    expect(openingLine(text)).toContain("non contiene l'indennità di reperibilità");
    expect(text).not.toContain('77,47 €');
    expect(ask('e se capita solo saltuariamente, 3 giorni?', [first])).not.toContain('15,48 €');
  });
});

describe('whether on-call time is working time', () => {
  it('answers with the case law, not the weekly hours', () => {
    const text = ask(
      'Lavoro in un call center col CCNL commercio e faccio reperibilità notturna: devo essere operativo in 10 minuti. Il capo dice che non conta come orario di lavoro. Cosa dice la Cassazione?',
    );
    expect(openingLine(text)).toContain('tempo libero');
    expect(openingLine(text)).not.toContain('40 ore');
  });
});

describe('on call moved to an agreement the knowledge base does not hold', () => {
  it('a follow-up naming Confimi is answered as not covered, not with the Confapi table of the turn before', () => {
    const history = [
      'ccnl metalmeccanica pmi confapi, 4° livello: quanto prendo per una settimana di reperibilità?',
    ];
    const text = ask('e se invece la ditta applica il contratto Confimi? stessa settimana', history);
    expect(text).not.toMatch(/\d+,\d{2} €/);
    expect(openingLine(text)).toMatch(/Confimi/);
  });
});
