import {
  CUSTOMER_PERMISSION_TREE,
  type CustomerGroup,
  flattenTree,
  type Group,
  landingPage,
  type PermissionNode,
} from '@granska/domain';

/** One password for every demo user (it satisfies spec §5); never used outside demo installations. */
export const DEMO_PASSWORD = 'Granska!2026';
/** The first-log-in user's temporary password; the log-in asks for a new one. */
export const DEMO_TEMPORARY_PASSWORD = 'Tillfalligt!1';

export interface DemoUser {
  email: string;
  password: string;
  /** What the user is for, in a few words (printed at start and in the README). */
  roles: string;
  groups: readonly Group[];
  custNo: string | null;
  costCenter?: string;
  phone?: string;
  mfa?: 'SMS';
  firstLogIn?: boolean;
}

const findNode = (nodes: readonly PermissionNode[], group: CustomerGroup): PermissionNode | undefined => {
  for (const entry of nodes) {
    if (entry.group === group) return entry;
    const found = findNode(entry.children, group);
    if (found) return found;
  }
  return undefined;
};

/** A group with everything below it in the customer permission tree. */
const withChildren = (...groups: CustomerGroup[]): CustomerGroup[] =>
  flattenTree(groups.map((group) => findNode(CUSTOMER_PERMISSION_TREE, group)).filter((node) => !!node));

const staff = (email: string, roles: string, groups: Group[], extra: Partial<DemoUser> = {}): DemoUser => ({
  email,
  password: DEMO_PASSWORD,
  roles,
  groups,
  custNo: null,
  ...extra,
});

/**
 * Demo users for a fresh installation: one per staff role, customer users on the demo customers
 * (demo-customers.ts), a first-log-in user and one with SMS codes. Idempotent by e-mail.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  staff('admin@granska.test', 'Admin (UserAdmin)', ['UserAdmin']),
  staff('koordinator@granska.test', 'Koordinator', ['Coordinator']),
  staff('spi-koordinator@granska.test', 'SPI - Koordinator', ['SPICoordinator']),
  staff('analytiker@granska.test', 'Analytiker', ['Analyst']),
  staff('spi-ledare@granska.test', 'SPI - Ledare', ['SPILeader']),
  staff('inmatare@granska.test', 'Inmatare (DataCollector)', ['DataCollector']),
  {
    email: 'kundadmin@demoforetaget.example',
    password: DEMO_PASSWORD,
    roles: 'Kundadmin, kund 1001',
    groups: ['CustomerAdmin'],
    custNo: '1001',
    costCenter: 'Ledning',
  },
  {
    email: 'superuser@demoforetaget.example',
    password: DEMO_PASSWORD,
    roles: 'Superuser, kund 1001',
    groups: ['CustomerSuperuser'],
    custNo: '1001',
  },
  {
    email: 'bestallare@byggbevakning.example',
    password: DEMO_PASSWORD,
    roles: 'Bakgrundskontroll: beställare och mottagare, kund 1002',
    groups: ['ServiceBackgroundCheck', ...withChildren('BKOrderer'), 'BKRecipient', 'BKDownloadReport'],
    custNo: '1002',
    costCenter: 'Bevakning Norr',
  },
  {
    email: 'bestallare@demoforetaget.example',
    password: DEMO_PASSWORD,
    roles: 'Bakgrundskontroll: beställare, kund 1001',
    groups: ['ServiceBackgroundCheck', ...withChildren('BKOrderer'), 'BKDownloadReport'],
    custNo: '1001',
    costCenter: 'Ekonomi',
  },
  {
    email: 'mottagare@demoforetaget.example',
    password: DEMO_PASSWORD,
    roles: 'Bakgrundskontroll: mottagare, kund 1001',
    groups: ['ServiceBackgroundCheck', 'BKRecipient', 'BKChangeRecipient', 'BKDownloadReport'],
    custNo: '1001',
  },
  {
    email: 'referens@rekryteramera.example',
    password: DEMO_PASSWORD,
    roles: 'Referenstagning, kund 1004',
    groups: withChildren('ServiceReferenceCheck'),
    custNo: '1004',
  },
  {
    email: 'lfd@rekryteramera.example',
    password: DEMO_PASSWORD,
    roles: 'LFD, kund 1004',
    groups: withChildren('ServiceLfd'),
    custNo: '1004',
  },
  {
    email: 'sakerhetschef@tryggregion.example',
    password: DEMO_PASSWORD,
    roles: 'SÄK: säkerhetschef, beställare och mottagare, kund 1003',
    groups: [
      'ServiceProtectiveSecurity',
      ...withChildren(
        'PSSecurityManager',
        'PSOrderer',
        'PSRecipient',
        'PSDownloadReport',
        'PSChangeRecipient',
        'PSTag',
      ),
      'ServiceSecurityScreening',
      'ServiceSecurityClearance',
      'SCArchived',
    ],
    custNo: '1003',
  },
  {
    email: 'ny@granska.test',
    password: DEMO_TEMPORARY_PASSWORD,
    roles: 'Första inloggningen: väljer nytt lösenord (Koordinator)',
    groups: ['Coordinator'],
    custNo: null,
    firstLogIn: true,
  },
  {
    email: 'sms@granska.test',
    password: DEMO_PASSWORD,
    roles: 'SMS-kod vid inloggning (Analytiker); koden syns i /dev/outbox',
    groups: ['Analyst'],
    custNo: null,
    phone: '+46700000001',
    mfa: 'SMS',
  },
];

/** The start-up table: e-mail, password, roles, landing page. */
export const demoUsersTable = (users: readonly DemoUser[] = DEMO_USERS): string => {
  const rows = users.map((user) => [user.email, user.password, user.roles, landingPage(user.groups)]);
  const header = ['E-post', 'Lösenord', 'Roller', 'Startsida'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
};
