/**
 * "Sono passato da poco da un negozio (contratto commercio) a un'officina che applica il CCNL Metalmeccanici",
 * "mi sono trasferita da un bar a una cooperativa sociale": the workplace (and agreement) the worker left is the
 * story; the one the worker moved to is the agreement the question is about. The "da …" part of the move is left
 * out of the reading, the destination kept. Only a move between workplaces or agreements: "passata da 1.656,98 a
 * 1.676,98", "passato dal 4° al 5° livello" and "da part-time a tempo pieno" are figures and conditions, kept.
 */
const MOVE =
  /\b((?:passat[oaie]|trasferit[oaie]|spostat[oaie]|andat[oaie]|cambiat[oaie]|venut[oaie]|arrivat[oaie])\s+(?:(?:da poco|di recente|quest'anno|ora|adesso|appena)\s+)?)da\s+((?:un|una|uno|un'|il|la|lo|l')\s*[^\d.;:?!]{2,80}?)\s+(?=(?:a|ad|in|presso|al|alla|all'|allo)\s)/giu;
const WORKPLACE =
  /\(|\bcontratt|\bccnl\b|\bnegozi|\bcommerc|\bterziar|\baziend|\bditt|\bbar\b|\bristorant|\balberg|\bhotel|\bfabbric|\bofficin|\bcooperativ|\bstudio\b|\bsupermercat|\bimpres|\bcantier|\bfarmaci|\bmagazzin|\bpulizi|\bscuol/i;

export function withoutMovedFrom(message: string): string {
  return message.replace(MOVE, (whole, verb: string, from: string) => (WORKPLACE.test(from) ? verb : whole));
}
