// Issue 37 §6: Spanish speaks to the admin as tú; the usted forms to look for, in unit and e2e tests.

/**
 * Issue 37 §6: the usted imperatives (and the usted 'desea') a Spanish text could slip into,
 * each with the tú form the module says instead. 'Importe', 'Informe' and 'Cierre' are left out:
 * in our texts they are nouns (an amount, a report, a month's close).
 */
export const USTED_TO_TU: Readonly<Record<string, string>> = {
  Abra: 'abre',
  Actualice: 'actualiza',
  Administre: 'administra',
  Agregue: 'agrega',
  Añada: 'añade',
  Asegúrese: 'asegúrate',
  Cambie: 'cambia',
  Compruebe: 'comprueba',
  Confirme: 'confirma',
  Consulte: 'consulta',
  Contacte: 'contacta',
  Cree: 'crea',
  Descargue: 'descarga',
  Desea: 'deseas',
  Elija: 'elige',
  Elimine: 'elimina',
  Escriba: 'escribe',
  Espere: 'espera',
  Gestione: 'gestiona',
  Guarde: 'guarda',
  Haga: 'haz',
  Ingrese: 'ingresa',
  Inténtelo: 'inténtalo',
  Intente: 'intenta',
  Introduzca: 'introduce',
  Invite: 'invita',
  Pruebe: 'prueba',
  Revise: 'revisa',
  Seleccione: 'selecciona',
  Solicite: 'solicita',
  Suba: 'sube',
  Utilice: 'utiliza',
  Verifique: 'verifica',
  Vuelva: 'vuelve',
};

/** A whole word, case-insensitive; `\b` would split words at accented letters. */
export const wholeWord = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu');

/** The usted forms a Spanish text uses, each as 'usted → tú'; none in a text in one voice. */
export function ustedFormsIn(text: string): string[] {
  return Object.entries(USTED_TO_TU)
    .filter(([usted]) => wholeWord(usted).test(text))
    .map(([usted, tu]) => `${usted} → ${tu}`);
}
