import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The whole answer, citation marks dropped. */
const answer = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text.replace(/ ?(?:\[\d+\])+/g, '');

const opening = (agent: string, message: string, history: string[] = []) =>
  answer(agent, message, history)
    .split('\n')
    .find((l) => l.trim() !== '') ?? '';

describe('Sunday and holiday work (fx61sunday)', () => {
  it('a Sunday worked with the rest moved to a weekday earns the surcharge alone on top of the month', () => {
    const line = opening(
      'calcolo',
      'commessa 4° livello terziario confcommercio a tempo pieno: domenica scorsa ho lavorato 6 ore e mi fanno recuperare il riposo il giovedì. In busta quanto dovrei avere in più?',
    );
    // 1.818,75 / 168 = 10,8259; × 30% × 6 = 19,49
    expect(line).toMatch(/^La sola maggiorazione per 6 ore di lavoro domenicale è \*\*19,49 €\*\*/);
  });

  it('Sunday overtime said as such stays overtime, the whole hour paid', () => {
    const line = opening(
      'calcolo',
      'commercio confcommercio IV livello: domenica ho fatto 4 ore di straordinario, quanto mi spetta?',
    );
    expect(line).not.toMatch(/La sola maggiorazione/);
    expect(line).toContain('14,07 €');
  });

  it('a holiday on a Sunday asked again for another level in words keeps the holiday', () => {
    const first =
      'Ognissanti quest’anno era di domenica, commercio confcommercio 4° livello pagato ai minimi: mi spetta qualcosa in busta?';
    const line = opening('calcolo', 'e per uno al quinto livello invece?', [first]);
    // 1.691,70 / 26 = 65,07
    expect(line).toContain('**65,07 €**');
  });

  it('hours the employer asks on a named holiday are valued with the holiday surcharge', () => {
    const text = answer(
      'calcolo',
      'Terziario Confcommercio, 3° livello ai minimi tabellari: il titolare mi chiede di lavorare 6 ore il giorno dell’Immacolata. Quanto mi pagano per quelle ore oltre allo stipendio?',
    );
    // 2.024,38 / 168 = 12,0499; × 1,30 × 6 = 93,99
    expect(text).toContain('30%');
    expect(text).toContain('93,99 €');
  });

  it('a holiday overtime told by its time of day is one case, its hours totalled', () => {
    const line = opening(
      'calcolo',
      'logistica trasporto merci, paga oraria 12 euro lordi: 4 ore di straordinario festivo diurno, quanto mi spetta?',
    );
    // 12 × 1,65 × 4 = 79,20
    expect(line).toContain('79,20 €');
  });

  // (The letters' hours and the 44 hours by second-level agreement are a passage of their own since session 61's
  // merge: written into the weekly-hours rule, they took the "No: non 40 ore ma 39" verdict from the warehouse staff.)
  it('the drivers of letters G and H have the 39 ordinary hours', () => {
    const text = answer(
      'main-agent',
      'faccio l’autista con il furgone nel ccnl logistica trasporto merci, livello H1: quante ore a settimana di orario normale? possono diventare di più?',
    );
    expect(text).toContain('39 ore');
  });
});

describe('ordinary Sunday hours stay a gap in Commercio (fx61sunday)', () => {
  // Commercio's Sunday rate (art. 144, rest moved to another day, "di regola la domenica") is the premium of a shop's
  // ordinary Sunday shift too (PMI.it: "il lavoro domenicale viene retribuito con maggiorazione del 30%").
  it('Sunday hours in the normal weekly schedule get the Sunday surcharge', () => {
    const text = answer(
      'main-agent',
      'commercio confcommercio: la domenica per me è un giorno di turno normale, il riposo ce l’ho il lunedì. Le ore della domenica di quanto sono maggiorate?',
    );
    expect(text).toContain('30%');
    expect(text).not.toContain('non è nella base di conoscenza');
  });
});
