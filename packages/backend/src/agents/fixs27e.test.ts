import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 27 (fixs27e): calculations of the blind sets h78–h80, as classes in new words.
const ask = async (message: string, history: string[] = []) =>
  (await askAgent('calcolo', message, { history })).text;

describe('calculations a client asks in passing', () => {
  it("a level's yearly cost on the client's rate says the monthly pay it starts from", async () => {
    const text = await ask(
      'commessa al IV livello del commercio full time: quanto mi costa al mese e all’anno mettendo i contributi al 30%?',
    );
    expect(openingLine(text)).toContain('1.818,75 € al mese × 14');
    expect(openingLine(text)).toMatch(/al mese su 12 mesi/);
  });

  it('a cost asked with no agreement asks for the contract', async () => {
    expect(openingLine(await ask('quanto costa un dipendente a tempo pieno in un anno?'))).toContain(
      'contratto collettivo',
    );
  });

  it("a non-live-in domestic worker's hours 41–44 take 10%, not the 25% the family believes", async () => {
    const text = openingLine(
      await ask(
        'colf non convivente a 40 ore, 10 euro l’ora: questa settimana ha fatto 43 ore di giorno, mia moglie dice che vanno pagate +25%. quanto le paghiamo le 3 ore in più?',
      ),
    );
    expect(text).toContain('**11,00 €**');
    expect(text).not.toContain('12,50');
  });

  it('the TFR asked with the thirteenth included is the TFR, not the thirteenth', async () => {
    const text = openingLine(
      await ask(
        'quanto matura di TFR la badante da marzo a dicembre, compresa la tredicesima? prende 1.000 euro al mese',
      ),
    );
    expect(text).toMatch(/\bTFR\b/);
    expect(text).toContain('802,47 €');
  });

  it('a hire day said before "abbiamo preso" counts the months of the thirteenth', async () => {
    const text = openingLine(
      await ask(
        'negozio col CCNL commercio: dal 1/10 abbiamo preso una commessa al IV livello. quanto le spetta di tredicesima a dicembre?',
      ),
    );
    expect(text).toContain('3 mesi');
    expect(text).toContain('**454,69 €**');
  });

  it('the art. 13 deduction and the cuneo’s asked together: both in the opening', async () => {
    const answer = await askAgent(
      'main-agent',
      'reddito complessivo 30.000 euro nel 2026, lavoratore dipendente tutto l’anno: quanto vale la detrazione per lavoro dipendente art. 13 e spetta anche l’ulteriore detrazione del cuneo?',
    );
    const text = openingLine(answer.text);
    expect(text).toContain('**1.801,19 €**');
    expect(text).toContain('**Sì**');
    expect(text).toContain('**1.000,00 €**');
  });

  it("the Cassa Edile's monthly set-aside on the hourly pay said in words", async () => {
    const text = openingLine(
      await ask(
        'sono muratore, CCNL edilizia industria. questo mese 160 ore, la mia paga oraria è di 11 euro: quanto mi accantonano in Cassa Edile per ferie e gratifica natalizia?',
      ),
    );
    expect(text).toContain('**325,60 € lordi**');
  });

  it("a Sunday's ordinary hour is valued with the Sunday surcharge", async () => {
    const text = openingLine(
      await ask(
        'magazziniere non viaggiante CCNL logistica trasporto merci, la domenica per me è giorno lavorativo normale e riposo il lunedì. paga oraria 12 euro: quanto vale ogni ora ordinaria di domenica?',
      ),
    );
    expect(text).toContain('**16,20 €**');
    expect(text).toContain('35%');
  });

  it("a payslip's surcharge row doubted: the surcharge due for its hours, the verdict first", async () => {
    const text = [
      'Albergo Sole srl - CCNL Turismo Federalberghi',
      'Dipendente: Bianchi Luca - portiere di notte - 4° livello - full time 40 h',
      'Paga base conglobata       1.695,69',
      'Maggiorazione notturna 25% - ore 8    20,00',
    ].join('\n');
    const answer = await askAgent(
      'calcolo',
      'mi controlli se la maggiorazione notturna in busta è giusta col divisore del turismo?',
      { documents: [{ fileId: 'f', fileName: 'busta_luca.txt', text }], history: [] },
    );
    const opening = openingLine(answer.text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('**19,72 €**');
  });
});
