/** The words a language test looks for, in one language (from locales/<lang>/*.po). */
export type LanguageWords = {
  locale: string;
  loginHeading: string;
  email: string;
  password: string;
  logIn: string;
  home: string;
  /** A heading of the crew member's home, from the features' catalog. */
  nextJobs: string;
  /** The profile's device settings heading. */
  deviceSettings: string;
  /** "Language", the label of the pickers. */
  language: string;
};

// The words from the catalogs (locales/<lang>/*.po); English is the control.
// prettier-ignore
export const LANGUAGES: LanguageWords[] = [
  ['en', 'Login', 'E-mail', 'Password', 'Log in', 'Home', 'Next jobs', 'Settings on this device', 'Language'],
  ['nl', 'Inloggen', 'E-mail', 'Wachtwoord', 'Inloggen', 'Start', 'Volgende opdrachten', 'Instellingen op dit apparaat', 'Taal'],
  ['cy', 'Mewngofnodi', 'E-bost', 'Cyfrinair', 'Mewngofnodi', 'Hafan', 'Swyddi nesaf', 'Gosodiadau ar y ddyfais hon', 'Iaith'],
  ['fr', 'Connexion', 'E-mail', 'Mot de passe', 'Se connecter', 'Accueil', 'Prochaines missions', 'Paramètres sur cet appareil', 'Langue'],
  ['de-AT', 'Anmeldung', 'E-Mail', 'Passwort', 'Anmelden', 'Startseite', 'Nächste Einsätze', 'Einstellungen auf diesem Gerät', 'Sprache'],
  ['de', 'Anmeldung', 'E-Mail', 'Passwort', 'Anmelden', 'Startseite', 'Nächste Einsätze', 'Einstellungen auf diesem Gerät', 'Sprache'],
  ['es', 'Inicio de sesión', 'Correo electrónico', 'Contraseña', 'Iniciar sesión', 'Inicio', 'Próximos trabajos', 'Ajustes en este dispositivo', 'Idioma'],
].map(
  ([locale, loginHeading, email, password, logIn, home, nextJobs, deviceSettings, language]) => ({
    locale: locale!,
    loginHeading: loginHeading!,
    email: email!,
    password: password!,
    logIn: logIn!,
    home: home!,
    nextJobs: nextJobs!,
    deviceSettings: deviceSettings!,
    language: language!,
  }),
);

/** One language of LANGUAGES by its locale. */
export function languageWords(locale: string): LanguageWords {
  const words = LANGUAGES.find((w) => w.locale === locale);
  if (!words) throw new Error(`No words for ${locale}`);
  return words;
}
