import { it } from 'vitest';
import { labelledValues } from '../documents/labelled-values.js';
import { indexOf } from '../kb/documents.js';
it('probe', async () => {
  const text = "CEDOLINO PAGA - OTTOBRE 2026\nAzienda: Filatura Valseriana S.r.l. - Gandino (BG)\nCCNL applicato: Tessile Abbigliamento Moda - Industria\nDipendente: ROSSI LUCIA   Qualifica: operaia   Livello: 4\nData assunzione: 03/05/2019   Tempo pieno 40 h\n\nVOCI FISSE\nMinimo contrattuale ........................ 1.850,00\nScatti di anzianità (n. 2 x 23,50) ............ 47,00\nSuperminimo individuale ..................... 120,00\nTOTALE COMPETENZE FISSE ................... 2.047,00\n\nTRATTENUTE\nContributi IVS 9,19% ........................ 188,12\nIRPEF netta ................................. 309,40\nNETTO IN BUSTA ............................. 1.549,48\n";
  console.log(JSON.stringify(labelledValues(indexOf({ fileId: 'f', fileName: 'x.txt', text } as never).passages)));
});
