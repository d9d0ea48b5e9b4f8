import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (fileName: string, text: string) => ({ documents: [{ fileId: 'f', fileName, text }] });

describe('gross and net as clients ask them (fixs31k)', () => {
  it('reads "2000 netti" as the net wanted, not the tax year 2000', async () => {
    const { text } = await askAgent(
      'calcolo',
      'mi servono 2000 netti al mese su 13 mensilità, che RAL devo chiedere nel 2026? addizionali escluse',
    );
    expect(text).not.toMatch(/per il 2000/);
    expect(openingLine(text)).toMatch(/serve una RAL di \*\*33\.(599|600),\d\d €\*\*/);
  });

  it('gives the employee INPS on a stated gross without asking the level', async () => {
    const { text } = await askAgent(
      'calcolo',
      'su un lordo di 2500 euro quanto va di contributi inps a carico del lavoratore? negozio commercio',
    );
    expect(openingLine(text)).toContain('**229,75 € al mese**');
  });

  it('says by how much the INPS withheld on a payslip is over 9,19%', async () => {
    const payslip =
      'CEDOLINO PAGA - MARZO 2026\nRetribuzione base               1.900,00\nTOTALE COMPETENZE              1.900,00\nContributi IVS c/dipendente (10,00%)   190,00\nIRPEF netta                      233,30\nNETTO IN BUSTA                 1.476,70\n';
    const { text } = await askAgent(
      'calcolo',
      'Vi allego il cedolino, sono impiegata a tempo indeterminato. Mi sembra che mi abbiano trattenuto troppi contributi: potete controllare quali cifre non tornano e di quanto?',
      upload('cedolino.txt', payslip),
    );
    expect(openingLine(text)).toContain('**174,61 €**');
    expect(openingLine(text)).toContain('**15,39 €** trattenuti in più');
  });

  it('weighs one gross in two comuni: the difference first', async () => {
    const { text } = await askAgent(
      'confronta',
      "stesso stipendio, 30 mila lordi, 2026: conviene di più abitare a Milano o a Roma come netto? di quanto cambia all'anno?",
    );
    expect(openingLine(text)).toMatch(/più alto a \*\*Milano\*\*: \*\*120,61 € l'anno\*\*/);
    expect(text).toContain('| Passaggio | Milano | Roma |');
  });

  it('gives the monthly net on 13 and on 14 payments together', async () => {
    const { text } = await askAgent(
      'confronta',
      'ral 30 mila, abito a milano, 2026: quanto prendo al mese su 13 mensilità oppure su 14?',
    );
    expect(openingLine(text)).toContain('**1.801,96 € su 13 mensilità**');
    expect(openingLine(text)).toContain('**1.673,25 € su 14**');
  });

  it("takes the surcharges' place from the residence a hiring letter declares", async () => {
    const letter =
      'LETTERA DI ASSUNZIONE\nassunzione a tempo indeterminato dal 1° gennaio 2026, sede di lavoro e residenza dichiarata: Roma.\nRetribuzione annua lorda: 32.500,00 euro, corrisposta in 14 mensilità.\n';
    const { text } = await askAgent(
      'calcolo',
      'In base alla lettera di assunzione allegata, quale sarà il netto mensile medio 2026, addizionali comprese?',
      upload('lettera.txt', letter),
    );
    expect(openingLine(text)).toContain('**1.747,79 € al mese**');
    expect(openingLine(text)).toContain('Lazio e Roma');
  });
});
