// Notifications with their style sheet, in a chunk loaded after the first paint (providers.tsx): the
// first screen's CSS carries only @mantine/core's.
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
