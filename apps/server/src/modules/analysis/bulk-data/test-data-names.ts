/** Invented Swedish names and places for the local stand-ins' test data. */
export const MALE_FIRST_NAMES = [
  'Erik',
  'Lars',
  'Karl',
  'Anders',
  'Johan',
  'Per',
  'Nils',
  'Mikael',
  'Olof',
  'Gustav',
];
export const FEMALE_FIRST_NAMES = [
  'Anna',
  'Eva',
  'Maria',
  'Karin',
  'Sara',
  'Kristina',
  'Lena',
  'Ingrid',
  'Emma',
  'Elin',
];
export const LAST_NAMES = [
  'Testsson',
  'Provberg',
  'Exempelström',
  'Lindqvist',
  'Bergman',
  'Holmgren',
  'Sandberg',
  'Nyström',
  'Ekdahl',
  'Fors',
];
export const STREETS = [
  'Storgatan',
  'Kyrkogatan',
  'Skolvägen',
  'Björkvägen',
  'Ringvägen',
  'Parkgatan',
  'Sjövägen',
];

/** Town, county and municipality ('kommun'), with the first two digits of the area's postcodes. */
export const PLACES = [
  { town: 'Luleå', county: 'Norrbottens län', community: 'Luleå kommun', zipPrefix: '97' },
  { town: 'Umeå', county: 'Västerbottens län', community: 'Umeå kommun', zipPrefix: '90' },
  { town: 'Sundsvall', county: 'Västernorrlands län', community: 'Sundsvalls kommun', zipPrefix: '85' },
  { town: 'Uppsala', county: 'Uppsala län', community: 'Uppsala kommun', zipPrefix: '75' },
  { town: 'Stockholm', county: 'Stockholms län', community: 'Stockholms kommun', zipPrefix: '11' },
  { town: 'Göteborg', county: 'Västra Götalands län', community: 'Göteborgs kommun', zipPrefix: '41' },
  { town: 'Malmö', county: 'Skåne län', community: 'Malmö kommun', zipPrefix: '21' },
] as const;

export const COMPANY_NAMES = [
  'Testbolaget i Norr AB',
  'Provbygg Sverige AB',
  'Exempelkonsult HB',
  'Nordisk Övningsfastighet AB',
  'Fiktiva Transporter AB',
];
export const COMPANY_ROLES = [
  'Styrelseledamot',
  'Styrelsesuppleant',
  'Verkställande direktör',
  'Innehavare',
  'Bolagsman',
];
export const CREDITORS = [
  'Skatteverket',
  'Transportstyrelsen',
  'Testfinans AB',
  'Provkredit Bank AB',
  'Exempel Inkasso AB',
];
export const COURTS = [
  'Luleå tingsrätt',
  'Umeå tingsrätt',
  'Stockholms tingsrätt',
  'Göteborgs tingsrätt',
  'Förvaltningsrätten i Luleå',
  'Hovrätten för Övre Norrland',
];
