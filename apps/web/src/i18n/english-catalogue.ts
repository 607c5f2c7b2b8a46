type EnglishOf = (swedish: string) => string | undefined;
let englishOf: EnglishOf | null = null;

/** Loads the domain's English catalogue (its own chunk); the language switch starts it. */
export const loadEnglishMessages = async (): Promise<void> => {
  englishOf ??= (await import('./english-messages')).englishMessage;
};

/** The English twin of a Swedish message, once the catalogue is loaded; undefined before or if none. */
export const englishTwinOf = (swedish: string): string | undefined => englishOf?.(swedish);

export const isEnglishCatalogueLoaded = (): boolean => englishOf !== null;
