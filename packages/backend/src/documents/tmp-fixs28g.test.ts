import { it } from 'vitest';
import { indexOf } from '../kb/documents.js';
import { labelledTerm } from './labelled-terms.js';

const text =
  "HOTEL BELVEDERE *** - Rimini\nGentile Sig.ra Sara Gentile,\nsiamo lieti di confermarLe l'assunzione a tempo indeterminato dal 01/12/2026.\nCCNL: Turismo (Federalberghi - Faita), settore alberghi\nMansione: addetta al ricevimento - 5° livello\nOrario: 40 ore settimanali su 5 giorni\nPeriodo di prova: 45 giorni\nFerie: 22 giorni lavorativi annui\nPreavviso in caso di licenziamento o dimissioni: 15 giorni\nRetribuzione secondo le tabelle del CCNL vigenti\nRimini, 19/11/2026";
it('x', () => {
  const p = indexOf({ fileId: 'f', fileName: 'x.txt', text } as never).passages;
  console.log(JSON.stringify(p.map((x) => x.text)));
  for (const t of ['prova', 'preavviso', 'ferie', 'orario'] as const)
    console.log(t, JSON.stringify(labelledTerm(p, t)?.figure));
});
