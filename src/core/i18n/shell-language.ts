// The app's HTML shell (src/web/index.html) says a few things before any script runs: its language, the site's
// description and what to do without JavaScript. A Spanish page's shell says them in Spanish (decision 074), whether
// it was prerendered, rendered by the server for one request, or is the plain shell the browser renders into.
import type { Language } from './languages';

const SHELL_TEXTS_ES = {
  description:
    'RentValue compara la renta pedida de un anuncio con viviendas comparables de los últimos 12 meses, para que los inquilinos en EE. UU. sepan si una renta es justa antes de firmar.',
  noscript: 'RentValue necesita JavaScript para funcionar. Actívelo y vuelva a cargar la página.',
};

/** The shell (or a page made from it) in a language: `<html lang>`, the site description and the noscript line. */
export function shellInLanguage(html: string, language: Language): string {
  if (language === 'en') return html;
  return html
    .replace(/<html lang="en"/, `<html lang="${language}"`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*("\s*\/?>)/, `$1${SHELL_TEXTS_ES.description}$2`)
    .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${SHELL_TEXTS_ES.noscript}</noscript>`);
}
