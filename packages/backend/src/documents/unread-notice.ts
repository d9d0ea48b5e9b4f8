import type { UploadedText } from '../kb/documents.js';

/** The pages of the uploaded documents that are scans no text could be read from, said once each. */
export function unreadNotice(documents: readonly UploadedText[]): string[] {
  return documents
    .filter((d) => d.unreadPages?.length)
    .map((d) => {
      const pages = d.unreadPages ?? [];
      return `Attenzione: ${pages.length === 1 ? 'la pagina' : 'le pagine'} ${pages.join(', ')} di «${d.fileName}» ${pages.length === 1 ? 'è una scansione' : 'sono scansioni'} e non è stato possibile leggerne il testo (OCR non disponibile): la risposta non ne tiene conto.`;
    });
}
