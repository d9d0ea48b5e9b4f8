import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The answer's text, citation marks dropped, and its first line. */
const answer = (agent: string, message: string) =>
  askAgent(agent, message).text.replace(/ ?(?:\[\d+\])+/g, '');
const opening = (text: string) => text.split('\n').find((l) => l.trim() !== '') ?? '';

describe('a long story’s figures that are not the writer’s case (fixs29f)', () => {
  it('does not read the wife’s part-time pay as the writer’s gross', () => {
    const text = answer(
      'calcolo',
      "Salve, sono un manutentore elettrico in un'azienda metalmeccanica di Brescia, 230 dipendenti. Ho 44 anni, ho fatto dieci anni in un'officina artigiana prima di entrare qui, e mia moglie ha un part-time da 900 euro al mese. Nel 2019 ero inquadrato come 5ª categoria, poi con il nuovo inquadramento mi hanno messo in C3. Qual è il minimo tabellare mensile del livello C3 dopo l'aumento di giugno 2026? Non mi serve il netto, solo il minimo lordo.",
    );
    expect(opening(text)).toMatch(/Metalmeccanici industria.*\*\*2\.211,43 €\*\*/);
    expect(text).not.toMatch(/900,00 €|[Nn]etto stimato/);
  });

  it('computes overtime on the minimum, not on a rate a relative claims', () => {
    const text = answer(
      'calcolo',
      "Faccio il cassiere in un supermercato, CCNL commercio Confcommercio, 4° livello, tempo pieno 40 ore. Sabato sono rimasto 6 ore oltre l'orario, straordinario entro le 48 ore. Mio marito dice che me le pagano a 9 euro l'ora. Col minimo di novembre 2026 e divisore 168, quanto valgono lorde quelle 6 ore?",
    );
    expect(opening(text)).toMatch(/\*\*74,70 €\*\*/);
    expect(text).not.toMatch(/paga oraria di 9,00 €/);
  });

  it('proportions a part-timer’s minimum with a rent told beside it', () => {
    const first = opening(
      answer(
        'calcolo',
        "Sono addetta alle pulizie col contratto Multiservizi, 2° livello, part-time 20 ore su 40. Paghiamo 380 euro di stanza per mia figlia. Quanto mi spetta di minimo tabellare lordo riproporzionato alle mie 20 ore dall'aumento di ottobre 2026?",
      ),
    );
    expect(first).toMatch(/\*\*701,59 €\*\*/);
  });
});

describe('only what is asked, and the verdict first (fixs29f)', () => {
  it('gives only the minimum when the increments were seen and the story names other months', () => {
    const text = answer(
      'calcolo',
      "Lavoro come commesso da quasi sei anni, contratto del commercio Confcommercio, quarto livello, full time. A casa non ho mai tempo. A novembre mi è arrivato il cedolino e mi sembra uguale a quello di ottobre, e il mio collega dice che da novembre 2026 c'era un aumento. Mi dite qual è il minimo tabellare mensile del 4° livello in vigore adesso, da novembre 2026? Gli scatti li ho già guardati io, mi interessa solo il minimo.",
    );
    expect(opening(text)).toMatch(/\*\*1\.818,75 €\*\*/);
    expect(text).not.toMatch(/1\.783,75 €|scatti di anzianità \(|[Nn]etto stimato/);
  });

  it('confirms a claimed month of the next rise with today’s minimum and the next one', () => {
    const first = opening(
      answer(
        'calcolo',
        "Sono segretaria in uno studio di commercialisti, CCNL Studi professionali, 4° livello. Il mio capo sostiene che il minimo è rimasto quello dell'anno scorso e che l'aumento arriva solo a dicembre 2026. È vero? E quanto sarà da dicembre?",
      ),
    );
    expect(first).toMatch(/^\*\*Sì\*\*/);
    expect(first).toMatch(/1\.595,42 €/);
    expect(first).toMatch(/1\.614,12 €/);
  });

  it('answers No when waiting days asked as lost are paid in part', () => {
    const first = opening(
      answer(
        'main-agent',
        'Lavoro in un supermercato, contratto commercio Confcommercio. È il quarto evento di malattia del 2026. Come mi pagano i primi tre giorni? Li perdo tutti?',
      ),
    );
    expect(first).toMatch(/^\*\*No\*\*/);
    expect(first).toMatch(/\*\*50%\*\*/);
  });
});
