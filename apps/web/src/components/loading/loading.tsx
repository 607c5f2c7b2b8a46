import { Center, Loader } from '@mantine/core';

/** A part of a page while what it shows is first fetched: a spinner named after what it waits for. */
export const Loading = ({ label }: { label: string }) => (
  <Center py="lg">
    <Loader aria-label={label} />
  </Center>
);
