/**
 * « de » before a name, elided before a vowel or a mute h as French writes it: « d’Habitat Durable »,
 * « d’Anne Martin », « de Paul Durand ». Names are edited by people (the company's in the back-office, a
 * visitor's own), so every sentence that puts « de » before one goes through here. (A name starting with an
 * aspirated h would need « de »: none of the names in use does.)
 */
export function deName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüÿæœh]/iu.test(name.trim()) ? `d’${name}` : `de ${name}`;
}
