import serverPackage from '../../package.json' with { type: 'json' };

/** The product version (spec §9), shown in the header and served in /config.json. */
export const APP_VERSION: string = serverPackage.version;
