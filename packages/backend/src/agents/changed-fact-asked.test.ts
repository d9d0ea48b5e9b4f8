import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Follow-ups that change one fact apply it; a story word is not the question; an agreement not held that the
// writer says is theirs, and a subject outside work, say so in the opening.
describe('the fact changed or the subject asked, in the opening', () => {
  it('a hire moved by "l\'avessimo presa dal" counts the months from that day', async () => {
    const first =
      'CCNL Metalmeccanici industria, impiegata C2 assunta il 1° febbraio 2026, solo minimo tabellare: che tredicesima le spetta a dicembre 2026?';
    const a = await askAgent('calcolo', "e se l'avessimo presa dal primo settembre?", { history: [first] });
    // 2.064,88 × 4 / 12 = 688,29
    expect(openingLines(a.text)).toContain('688,29');
  });

  it('the cared person no longer self-sufficient moves a BS hourly carer to CS', async () => {
    const first = 'assistente familiare a ore per mio nonno autosufficiente, livello BS: minimo orario 2026?';
    const a = await askAgent('calcolo', 'e se il nonno diventasse non autosufficiente? minimo orario?', {
      history: [first],
    });
    expect(openingLines(a.text)).toContain('8,30');
  });

  it('an experienced housekeeper said in the follow-up is level B', async () => {
    const first = 'Assumo una colf senza nessuna esperienza per pulire casa e stirare: che livello?';
    const a = await askAgent(
      'inquadra',
      'e se invece fosse una signora che ha già fatto la colf per cinque anni? sempre pulizie e stiro',
      {
        history: [first],
      },
    );
    expect(openingLines(a.text)).toMatch(/livello B\b/);
  });

  it('a wedding told as the reason for a replacement does not answer the marriage leave', async () => {
    const a = await askAgent(
      'inquadra',
      'La nostra badante si sposa a giugno e starà via due settimane. Prendiamo una sostituta per mio padre, che non è autosufficiente; lei non ha diploma né attestato. Che livello le diamo?',
    );
    expect(openingLines(a.text)).toMatch(/livello CS/);
    expect(openingLines(a.text)).not.toMatch(/congedo matrimoniale/);
  });

  it('medical tests beside the visits are not study exams', async () => {
    const a = await askAgent(
      'main-agent',
      'La badante convivente a tempo pieno deve fare visite mediche ed esami del sangue in orario di lavoro: quante ore di permesso pagato ha in un anno?',
    );
    expect(openingLines(a.text)).toContain('16 ore');
  });

  it('the visits hours of an uploaded letter are proportioned to its week', async () => {
    const letter =
      'LETTERA DI ASSUNZIONE - LAVORO DOMESTICO\nLivello: B\nRegime: NON convivente\nOrario: 15 ore settimanali\n';
    const a = await askAgent(
      'main-agent',
      "Guardando la lettera di assunzione che allego, quante ore l'anno di permesso retribuito per visite mediche ha la colf secondo il CCNL lavoro domestico?",
      withUpload('lettera.txt', letter),
    );
    // 12 × 15 / 30 = 6
    expect(openingLines(a.text)).toContain('6 ore');
  });

  it("a pharmacy worker's own agreement not held opens the gap, not a friend's Commercio", async () => {
    const a = await askAgent(
      'main-agent',
      'Faccio la magazziniera in una farmacia privata che applica il contratto Federfarma; mio cugino col contratto del commercio prende gli scatti. Quanti ne dovrei avere dopo 7 anni?',
    );
    expect(openingLines(a.text)).toMatch(/farmaci/i);
    expect(openingLines(a.text)).not.toMatch(/\*\*2 scatti\*\*/);
  });

  it('renewing a driving licence is outside the assistant', async () => {
    const a = await askAgent(
      'main-agent',
      'Mi scade la patente C per il furgone del lavoro, quanto costa la visita medica per il rinnovo della patente e dove si fa a Lecce?',
    );
    expect(openingLines(a.text)).toMatch(/esce da ciò di cui mi occupo/);
  });
});

describe('a helper left to work alone, asked as a follow-up', () => {
  it('drops the helper profile of the earlier turn', () => {
    const { text } = askAgent(
      'inquadra',
      'e se dopo qualche mese la lasciano da sola al banco dei formaggi a servire i clienti?',
      {
        history: [
          'Mia nipote lavora in una gastronomia con il contratto commercio: aiuta la banconiera, pesa e incarta, ma il banco lo gestisce la titolare. Che livello le spetta?',
        ],
      },
    );
    expect(text.split('\n')[0]).toContain('4° livello');
  });
});
